import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { buyerAccount } from "./accounts";
import { user } from "./auth";
import { marketOrder } from "./orders";

/*
 * Brands discovering creators (decision 034): a buyer account's saved
 * creator lists and the ratings its brands leave on completed orders.
 */

/** A named list of creators ("Skincare shortlist"), owned by a buyer account: every member sees it. */
export const creatorList = pgTable(
  "creator_list",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.buyerAccountId, t.createdAt), check("creator_list_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 80`)],
);

export const creatorListItem = pgTable(
  "creator_list_item",
  {
    listId: uuid()
      .notNull()
      .references(() => creatorList.id, { onDelete: "cascade" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.creatorUserId] }), index().on(t.creatorUserId)],
);

/**
 * A brand's rating of a creator for one completed order: once per order (the unique order id),
 * editable for 14 days after it was first given; the creator may reply once. The creator's
 * average and count are kept on creator_profile in the same transaction (decision 034).
 */
export const creatorRating = pgTable(
  "creator_rating",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => marketOrder.id, { onDelete: "cascade" }),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ratedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    stars: integer().notNull(),
    text: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderId),
    index().on(t.creatorUserId, t.createdAt),
    check("creator_rating_stars", sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);
