import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const notificationType = pgEnum("notification_type", [
  "NewMessage",
  "CreatorAssetUploaded",
  "CreatorProposalSubmitted",
  "CampaignProposalUpdated",
  "OrderVideoReviewed",
]);

/** In-app notifications (SPEC.md §3 "Notification"); `data` is validated by the contract on write. */
export const notification = pgTable(
  "notification",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: notificationType().notNull(),
    data: jsonb().notNull(),
    formattedMessage: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
