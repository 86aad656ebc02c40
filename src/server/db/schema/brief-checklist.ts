import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { marketOrder, orderVideo } from "./orders";
import { revisionRequest } from "./reviews";
import { orderVideoVersion } from "./videos";

/*
 * The brief as a checklist (docs/product/brief-checklist.md, decision 077). When an order is placed,
 * the hooks, talking points, do's and don'ts of its brief become the order's checklist items: a
 * snapshot, like the brief itself, so a later campaign edit changes nothing. The brand ticks each
 * item met or unmet per delivered version; every tick is a new row (the history is evidence), and
 * the newest row of an (item, version) is its state. A revision request names the unmet items it
 * asks the creator to fix.
 */

export const checklistItemKind = pgEnum("checklist_item_kind", ["hook", "talking_point", "do", "dont"]);
export const checklistTickState = pgEnum("checklist_tick_state", ["met", "unmet", "cleared"]);

/** One row per order whose checklist was taken from its brief (an order may have no items: the row says "done"). */
export const orderChecklist = pgTable("order_checklist", {
  orderId: uuid()
    .primaryKey()
    .references(() => marketOrder.id, { onDelete: "cascade" }),
  /** "order" when written as the order was placed, "backfill" when an older order got it from its brief later. */
  source: text().notNull().default("order"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const orderChecklistItem = pgTable(
  "order_checklist_item",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => marketOrder.id, { onDelete: "cascade" }),
    /** 1-based, in the brief's order (hooks, talking points, do's, don'ts). */
    position: integer().notNull(),
    kind: checklistItemKind().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderId, t.position),
    check("order_checklist_item_text_length", sql`char_length(${t.text}) BETWEEN 1 AND 500`),
    check("order_checklist_item_position", sql`${t.position} >= 1`),
  ],
);

/** Append-only: who ticked which item of which version how, and when. */
export const checklistTick = pgTable(
  "checklist_tick",
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => orderChecklistItem.id, { onDelete: "cascade" }),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "cascade" }),
    versionId: uuid()
      .notNull()
      .references(() => orderVideoVersion.id, { onDelete: "cascade" }),
    state: checklistTickState().notNull(),
    tickedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.versionId, t.itemId, t.createdAt), index().on(t.orderVideoId, t.createdAt)],
);

/** The unmet items a revision request asked the creator to fix in the next version. */
export const revisionRequestChecklistItem = pgTable(
  "revision_request_checklist_item",
  {
    revisionRequestId: uuid()
      .notNull()
      .references(() => revisionRequest.id, { onDelete: "cascade" }),
    itemId: uuid()
      .notNull()
      .references(() => orderChecklistItem.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.revisionRequestId, t.itemId] }), index().on(t.itemId)],
);
