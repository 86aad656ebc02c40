import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The local mail outbox (docs/architecture.md "Mail"): when no SMTP server is configured every
 * message is stored here instead of being sent, and the development page /dev/outbox shows it,
 * so verification, magic links, resets and invitations work offline.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Which template produced it (verification, magic-link, reset-password, invitation, change-email, …). */
    kind: text().notNull(),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Extra headers as SMTP would send them (List-Unsubscribe, decision 035). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.toAddress, t.createdAt)],
);
