import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { videoLicence } from "./licences";
import { videoAsset } from "./videos";

/*
 * Ad formats of a licensed video (decision 078): the brand's focus point, and one rendition per
 * shape (and caption style) made by the workers from the licensed file and kept in storage.
 */

export const renditionShape = pgEnum("rendition_shape", ["9x16", "1x1", "4x5", "16x9"]);
export const renditionStatus = pgEnum("rendition_status", ["queued", "rendering", "ready", "failed"]);

/** Where the crops centre, per licensed video; no row means the centre. */
export const renditionFocus = pgTable(
  "rendition_focus",
  {
    licenceId: uuid()
      .primaryKey()
      .references(() => videoLicence.id, { onDelete: "cascade" }),
    /** Fractions of the displayed frame's width and height. */
    x: doublePrecision().notNull(),
    y: doublePrecision().notNull(),
    updatedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("rendition_focus_range", sql`${t.x} BETWEEN 0 AND 1 AND ${t.y} BETWEEN 0 AND 1`)],
);

export const videoRendition = pgTable(
  "video_rendition",
  {
    id: uuid().primaryKey().defaultRandom(),
    licenceId: uuid()
      .notNull()
      .references(() => videoLicence.id, { onDelete: "cascade" }),
    /** The licensed file it is made from (the licence's asset when it was requested). */
    sourceAssetId: uuid()
      .notNull()
      .references(() => videoAsset.id, { onDelete: "cascade" }),
    shape: renditionShape().notNull(),
    /**
     * A burned-in caption style; null for the plain rendition. Part of the key, so a captioned
     * variant of a shape is its own row, file and download.
     */
    captionStyle: text(),
    /** The focus this rendition is (being) made with. */
    focusX: doublePrecision().notNull(),
    focusY: doublePrecision().notNull(),
    /**
     * Bumped when the rendition is asked for again (a new focus, a retry after a failure): a worker
     * still busy with an older generation finds its result refused and deletes its file.
     */
    generation: integer().notNull().default(1),
    status: renditionStatus().notNull().default("queued"),
    storageKey: text(),
    sizeBytes: bigint({ mode: "number" }),
    width: integer(),
    height: integer(),
    durationMs: integer(),
    failureReason: text(),
    /** Tries of the current generation; a worker claims a row by a conditional update. */
    attempts: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    readyAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("video_rendition_key").on(t.licenceId, t.shape, t.captionStyle).nullsNotDistinct(),
    index().on(t.status, t.updatedAt),
    check("video_rendition_focus_range", sql`${t.focusX} BETWEEN 0 AND 1 AND ${t.focusY} BETWEEN 0 AND 1`),
    check("video_rendition_ready_has_file", sql`${t.status} <> 'ready' OR ${t.storageKey} IS NOT NULL`),
  ],
);
