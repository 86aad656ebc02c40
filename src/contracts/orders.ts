import { z } from "zod";
import { paidUsageChoiceSchema } from "./paid-usage";
import { queryNumber } from "./query-number";
import { productImageUrlSchema } from "./media";
import { cursorQuery, pageQuery, paginationSchema } from "./envelope";
import { identifier, plainText } from "./text";

/*
 * Contracts of the order engine (docs/product/orders.md, docs/product/money.md). Paths are relative to the main
 * API, mounted at /api/v1 (decision 003): `POST /auth/orders` is `POST /api/v1/auth/orders`.
 * Shared by the API routes, the purchase wizard, the order screens and the dashboards.
 *
 * Conventions: money in integer cents (`…Cents`), times as ISO 8601 strings, ids as strings.
 * Every id-bearing route answers 404 (never 403) to anyone who is not a party of the order.
 */

// ---------------------------------------------------------------------------------------------
// States (docs/product/orders.md)

export const ORDER_STATUSES = [
  "funded",
  "awaiting_shipment",
  "in_production",
  "delivered",
  "revision_requested",
  "completed",
  "cancelled",
  "disputed",
  "refunded",
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Finished orders: their escrow is empty (everything released or refunded). */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ["completed", "cancelled", "refunded"];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  funded: "Funded",
  awaiting_shipment: "Awaiting shipment",
  in_production: "In production",
  delivered: "Delivered",
  revision_requested: "Revision requested",
  completed: "Completed",
  cancelled: "Cancelled",
  disputed: "Disputed",
  refunded: "Refunded",
};

export const ORDER_VIDEO_STATUSES = ["pending", "uploaded", "revision_requested", "approved"] as const;
export const orderVideoStatusSchema = z.enum(ORDER_VIDEO_STATUSES);
export type OrderVideoStatus = z.infer<typeof orderVideoStatusSchema>;

export const ORDER_VIDEO_STATUS_LABELS: Record<OrderVideoStatus, string> = {
  pending: "Not delivered yet",
  uploaded: "Delivered, waiting for review",
  revision_requested: "Revision requested",
  approved: "Approved",
};

// ---------------------------------------------------------------------------------------------
// Shipping

export const CARRIERS = ["usps", "ups", "fedex", "dhl", "other"] as const;
export const carrierSchema = z.enum(CARRIERS, { error: "Choose a carrier" });
export type Carrier = z.infer<typeof carrierSchema>;
export const CARRIER_LABELS: Record<Carrier, string> = { usps: "USPS", ups: "UPS", fedex: "FedEx", dhl: "DHL", other: "Other" };

/** A tracking link for the common carriers; null for "other" (no known tracking page). */
export function trackingUrl(carrier: Carrier | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const n = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case "usps":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
    case "ups":
      return `https://www.ups.com/track?tracknum=${n}`;
    case "fedex":
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case "dhl":
      return `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`;
    default:
      return null;
  }
}

export const trackingNumberSchema = z
  .string({ error: "Enter the tracking number" })
  .trim()
  .min(4, "Enter the tracking number")
  .max(64, "Use at most 64 characters")
  .regex(/^[A-Za-z0-9 -]+$/, "Use letters, digits, spaces and dashes only");

// ---------------------------------------------------------------------------------------------
// Parties and the brief

const httpUrl = z
  .string({ error: "Enter a link" })
  .trim()
  .max(500, "Use at most 500 characters")
  .url("Enter a full link starting with https://")
  .refine((u) => /^https?:\/\//i.test(u), "Enter a full link starting with https://");

export const briefSchema = z.object({
  whatToFilm: z
    .string({ error: "Say what the creator should film" })
    .trim()
    .min(10, "Say what the creator should film (at least 10 characters)")
    .max(2000, "Use at most 2000 characters")
    .refine((s) => !s.includes("\u0000"), "Must not contain NUL characters"),
  product: plainText(200).default(""),
  links: z.array(httpUrl).max(5, "Add at most 5 links").default([]),
  notes: plainText(2000).default(""),
});
export type Brief = z.infer<typeof briefSchema>;

export const brandProfileRefSchema = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() });
export const creatorRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

/** The package as it was bought: later edits of the package do not change an order. */
export const packageSnapshotSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  videos: z.number().int(),
  videoLengthSeconds: z.number().int(),
  aspectRatio: z.string(),
  turnaroundDays: z.number().int(),
  revisionRounds: z.number().int(),
  usageRightsTerm: z.string(),
  rawFootage: z.boolean(),
  /** Extra hooks asked per video (an add-on bought or the campaign's ask; decision 080); absent on older orders. */
  extraHooks: z.number().int().optional(),
  /** What the add-ons added to the price (cents), included in `priceCents`. */
  addOnCents: z.number().int().optional(),
  /**
   * The paid-usage authorisation bought with the order (decision 084). Not in `priceCents`: it is
   * escrowed beside the videos' price and released when the creator hands the code over.
   */
  paidUsage: z.object({ platform: z.string(), windowDays: z.number().int(), priceCents: z.number().int() }).nullable().optional(),
});
export type PackageSnapshot = z.infer<typeof packageSnapshotSchema>;

// ---------------------------------------------------------------------------------------------
// POST /auth/orders — buy a package (create + fund in one transaction, idempotent per key)

export const purchaseOrderRequestSchema = z.object({
  packageId: z.string({ error: "Choose a package" }).uuid("Choose a package"),
  brandProfileId: z.string({ error: "Choose a brand profile" }).uuid("Choose a brand profile"),
  brief: briefSchema,
  shipsProduct: z.boolean({ error: "Say whether a product will be shipped" }),
  /** Add-ons the package offers (decision 080): extra hooks per video, and the raw footage. */
  extraHooks: z.number({ error: "Choose a number of extra hooks" }).int("Choose a number of extra hooks").min(0).max(5).optional(),
  rawFootage: z.boolean({ error: "Say whether you want the raw footage" }).optional(),
  /** A paid-usage authorisation the package offers (decision 084): platform and window. */
  paidUsage: paidUsageChoiceSchema.nullable().optional(),
  /** One per purchase attempt (the wizard makes one when it opens): a retry or double click makes one order. */
  idempotencyKey: identifier(100, "Missing idempotency key"),
});
export type PurchaseOrderRequest = z.infer<typeof purchaseOrderRequestSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  /** Short human reference, e.g. "RB-7F3A2C". */
  reference: z.string(),
  status: orderStatusSchema,
  source: z.enum(["package", "campaign"]),
  priceCents: z.number().int(),
  platformFeeBps: z.number().int(),
  shipsProduct: z.boolean(),
  brandProfile: brandProfileRefSchema,
  creator: creatorRefSchema,
  package: packageSnapshotSchema,
  createdAt: z.string(),
  productionStartedAt: z.string().nullable(),
  /** Delivery deadline: production start + turnaround; null before production starts. */
  deadlineAt: z.string().nullable(),
  /** Set by the late-marking job once the deadline has passed without a delivery. */
  lateAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** 201 for a new order; 200 with the same order when the idempotency key was already used. */
export const purchaseOrderResponseSchema = z.object({ data: orderSummarySchema, replayed: z.boolean() });
export type PurchaseOrderResponse = z.infer<typeof purchaseOrderResponseSchema>;

/** 402: the wallet cannot cover the price; nothing was written. The wizard offers Add Funds for the shortfall. */
export const insufficientFundsErrorSchema = z.object({
  error: z.object({
    code: z.literal("insufficient_funds"),
    message: z.string(),
    details: z.object({ priceCents: z.number().int(), balanceCents: z.number().int(), shortfallCents: z.number().int() }),
  }),
});
export type InsufficientFundsError = z.infer<typeof insufficientFundsErrorSchema>;

/*
 * Other errors of POST /auth/orders (the one error shape of contracts/errors.ts):
 * 400 validation_error (fields name the field), 404 not_found (package inactive or unknown, brand
 * profile not the buyer's), 409 conflict (the key was used for another purchase), 403 forbidden
 * (a creator buying their own package).
 */

// ---------------------------------------------------------------------------------------------
// Lists: GET /auth/orders (brand) and GET /auth/creator-orders (creator)

/** Filter groups of the list tabs, besides single statuses. */
export const ORDER_LIST_FILTERS = ["all", "needs_action", "active", "finished", ...ORDER_STATUSES] as const;
export const orderListFilterSchema = z.enum(ORDER_LIST_FILTERS);
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

export const orderListQuerySchema = z.object({
  status: orderListFilterSchema.default("all"),
  /** Matches the reference, package title, creator name (brand side) or brand profile name (creator side). */
  q: plainText(100).optional(),
  ...pageQuery,
  ...cursorQuery,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: orderStatusSchema,
  priceCents: z.number().int(),
  /** The fee rate of this order, so a creator's row can say what they receive (src/lib/platform-fee.ts). */
  platformFeeBps: z.number().int(),
  packageTitle: z.string(),
  videos: z.number().int(),
  videosApproved: z.number().int(),
  brandProfile: brandProfileRefSchema,
  creator: creatorRefSchema,
  createdAt: z.string(),
  deadlineAt: z.string().nullable(),
  isLate: z.boolean(),
  /** True when the caller's side must act (ship, review, deliver...); these rows come first. */
  needsAction: z.boolean(),
  /** What the caller should do next, e.g. "Enter tracking", "Review 2 videos"; null when nothing. */
  nextAction: z.string().nullable(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

export const orderListResponseSchema = z.object({ data: z.array(orderListRowSchema), pagination: paginationSchema });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `{id}` of the order and order-video routes; an id that is not the caller's is a 404, never a 400. */
export const orderIdParamsSchema = z.object({ id: z.string().max(100) });

/** GET /auth/orders/{id}: the order (buyer or creator of it; 404 for anyone else). */
export const orderResponseSchema = z.object({ data: orderSummarySchema });

// ---------------------------------------------------------------------------------------------
// Details: GET /auth/order-details/buyer/{id} and /auth/order-details/creator/{id}

export const ORDER_ACTIONS = ["cancel", "dispute"] as const;
export const orderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof orderActionSchema>;

export const ORDER_VIDEO_ACTIONS = ["update_tracking", "mark_received", "upload", "approve", "request_revision"] as const;
export const orderVideoActionSchema = z.enum(ORDER_VIDEO_ACTIONS);
export type OrderVideoAction = z.infer<typeof orderVideoActionSchema>;

/**
 * One delivery of an order video (docs/product/videos-and-licences.md, decision 031): version 2 is the upload after the
 * first revision request. The URLs are the product's video routes (GET /videos/{assetId}/...):
 * each checks that the caller is a side of the order, then redirects to a short-lived signed URL
 * that answers range requests. Null while the file is not ready.
 */
export const orderVideoVersionSchema = z.object({
  version: z.number().int(),
  assetId: z.string(),
  status: z.enum(["uploading", "processing", "ready", "failed"]),
  /** Shown to the creator when processing refused the file. */
  failureReason: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The frame rate as a fraction string ("30000/1001"), exact for frame-accurate timecodes. */
  frameRate: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** The web-playable preview when one was made (HEVC, ProRes originals), else the original. */
  playbackUrl: z.string().nullable(),
  /** The original in full quality. */
  downloadUrl: z.string().nullable(),
  /** Thumbnail strip (a horizontal sprite of `thumbnailCount` frames), for timeline hover previews. */
  thumbnailStripUrl: z.string().nullable(),
  thumbnailCount: z.number().int().nullable(),
  /** Mismatches against the order's deliverable (length, aspect ratio), shown to both sides. */
  deliverableWarnings: z.array(z.string()),
  createdAt: z.string(),
});
export type OrderVideoVersion = z.infer<typeof orderVideoVersionSchema>;

/**
 * The creator's upload of an order video that has not become a version yet (uploading,
 * processing, or refused by processing), so the upload control can show its state.
 */
export const pendingVideoUploadSchema = z.object({
  assetId: z.string(),
  status: z.enum(["uploading", "processing", "ready", "failed"]),
  failureReason: z.string().nullable(),
  originalName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type PendingVideoUpload = z.infer<typeof pendingVideoUploadSchema>;

export const orderVideoSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** 1-based position within the order ("Video 2 of 3"). */
  position: z.number().int(),
  status: orderVideoStatusSchema,
  carrier: carrierSchema.nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  receivedCondition: z.enum(["received", "damaged"]).nullable(),
  receivedNote: z.string().nullable(),
  /** Signed URL of the creator's photo of the parcel, when one was sent. */
  receivedPhotoUrl: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  /** Auto-approval moment: 5 days after the upload (docs/product/orders.md). */
  reviewDueAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  revisionRoundsLeft: z.number().int(),
  /** What the caller may do with this video now. */
  allowedActions: z.array(orderVideoActionSchema),
  /** Every delivery, oldest first (version 1, 2, ...). */
  versions: z.array(orderVideoVersionSchema),
  /** The creator's latest upload not yet delivered (creator view only; null for the brand). */
  latestUpload: pendingVideoUploadSchema.nullable(),
});
export type OrderVideo = z.infer<typeof orderVideoSchema>;

export const timelineEntrySchema = z.object({
  id: z.string(),
  /** The domain event type, e.g. "order.cancelled", "order_video.uploaded". */
  type: z.string(),
  /** Human sentence, e.g. "The brand entered tracking for video 1". */
  label: z.string(),
  actor: z.enum(["brand", "creator", "system", "admin"]),
  at: z.string(),
  orderVideoId: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const orderMoneySchema = z.object({
  /** Moved from the wallet into escrow. */
  fundedCents: z.number().int(),
  /** Paid out of escrow on approval (creator share + platform fee). */
  releasedCents: z.number().int(),
  /** The creator's share of what was released (the creator view shows this as "earned"). */
  creatorEarnedCents: z.number().int(),
  feeCents: z.number().int(),
  refundedCents: z.number().int(),
  inEscrowCents: z.number().int(),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

/** How an admin closed a dispute, as both parties see it: who got what out of the escrow, and why. */
export const disputeOutcomeSchema = z.object({
  resolution: z.enum(["released", "refunded", "split"]),
  /** The creator's part of the escrow before the platform fee, the fee on it, and what the creator earned. */
  creatorCents: z.number().int(),
  feeCents: z.number().int(),
  creatorNetCents: z.number().int(),
  /** What went back to the brand's wallet. */
  buyerCents: z.number().int(),
  /** The admin's written reason. */
  note: z.string(),
});
export type DisputeOutcomeView = z.infer<typeof disputeOutcomeSchema>;

export const orderDisputeSchema = z.object({
  openedBy: z.enum(["brand", "creator"]),
  reason: z.string(),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.enum(["released", "refunded", "split"]).nullable(),
  outcome: disputeOutcomeSchema.nullable(),
});

export const orderDetailsSchema = z.object({
  order: orderSummarySchema,
  viewer: z.enum(["buyer", "creator"]),
  brief: briefSchema,
  videos: z.array(orderVideoSchema),
  timeline: z.array(timelineEntrySchema),
  money: orderMoneySchema,
  dispute: orderDisputeSchema.nullable(),
  cancellationReason: z.string().nullable(),
  /** Order-level actions the viewer may take now (buttons are shown only for these). */
  allowedActions: z.array(orderActionSchema),
  /** When a late order becomes cancellable by the brand (deadline + 3 days); null when not applicable. */
  cancellableFromAt: z.string().nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
export const orderDetailsResponseSchema = z.object({ data: orderDetailsSchema });

// ---------------------------------------------------------------------------------------------
// Writes on an order and its videos (all answer { data: OrderDetails } from the caller's side)

/** POST /auth/order_videos/{id}/update-tracking (brand). `applyToAll` copies it to every video of the order still awaiting shipment. */
export const updateTrackingRequestSchema = z.object({
  carrier: carrierSchema,
  trackingNumber: trackingNumberSchema,
  applyToAll: z.boolean().default(false),
});
export type UpdateTrackingRequest = z.infer<typeof updateTrackingRequestSchema>;

/**
 * POST /auth/order_videos/{id}/mark-received (creator). multipart/form-data with these fields and
 * an optional `photo` file (JPEG/PNG/WebP, stored through the storage adapter, decision 018), or
 * JSON without the photo. "damaged" needs a note. Production starts when every video is received.
 */
export const markReceivedRequestSchema = z
  .object({
    condition: z.enum(["received", "damaged"], { error: "Say whether it arrived fine or damaged" }),
    note: plainText(1000).default(""),
  })
  .refine((v) => v.condition === "received" || v.note.length > 0, { path: ["note"], message: "Describe the damage" });
export type MarkReceivedRequest = z.infer<typeof markReceivedRequestSchema>;

/** POST /auth/orders/{id}/cancel (brand): funded/awaiting shipment, or 3 days past the deadline. Full refund. */
export const cancelOrderRequestSchema = z.object({ reason: plainText(1000).default("") });
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/** POST /auth/orders/{id}/dispute (brand or creator): delivered or revision requested. An admin decides. */
export const disputeOrderRequestSchema = z.object({
  reason: z
    .string({ error: "Explain what went wrong" })
    .trim()
    .min(10, "Explain what went wrong (at least 10 characters)")
    .max(2000, "Use at most 2000 characters")
    .refine((s) => !s.includes("\u0000"), "Must not contain NUL characters"),
});
export type DisputeOrderRequest = z.infer<typeof disputeOrderRequestSchema>;

/** POST /auth/order_videos/{id}/approve (brand): releases the video's share of escrow. No body. */
/** POST /auth/order_videos/{id}/request-revision (brand): while revision rounds remain. */
export const requestRevisionRequestSchema = z.object({
  note: z
    .string({ error: "Say what to change" })
    .trim()
    .min(5, "Say what to change (at least 5 characters)")
    .max(2000, "Use at most 2000 characters")
    .refine((s) => !s.includes("\u0000"), "Must not contain NUL characters"),
  /**
   * What to fix (decision 077): checklist items marked unmet on the version under review, and the
   * open frame comments of it to carry (left out: every open comment). At least one of the two.
   */
  checklistItemIds: z.array(z.uuid("Not a checklist item")).max(50, "Cite at most 50 items").default([]),
  commentIds: z.array(z.uuid("Not a comment")).max(100, "Cite at most 100 comments").optional(),
});
export type RequestRevisionRequest = z.infer<typeof requestRevisionRequestSchema>;

// Resolving a dispute is an admin action: src/contracts/admin/disputes.ts (v2).

// ---------------------------------------------------------------------------------------------
// GET /auth/order-videos/recent?side=buyer|creator — recently delivered/changed videos

export const recentOrderVideosQuerySchema = z.object({
  side: z.enum(["buyer", "creator"]).default("buyer"),
  limit: queryNumber(z.number().int().min(1).max(50).default(10)),
});
export const recentOrderVideoSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  position: z.number().int(),
  status: orderVideoStatusSchema,
  packageTitle: z.string(),
  brandProfile: brandProfileRefSchema,
  creator: creatorRefSchema,
  uploadedAt: z.string().nullable(),
  reviewDueAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type RecentOrderVideo = z.infer<typeof recentOrderVideoSchema>;
export const recentOrderVideosResponseSchema = z.object({ data: z.array(recentOrderVideoSchema) });

// ---------------------------------------------------------------------------------------------
// Action items: the `actionItems` of GET /api/auth/me (contracts/me.ts `actionItemsSchema`)

/** The order kinds of `actionItems.items[].kind`; each item links to the filtered order list. */
export const ORDER_ACTION_ITEM_KINDS = [
  "orders_to_ship", // brand: awaiting shipment without tracking on every video
  "videos_to_review", // brand: uploaded videos waiting for review
  "orders_to_receive", // creator: parcels shipped to the creator, not yet marked received
  "orders_to_deliver", // creator: in production or revision requested
  "deadlines_close", // creator: delivery deadline within 48 hours (or passed)
] as const;
export type OrderActionItemKind = (typeof ORDER_ACTION_ITEM_KINDS)[number];

/** One entry of `actionItems.items` (same shape as contracts/me.ts, kind narrowed). */
export const orderActionItemSchema = z.object({
  kind: z.enum(ORDER_ACTION_ITEM_KINDS),
  label: z.string(),
  href: z.string(),
  count: z.number().int(),
});
export type OrderActionItem = z.infer<typeof orderActionItemSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboards: GET /auth/brand/dashboard and GET /auth/creator/dashboard

export const brandDashboardSchema = z.object({
  actionItems: z.array(orderActionItemSchema),
  recentOrders: z.array(orderListRowSchema),
  recentVideos: z.array(recentOrderVideoSchema),
  money: z.object({
    walletCents: z.number().int(),
    inEscrowCents: z.number().int(),
    /** Released to creators on approval, lifetime. */
    spentCents: z.number().int(),
  }),
  counts: z.object({ active: z.number().int(), needsAction: z.number().int(), completed: z.number().int() }),
});
export type BrandDashboard = z.infer<typeof brandDashboardSchema>;
export const brandDashboardResponseSchema = z.object({ data: brandDashboardSchema });

export const creatorDashboardSchema = z.object({
  actionItems: z.array(orderActionItemSchema),
  recentOrders: z.array(orderListRowSchema),
  /** The newest deliveries (five), as the brand dashboard has them. */
  recentVideos: z.array(recentOrderVideoSchema),
  money: z.object({
    /** Escrow of the creator's open orders: what approval will release (before the fee). */
    inEscrowCents: z.number().int(),
    /** Earnings balance available for payout. */
    availableCents: z.number().int(),
    /** Lifetime earnings (the creator's share of every release). */
    earnedCents: z.number().int(),
    /** Payouts marked paid since the start of this calendar month (UTC), from the ledger. */
    paidOutThisMonthCents: z.number().int(),
  }),
  counts: z.object({ active: z.number().int(), needsAction: z.number().int(), completed: z.number().int() }),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;
export const creatorDashboardResponseSchema = z.object({ data: creatorDashboardSchema });

// ---------------------------------------------------------------------------------------------
// GET/POST /auth/products — the brand's saved products (offered in the purchase brief)

export const savedProductSchema = z.object({
  id: z.string(),
  brandProfileId: z.string().nullable(),
  name: z.string(),
  url: z.string().nullable(),
  retailValueCents: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedProduct = z.infer<typeof savedProductSchema>;
export const savedProductsResponseSchema = z.object({ data: z.array(savedProductSchema) });

export const createProductRequestSchema = z.object({
  name: z
    .string({ error: "Enter the product name" })
    .trim()
    .min(1, "Enter the product name")
    .max(200, "Use at most 200 characters")
    .refine((s) => !s.includes("\u0000"), "Must not contain NUL characters"),
  url: httpUrl.optional(),
  retailValueCents: z.number().int("must be whole cents").min(0).max(10_000_000).optional(),
  brandProfileId: z.string().uuid("Choose a brand profile").optional(),
  /** A picture from POST /auth/products/images; another account's picture is a 404. */
  imageUrl: productImageUrlSchema.optional(),
});
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;
export const createProductResponseSchema = z.object({ data: savedProductSchema });
