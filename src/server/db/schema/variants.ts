import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { videoLicence } from "./licences";
import { orderVideo } from "./orders";

/*
 * Extra hooks and assembled variants (docs/product/videos-and-licences.md, decision 080). An order
 * that bought extra hooks (a priced add-on of the package or the campaign) gets them from the
 * creator as separate 2–5 s uploads on each order video; the brand approves or rejects each. From an
 * approved video and its approved hooks the brand assembles variants (hook × body × call to
 * action), rendered by the workers into new files under the video's licence, each named
 * `<asset code>-V<number>`.
 */

export const orderHookStatus = pgEnum("order_hook_status", ["submitted", "approved", "rejected"]);

export const orderHook = pgTable(
  "order_hook",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "cascade" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 1-based per order video, in upload order; a rejected hook keeps its number. */
    number: integer().notNull(),
    /** Storage key (purpose `videos`) of the file as uploaded. */
    fileKey: text().notNull(),
    originalName: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    /** From ffprobe at upload: a hook is 2–5 s (checked before the row is written). */
    durationMs: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    hasAudio: boolean().notNull(),
    status: orderHookStatus().notNull().default("submitted"),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderVideoId, t.number),
    check("order_hook_number_positive", sql`${t.number} >= 1`),
    check("order_hook_duration", sql`${t.durationMs} BETWEEN 1950 AND 5050`),
  ],
);

export const videoVariantStatus = pgEnum("video_variant_status", ["queued", "ready", "failed"]);

export const videoVariant = pgTable(
  "video_variant",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The licence of the approved video: the variant is used under it and named from its asset code. */
    licenceId: uuid()
      .notNull()
      .references(() => videoLicence.id, { onDelete: "restrict" }),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "restrict" }),
    /** 1-based per licence: the `V<number>` of the variant's code. */
    number: integer().notNull(),
    hookId: uuid()
      .notNull()
      .references(() => orderHook.id, { onDelete: "restrict" }),
    /** Cut points in the approved video, in milliseconds: body then call to action, back to back or apart. */
    bodyStartMs: integer().notNull(),
    bodyEndMs: integer().notNull(),
    ctaStartMs: integer().notNull(),
    ctaEndMs: integer().notNull(),
    /** `queued` is the outbox the render poller reads; `ready` has the file, `failed` a reason. */
    status: videoVariantStatus().notNull().default("queued"),
    fileKey: text(),
    durationMs: integer(),
    width: integer(),
    height: integer(),
    sizeBytes: bigint({ mode: "number" }),
    failureReason: text(),
    createdByUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    renderedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.licenceId, t.number),
    index().on(t.orderVideoId, t.number),
    index("video_variant_queued")
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    check("video_variant_number_positive", sql`${t.number} >= 1`),
    check("video_variant_body", sql`${t.bodyStartMs} >= 0 AND ${t.bodyEndMs} > ${t.bodyStartMs}`),
    check("video_variant_cta", sql`${t.ctaStartMs} >= 0 AND ${t.ctaEndMs} > ${t.ctaStartMs}`),
  ],
);
