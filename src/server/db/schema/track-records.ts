import { doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { creatorProfile } from "./creators";

/**
 * A creator's track record (decision 083, docs/product/track-records.md): figures computed from
 * Reelbrief's own orders, messages and imported ad results, one row per creator profile, written
 * only by `recomputeTrackRecords` (one set-based statement, so recomputing gives the same row).
 * Each figure keeps its counts, so the page can say "14 of 15 orders on time". A rate is null when
 * its count is under the minimum (src/lib/track-record.ts): directory filters and sorts then treat
 * the creator as "not enough data" instead of 100%.
 */
export const creatorTrackRecord = pgTable(
  "creator_track_record",
  {
    creatorUserId: text()
      .primaryKey()
      .references(() => creatorProfile.userId, { onDelete: "cascade" }),
    /** Orders with a deadline that the creator has delivered at least once. */
    deliveredOrders: integer().notNull().default(0),
    /** Of those, the ones whose first delivery came by the deadline. */
    onTimeOrders: integer().notNull().default(0),
    onTimeRate: doublePrecision(),
    /** Orders whose every video the brand approved (disputed orders are not counted). */
    approvedOrders: integer().notNull().default(0),
    /** Of those, the ones approved without any revision request. */
    firstVersionOrders: integer().notNull().default(0),
    firstVersionRate: doublePrecision(),
    /** Revision requests over all videos of the approved orders. */
    revisionRounds: integer().notNull().default(0),
    averageRevisionRounds: doublePrecision(),
    /** Conversations with a brand where the creator answered at least once. */
    replyConversations: integer().notNull().default(0),
    /** Median over those conversations of each one's median reply time, in seconds. */
    medianReplySeconds: integer(),
    /** The creator's licensed videos with imported ad results (impressions above zero). */
    adVideos: integer().notNull().default(0),
    medianHookRate: doublePrecision(),
    medianRoas: doublePrecision(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory's sorts read these, best first, creators without enough data last.
    index("creator_track_record_on_time").on(t.onTimeRate),
    index("creator_track_record_first_version").on(t.firstVersionRate),
    index("creator_track_record_reply").on(t.medianReplySeconds),
  ],
);
