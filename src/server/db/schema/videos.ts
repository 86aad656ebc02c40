import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { campaignProposal } from "./campaigns";
import { conversation } from "./messages";
import { orderVideo } from "./orders";

/*
 * Videos (docs/product/videos-and-licences.md). A `video_asset` is one uploaded file and what the workers
 * learned from it; it knows nothing of orders, so the same pipeline serves deliveries, portfolio
 * videos and message attachments. An `order_video_version` is one delivery of an order video: a
 * re-upload after a revision request is the next version of the same order video, and every
 * version is kept.
 */

export const videoAssetStatus = pgEnum("video_asset_status", ["uploading", "processing", "ready", "failed"]);

/** What the upload is for: decides who may see it and what happens when it is ready. */
export const videoAssetPurpose = pgEnum("video_asset_purpose", ["order_delivery", "portfolio", "proposal", "message"]);

export const videoAsset = pgTable(
  "video_asset",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: videoAssetPurpose().notNull(),
    /** The order video a delivery is for (purpose order_delivery); null otherwise. */
    orderVideoId: uuid().references(() => orderVideo.id, { onDelete: "cascade" }),
    /** The conversation a message video is sent in (purpose message, checked at upload creation); null otherwise. */
    conversationId: uuid().references(() => conversation.id, { onDelete: "cascade" }),
    status: videoAssetStatus().notNull().default("uploading"),
    /** Shown to the creator when processing refused the file ("This file is not a video"). */
    failureReason: text(),
    /** Storage key of the original bytes (purpose `videos`), never a user-supplied path. */
    originalKey: text(),
    originalName: text().notNull(),
    /** Declared by the client at upload creation, confirmed from storage when it completes. */
    sizeBytes: bigint({ mode: "number" }).notNull(),
    contentType: text(),
    sha256: text(),
    /** From ffprobe. */
    durationMs: integer(),
    width: integer(),
    height: integer(),
    /** The frame rate as a fraction (30000/1001), so timecodes stay exact. */
    frameRateNum: integer(),
    frameRateDen: integer(),
    videoCodec: text(),
    audioCodec: text(),
    /** Made by ffmpeg: a poster frame, a thumbnail strip (sprite) and, for originals browsers cannot play, an H.264/AAC preview. */
    posterKey: text(),
    thumbnailStripKey: text(),
    thumbnailCount: integer(),
    previewKey: text(),
    uploadCompletedAt: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerUserId, t.createdAt),
    index().on(t.orderVideoId),
    index().on(t.conversationId),
    check("video_asset_size_positive", sql`${t.sizeBytes} > 0`),
  ],
);

export const orderVideoVersion = pgTable(
  "order_video_version",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "cascade" }),
    /** 1-based: version 2 is the delivery after the first revision request. */
    version: integer().notNull(),
    assetId: uuid()
      .notNull()
      .references(() => videoAsset.id, { onDelete: "restrict" }),
    /** Mismatches against the order's deliverable (length, aspect ratio), shown to both sides. */
    deliverableWarnings: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderVideoId, t.version),
    uniqueIndex().on(t.assetId),
    check("order_video_version_positive", sql`${t.version} >= 1`),
  ],
);

/**
 * A creator's portfolio (docs/product/roles-and-accounts.md, decision 042): one row per portfolio video, in the
 * creator's order. The row is written when the upload is created (so the editor lists it while it
 * uploads and processes); the public page shows only the ready ones of a listed creator. Removing
 * a finished video deletes the asset and its files too; one still processing is swept later.
 */
export const creatorPortfolioVideo = pgTable(
  "creator_portfolio_video",
  {
    assetId: uuid()
      .primaryKey()
      .references(() => videoAsset.id, { onDelete: "cascade" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 0-based position on the profile; rewritten as a whole by a reorder. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.creatorUserId, t.position)],
);

/**
 * The videos a creator sent with a proposal (docs/product/campaigns-and-proposals.md, decision 046), in the creator's order.
 * Written by the submit in the proposal's own transaction, never changed after. An asset goes
 * with one proposal only (the primary key). The asset's foreign key is NO ACTION, not cascade: the hourly
 * orphan sweep (decision 043) deletes a day-old proposal upload nothing names, and a submit that
 * names it at that very moment must make the sweep's delete fail, not lose the proposal's row.
 */
export const proposalVideo = pgTable(
  "proposal_video",
  {
    proposalId: uuid()
      .notNull()
      .references(() => campaignProposal.id, { onDelete: "cascade" }),
    videoAssetId: uuid()
      .primaryKey()
      .references(() => videoAsset.id),
    /** 0-based, in the order the submit named the videos. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.proposalId, t.position)],
);
