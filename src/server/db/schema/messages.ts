import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A conversation between exactly two users (docs/product/messages-and-notifications.md). `pairKey` is the two user ids sorted
 * and joined, unique, so "start or open" never creates a second conversation for the same pair,
 * even when both people start one at the same moment.
 */
export const conversation = pgTable(
  "conversation",
  {
    id: uuid().primaryKey().defaultRandom(),
    pairKey: text().notNull(),
    /** Time of the last message (or of creation): the list is ordered by it. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("conversation_pair_key").on(t.pairKey), index().on(t.lastMessageAt)],
);

/**
 * One of the two people of a conversation. `lastReadAt` is the read mark: messages from the other
 * person created after it are unread. `blockedAt` set means this participant blocked the other one:
 * nobody can send in the conversation while either participant's mark is set. `emailedAt` is the
 * last "unread while away" e-mail about this conversation.
 */
export const conversationParticipant = pgTable(
  "conversation_participant",
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lastReadAt: timestamp({ withTimezone: true }),
    blockedAt: timestamp({ withTimezone: true }),
    emailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index().on(t.userId)],
);

/**
 * A message's attachment: an object already in storage (decision 018), never the bytes. A video
 * (decision 042) names its asset; rows written before videos existed have no `kind` (a file).
 */
export interface MessageAttachment {
  kind?: "file" | "video";
  assetId?: string;
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * One message: plain text (rendered as text with links made clickable, never as HTML), an optional
 * reference to what it is about, and attachments by storage key.
 */
export const message = pgTable(
  "message",
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    senderId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text().notNull(),
    /** order | proposal | campaign, with its id; no foreign key: those tables belong to other issues. */
    refType: text(),
    refId: text(),
    attachments: jsonb().$type<MessageAttachment[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.conversationId, t.createdAt, t.id),
    index().on(t.senderId, t.createdAt),
    index("message_ref")
      .on(t.refType, t.refId)
      .where(sql`${t.refType} IS NOT NULL`),
  ],
);

/**
 * A file uploaded for a message and not sent yet (decision 044): written when the upload is
 * stored, deleted by the send that names it (in the send's transaction, so a file goes into at most
 * one message), and otherwise by the hourly sweep a day later, which then removes the file. Without
 * this row a send refuses the key. The uploader and the conversation are set to null when they are
 * deleted rather than taking the row with them: the row is the only record of the file, and the
 * sweep still needs it to remove the bytes; a row without them can no longer be sent.
 */
export const messageFileUpload = pgTable(
  "message_file_upload",
  {
    /** Storage key, `message-files/<conversation>/<user>/<unique>.webp|pdf`. */
    key: text().primaryKey(),
    conversationId: uuid().references(() => conversation.id, { onDelete: "set null" }),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    /** As stored (after re-encoding): what the message records for the attachment. */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), check("message_file_upload_size_positive", sql`${t.sizeBytes} > 0`)],
);
