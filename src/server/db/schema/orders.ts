import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brandProfile, buyerAccount } from "./accounts";
import { user } from "./auth";
import { creatorPackage } from "./packages";

/*
 * The order engine (docs/product/orders.md). One order per purchase, one order video per
 * video deliverable. Statuses change only through the transition tables of
 * src/server/domain/orders (decision 021); money only through the ledger (the order's escrow).
 */

export const orderStatus = pgEnum("order_status", [
  "funded",
  "awaiting_shipment",
  "in_production",
  "delivered",
  "revision_requested",
  "completed",
  "cancelled",
  "disputed",
  "refunded",
]);

export const orderVideoStatus = pgEnum("order_video_status", ["pending", "uploaded", "revision_requested", "approved"]);
export const orderSource = pgEnum("order_source", ["package", "campaign"]);
export const shippingCarrier = pgEnum("shipping_carrier", ["usps", "ups", "fedex", "dhl", "other"]);
export const receivedCondition = pgEnum("received_condition", ["received", "damaged"]);

export const marketOrder = pgTable(
  "market_order",
  {
    id: uuid().primaryKey().defaultRandom(),
    source: orderSource().notNull().default("package"),
    status: orderStatus().notNull().default("funded"),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "restrict" }),
    /** The user who clicked "buy" (for e-mail), not who pays. */
    buyerUserId: text().references(() => user.id, { onDelete: "set null" }),
    brandProfileId: uuid()
      .notNull()
      .references(() => brandProfile.id, { onDelete: "restrict" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    packageId: uuid().references(() => creatorPackage.id, { onDelete: "set null" }),
    /** A campaign order's proposal; null for package orders. */
    proposalId: uuid(),
    /** The package as bought (contracts/orders.ts packageSnapshotSchema). */
    packageSnapshot: jsonb().notNull(),
    priceCents: integer().notNull(),
    /** The platform fee setting at purchase time, in basis points. */
    platformFeeBps: integer().notNull(),
    turnaroundDays: integer().notNull(),
    /** contracts/orders.ts briefSchema. */
    brief: jsonb().notNull(),
    shipsProduct: boolean().notNull(),
    /** Per buyer account: a retried purchase with the same key finds this order. */
    idempotencyKey: text().notNull(),
    productionStartedAt: timestamp({ withTimezone: true }),
    deadlineAt: timestamp({ withTimezone: true }),
    deadlineReminderSentAt: timestamp({ withTimezone: true }),
    lateAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
    disputeOpenedBy: text(),
    disputeReason: text(),
    disputeOpenedAt: timestamp({ withTimezone: true }),
    disputeResolvedAt: timestamp({ withTimezone: true }),
    disputeResolution: text(),
    /** The admin's written reason, sent to both parties with the outcome. */
    disputeResolutionNote: text(),
    /** What the resolution gave each side out of the escrow, in cents (the creator's part before the fee). */
    disputeCreatorCents: integer(),
    disputeBuyerCents: integer(),
    /*
     * Read model of the lists and dashboards (decision 065), written only by the database's
     * triggers (migration 0030), never by application code: the order's escrow balance (a mirror of
     * its escrow ledger account), what was released from it (order_payment and platform_fee
     * transfers; earned: order_payment only), its videos' counters behind "needs action", and when
     * its latest video was uploaded.
     */
    escrowCents: bigint({ mode: "number" }).notNull().default(0),
    releasedCents: bigint({ mode: "number" }).notNull().default(0),
    earnedCents: bigint({ mode: "number" }).notNull().default(0),
    videosUntracked: integer().notNull().default(0),
    videosUploaded: integer().notNull().default(0),
    videosInTransit: integer().notNull().default(0),
    /**
     * Whether the order waits for that side (docs/product/orders.md), from its status and video counters:
     * the lists sort these first, straight from the party's index.
     */
    buyerNeedsAction: boolean().generatedAlwaysAs(
      sql`(status = 'awaiting_shipment' AND videos_untracked > 0) OR (status IN ('delivered', 'revision_requested') AND videos_uploaded > 0)`,
    ),
    creatorNeedsAction: boolean().generatedAlwaysAs(
      sql`status IN ('in_production', 'revision_requested') OR (status = 'awaiting_shipment' AND videos_in_transit > 0)`,
    ),
    /** When the order's latest video was uploaded: the recent-videos lists start from the orders with the newest. */
    latestUploadAt: timestamp({ withTimezone: true }),
    /**
     * What a brand's order search may match, in one text: the package title, the reference
     * ("RB-…"), the creator's account name and profile name. Written only by triggers (migration
     * market_order_search_text), on the order's insert and on a rename of its creator; the search
     * tests it first and then the exact fields, so the per-order name lookups run on its hits only.
     */
    buyerSearchText: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_order_idempotency").on(t.buyerAccountId, t.idempotencyKey),
    // A party's orders, those waiting for that side first, then newest first, with the id, status
    // and that side's read-model columns in the index: the order lists read their page in index
    // order, and the dashboards count and sum, from the index alone (decisions 041, 065).
    index("market_order_buyer_read_index").on(
      t.buyerAccountId,
      t.buyerNeedsAction,
      t.createdAt,
      t.id,
      t.status,
      t.videosUploaded,
      t.escrowCents,
      t.releasedCents,
    ),
    index("market_order_creator_read_index").on(
      t.creatorUserId,
      t.creatorNeedsAction,
      t.createdAt,
      t.id,
      t.status,
      t.deadlineAt,
      t.escrowCents,
      t.earnedCents,
    ),
    index("market_order_buyer_uploads_index")
      .on(t.buyerAccountId, t.latestUploadAt)
      .where(sql`${t.latestUploadAt} IS NOT NULL`),
    index("market_order_creator_uploads_index")
      .on(t.creatorUserId, t.latestUploadAt)
      .where(sql`${t.latestUploadAt} IS NOT NULL`),
    index().on(t.status, t.deadlineAt),
    check("market_order_price_positive", sql`${t.priceCents} > 0`),
    check("market_order_fee_bps", sql`${t.platformFeeBps} BETWEEN 0 AND 10000`),
  ],
);

export const orderVideo = pgTable(
  "order_video",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => marketOrder.id, { onDelete: "cascade" }),
    /** 1-based within the order. */
    position: integer().notNull(),
    status: orderVideoStatus().notNull().default("pending"),
    /** This video's share of the price: released on its approval. The shares add up to the price. */
    priceCents: integer().notNull(),
    carrier: shippingCarrier(),
    trackingNumber: text(),
    shippedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    receivedCondition: receivedCondition(),
    receivedNote: text(),
    /** Storage key of the creator's photo of the parcel (decision 018). */
    receivedPhotoKey: text(),
    /** The delivered file (the video issue fills it). */
    assetKey: text(),
    uploadedAt: timestamp({ withTimezone: true }),
    reviewDueAt: timestamp({ withTimezone: true }),
    reviewWarningSentAt: timestamp({ withTimezone: true }),
    revisionRoundsLeft: integer().notNull(),
    revisionNote: text(),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderId, t.position),
    index("order_video_review_due")
      .on(t.reviewDueAt)
      .where(sql`${t.status} = 'uploaded'`),
    check("order_video_rounds_nonnegative", sql`${t.revisionRoundsLeft} >= 0`),
    check("order_video_price_nonnegative", sql`${t.priceCents} >= 0`),
  ],
);

/** A brand's saved products, offered in the purchase brief (GET/POST /auth/products). */
export const savedProduct = pgTable(
  "saved_product",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    brandProfileId: uuid().references(() => brandProfile.id, { onDelete: "set null" }),
    name: text().notNull(),
    url: text(),
    retailValueCents: integer(),
    /** An uploaded product picture (`/api/v1/media/product-images/<buyer account>/…`), shared by reference with campaigns. */
    imageUrl: text(),
    /** Where an imported product came from (a store provider, docs/decisions/073); null for one typed in. */
    source: text(),
    /** The product's id in that store: a re-import updates the row instead of adding another. */
    externalId: text(),
    /** Fingerprint of the store picture the stored `imageUrl` was made from (re-stored only when it changes). */
    sourceImageKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.buyerAccountId, t.createdAt),
    uniqueIndex("saved_product_external").on(t.buyerAccountId, t.source, t.externalId),
    check("saved_product_source_pair", sql`(${t.source} is null) = (${t.externalId} is null)`),
  ],
);
