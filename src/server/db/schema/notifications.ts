import { boolean, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const notificationType = pgEnum("notification_type", [
  "NewMessage",
  "CreatorAssetUploaded",
  "CreatorProposalSubmitted",
  "CampaignProposalUpdated",
  "OrderUpdated",
  "PayoutUpdated",
  "ProposalWithdrawn",
  "OrderVideoReviewed",
]);

/** In-app notifications (docs/product/messages-and-notifications.md "Notification"); `data` is validated by the contract on write. */
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

/**
 * Per-user, per-kind e-mail preferences (docs/product/messages-and-notifications.md). No row means the default: on. A signed
 * unsubscribe link turns one kind off without signing in (decision 035).
 */
export const emailPreference = pgTable(
  "email_preference",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** One of EMAIL_KINDS in src/contracts/notifications.ts. */
    kind: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
