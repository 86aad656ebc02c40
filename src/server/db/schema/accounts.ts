import { sql } from "drizzle-orm";
import { check, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

/**
 * The buyer account (docs/product/roles-and-accounts.md): who pays. Either a user's personal account or an
 * organization, never both — the check constraint makes the wrong state impossible.
 * Wallets, subscriptions, brand profiles, campaigns and orders hang off this row.
 */
export const buyerAccountKind = pgEnum("buyer_account_kind", ["personal", "organization"]);

export const buyerAccount = pgTable(
  "buyer_account",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: buyerAccountKind().notNull(),
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    organizationId: text().references(() => organization.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.userId),
    uniqueIndex().on(t.organizationId),
    check(
      "buyer_account_owner",
      sql`(${t.kind} = 'personal' AND ${t.userId} IS NOT NULL AND ${t.organizationId} IS NULL)
       OR (${t.kind} = 'organization' AND ${t.organizationId} IS NOT NULL AND ${t.userId} IS NULL)`,
    ),
  ],
);

/** A brand a buyer account runs (an agency runs one per client). */
export const brandProfile = pgTable("brand_profile", {
  id: uuid().primaryKey().defaultRandom(),
  buyerAccountId: uuid()
    .notNull()
    .references(() => buyerAccount.id, { onDelete: "cascade" }),
  name: text().notNull(),
  logoUrl: text(),
  website: text(),
  industry: text(),
  description: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
