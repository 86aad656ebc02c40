import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CheckFinding } from "@/contracts/video-checks";
import type { CheckMeasurements } from "@/server/integrations/video/checks/run-checks";
import { videoAsset } from "./videos";

/*
 * The checks of an order delivery (decision 076). One row per processed delivery upload, written
 * by the checks job: the raw measurements of ffmpeg's filters, the findings the thresholds of
 * `thresholds_version` made of them, and — once the creator submitted the upload as the next
 * version — when, and the note that overrode the warnings (shown to the brand).
 */

export const videoCheckStatus = pgEnum("video_check_status", ["done", "failed"]);

export const videoCheck = pgTable(
  "video_check",
  {
    assetId: uuid()
      .primaryKey()
      .references(() => videoAsset.id, { onDelete: "cascade" }),
    status: videoCheckStatus().notNull(),
    thresholdsVersion: integer().notNull(),
    /** What the filters printed, parsed (black, still and silent stretches, loudness, content box); null when measuring failed. */
    measurements: jsonb().$type<CheckMeasurements>(),
    findings: jsonb().$type<CheckFinding[]>().notNull().default([]),
    /** Why the file could not be measured (shown to both sides; the creator may still submit). */
    failureReason: text(),
    measuredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The creator's reason to submit despite warnings; required then, and only then. */
    overrideNote: text(),
    submittedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.submittedAt)],
);
