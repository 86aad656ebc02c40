import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orderVideo } from "./orders";
import { orderVideoVersion } from "./videos";

/*
 * Captions of delivered videos (decision 079). One caption track per delivered version (the
 * file it is timed to); a provider (src/server/integrations/captions/) times a script or an
 * imported SRT/WebVTT to the speech, the workers run it, and both sides of the order edit the cues.
 * A burn is the video with the captions drawn in, in one named style, made by the workers and kept
 * in storage; it records which revision of the cues it drew, so an edit shows it as out of date.
 */

export const captionTrackStatus = pgEnum("caption_track_status", ["timing", "ready", "failed"]);
/** Where the words came from: the order's brief, a script pasted in, or an imported file. */
export const captionSource = pgEnum("caption_source", ["brief", "script", "srt", "vtt"]);
export const captionBurnStatus = pgEnum("caption_burn_status", ["rendering", "ready", "failed"]);

/** One cue as stored (src/lib/captions/cues.ts `Cue`). */
export interface StoredCue {
  startMs: number;
  endMs: number;
  text: string;
}

export const captionTrack = pgTable(
  "caption_track",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "cascade" }),
    /** The delivered version the cues are timed to: one track each. */
    versionId: uuid()
      .notNull()
      .references(() => orderVideoVersion.id, { onDelete: "cascade" }),
    /** The provider that timed it (`built_in`: script timed to the speech silencedetect finds). */
    provider: text().notNull().default("built_in"),
    source: captionSource().notNull(),
    language: text().notNull().default("en"),
    status: captionTrackStatus().notNull().default("timing"),
    /** The words to time: the script (or brief) as given; for an import, empty (the cues carry them). */
    script: text().notNull().default(""),
    /** An import keeps its own times unless fitted to the speech. */
    fitToSpeech: boolean().notNull().default(true),
    cues: jsonb().$type<StoredCue[]>().notNull().default([]),
    failureReason: text(),
    /** Raised by every change of the cues (timing, an edit); a burn names the revision it drew. */
    revision: integer().notNull().default(1),
    updatedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("caption_track_version").on(t.versionId),
    index().on(t.orderVideoId),
    index("caption_track_timing")
      .on(t.createdAt)
      .where(sql`${t.status} = 'timing'`),
    check("caption_track_revision_positive", sql`${t.revision} >= 1`),
  ],
);

export const captionBurn = pgTable(
  "caption_burn",
  {
    id: uuid().primaryKey().defaultRandom(),
    trackId: uuid()
      .notNull()
      .references(() => captionTrack.id, { onDelete: "cascade" }),
    /** A named look (src/server/integrations/video/captions/burn-in.ts CAPTION_STYLES). */
    style: text().notNull(),
    status: captionBurnStatus().notNull().default("rendering"),
    /** The track revision being (or that was) drawn. */
    trackRevision: integer().notNull(),
    /** The MP4 in storage (`videos/<asset>/captions/<burn>-<revision>.mp4`) once ready. */
    outputKey: text(),
    sizeBytes: integer(),
    failureReason: text(),
    requestedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("caption_burn_track_style").on(t.trackId, t.style),
    index("caption_burn_rendering")
      .on(t.createdAt)
      .where(sql`${t.status} = 'rendering'`),
    check("caption_burn_style", sql`${t.style} in ('bold_white', 'boxed', 'yellow_pop')`),
  ],
);
