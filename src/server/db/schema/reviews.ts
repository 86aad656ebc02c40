import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orderVideo } from "./orders";
import { orderVideoVersion } from "./videos";

/*
 * Review of delivered videos (decision 032). A comment is pinned to a frame of one
 * version of an order video (optionally a range of frames); a reply belongs to a comment (one level)
 * and has no frame of its own. A revision request is one round of one order video: it records the
 * round it used and the version it was about, and each comment it carried points back to it.
 */

export const reviewSide = pgEnum("review_side", ["brand", "creator"]);

export const revisionRequest = pgTable(
  "revision_request",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "cascade" }),
    /** The version the brand reviewed; null for a delivery made before versions were recorded. */
    versionId: uuid().references(() => orderVideoVersion.id, { onDelete: "set null" }),
    /** 1-based round of this video ("Revision 1 of 2"); the total is the package's revision rounds. */
    round: integer().notNull(),
    roundsTotal: integer().notNull(),
    note: text().notNull(),
    requestedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.orderVideoId, t.round), check("revision_request_round_positive", sql`${t.round} >= 1`)],
);

export const reviewComment = pgTable(
  "review_comment",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "cascade" }),
    versionId: uuid()
      .notNull()
      .references(() => orderVideoVersion.id, { onDelete: "cascade" }),
    /** Set on a reply: the comment it answers (replies are one level deep). */
    parentId: uuid().references((): AnyPgColumn => reviewComment.id, { onDelete: "cascade" }),
    authorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorSide: reviewSide().notNull(),
    body: text().notNull(),
    /** 0-based frame at the file's frame rate; null on replies. */
    frame: integer(),
    /** Last frame of a range (inclusive), when the comment covers one. */
    endFrame: integer(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    /** The revision request that carried this comment to the creator. */
    revisionRequestId: uuid().references(() => revisionRequest.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.versionId, t.frame),
    index().on(t.orderVideoId),
    index().on(t.parentId),
    check("review_comment_frame", sql`(${t.parentId} IS NULL) = (${t.frame} IS NOT NULL)`),
    check("review_comment_frame_nonnegative", sql`${t.frame} IS NULL OR ${t.frame} >= 0`),
    check("review_comment_range", sql`${t.endFrame} IS NULL OR (${t.frame} IS NOT NULL AND ${t.endFrame} > ${t.frame})`),
    check("review_comment_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
