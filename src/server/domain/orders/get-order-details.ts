import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Brief, DisputeOutcomeView, OrderAction, OrderDetails, OrderVideo, OrderVideoAction } from "@/contracts/orders";
import { trackingUrl } from "@/contracts/orders";
import { feeSplit } from "@/lib/platform-fee";
import type { Executor } from "@/server/db/database";
import { domainEvent, ledgerTransfer, paidUsageAuthorisation } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { canBuyerCancel, lateCancellableFrom } from "./cancel-and-dispute";
import { findOrderForParty, videosOf, type OrderParty, type OrderRow, type OrderVideoRow } from "./order-access";
import { getOrderSummary } from "./order-read-model";
import { unshippedRefusal } from "./order-transitions";
import { latestUploadsOfOrderVideos, versionsOfOrderVideos } from "@/server/domain/videos/order-video-versions";
import { actorSide, eventText, isRestatedEvent } from "./order-timeline";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const UNDER_REVIEW = new Set(["delivered", "revision_requested"]);

export function orderActions(order: OrderRow, side: OrderParty["side"], now: Date): OrderAction[] {
  const actions: OrderAction[] = [];
  if (side === "buyer" && canBuyerCancel(order, now)) actions.push("cancel");
  if (UNDER_REVIEW.has(order.status)) actions.push("dispute");
  return actions;
}

export function videoActions(order: OrderRow, video: OrderVideoRow, side: OrderParty["side"]): OrderVideoAction[] {
  const actions: OrderVideoAction[] = [];
  if (side === "buyer") {
    if (order.status === "awaiting_shipment" && !video.receivedAt) actions.push("update_tracking");
    if (UNDER_REVIEW.has(order.status) && video.status === "uploaded") {
      actions.push("approve");
      if (video.revisionRoundsLeft > 0) actions.push("request_revision");
    }
  } else {
    if (order.status === "awaiting_shipment" && !video.receivedAt && !unshippedRefusal(video)) actions.push("mark_received");
    if (
      (order.status === "in_production" || order.status === "revision_requested") &&
      (video.status === "pending" || video.status === "revision_requested")
    ) {
      actions.push("upload");
    }
  }
  return actions;
}

function resolutionOf(order: OrderRow): DisputeOutcomeView["resolution"] | null {
  const r = order.disputeResolution;
  return r === "released" || r === "refunded" || r === "split" ? r : null;
}

/** What the resolution gave each side; the fee by the same rule the ledger used (src/lib/platform-fee.ts). */
export function disputeOutcomeOf(order: OrderRow): DisputeOutcomeView | null {
  const resolution = resolutionOf(order);
  if (!resolution || order.disputeCreatorCents === null || order.disputeBuyerCents === null) return null;
  const { feeCents, creatorReceivesCents } = feeSplit(order.disputeCreatorCents, order.platformFeeBps);
  return {
    resolution,
    creatorCents: order.disputeCreatorCents,
    feeCents,
    creatorNetCents: creatorReceivesCents,
    buyerCents: order.disputeBuyerCents,
    note: order.disputeResolutionNote ?? "",
  };
}

/** Money of one order from its ledger transfers (docs/product/money.md); the escrow is what is left. */
export async function orderMoney(db: Executor, orderId: string): Promise<OrderDetails["money"]> {
  const rows = await db
    .select({ reason: ledgerTransfer.reason, total: sql<number>`sum(${ledgerTransfer.amount})`.mapWith(Number) })
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.referenceType, "order"), eq(ledgerTransfer.referenceId, orderId)))
    .groupBy(ledgerTransfer.reason);
  const by = (reason: string) => rows.find((r) => r.reason === reason)?.total ?? 0;
  const funded = by("order_funded");
  const creator = by("order_payment");
  const fee = by("platform_fee");
  const refunded = by("order_refunded");
  return {
    fundedCents: funded,
    releasedCents: creator + fee,
    creatorEarnedCents: creator,
    feeCents: fee,
    refundedCents: refunded,
    inEscrowCents: funded - creator - fee - refunded,
  };
}

/**
 * GET /auth/order-details/{buyer|creator}/{id}: the order from one side — brief, videos with
 * shipping and what the viewer may do, the timeline from the domain events, and the money.
 * `presign` turns a private photo key into a short-lived URL (storage adapter, decision 018).
 */
export async function getOrderDetails(
  db: Executor,
  input: { orderId: string; party: OrderParty; presign: (key: string) => Promise<string>; now?: Date },
): Promise<OrderDetails> {
  const now = input.now ?? new Date();
  const order = await findOrderForParty(db, input.orderId, input.party);
  const side = input.party.side;
  const [summary, videos, money] = await Promise.all([getOrderSummary(db, order.id), videosOf(db, order.id), orderMoney(db, order.id)]);
  if (!summary) throw new AppError("not_found", "Order not found");
  const ids = videos.map((v) => v.id);
  const [versions, latestUploads] = await Promise.all([
    versionsOfOrderVideos(db, ids),
    side === "creator" ? latestUploadsOfOrderVideos(db, ids) : Promise.resolve(new Map<string, never>()),
  ]);
  const events = await db
    .select()
    .from(domainEvent)
    .where(
      or(
        and(eq(domainEvent.entity, "order"), eq(domainEvent.entityId, order.id)),
        ids.length ? and(eq(domainEvent.entity, "order_video"), inArray(domainEvent.entityId, ids)) : sql`false`,
        // Its paid usage (decision 084): bought, handed over, revoked, refunded, ending soon.
        and(
          eq(domainEvent.entity, "paid_usage"),
          inArray(
            domainEvent.entityId,
            db
              .select({ id: sql<string>`${paidUsageAuthorisation.id}::text` })
              .from(paidUsageAuthorisation)
              .where(eq(paidUsageAuthorisation.orderId, order.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(domainEvent.occurredAt), asc(domainEvent.id));
  const views: OrderVideo[] = await Promise.all(
    videos.map(async (v) => ({
      id: v.id,
      orderId: v.orderId,
      position: v.position,
      status: v.status,
      carrier: v.carrier,
      trackingNumber: v.trackingNumber,
      trackingUrl: trackingUrl(v.carrier, v.trackingNumber),
      shippedAt: iso(v.shippedAt),
      receivedAt: iso(v.receivedAt),
      receivedCondition: v.receivedCondition,
      receivedNote: v.receivedNote,
      receivedPhotoUrl: v.receivedPhotoKey ? await input.presign(v.receivedPhotoKey) : null,
      uploadedAt: iso(v.uploadedAt),
      reviewDueAt: iso(v.reviewDueAt),
      approvedAt: iso(v.approvedAt),
      revisionRoundsLeft: v.revisionRoundsLeft,
      allowedActions: videoActions(order, v, side),
      versions: versions.get(v.id) ?? [],
      latestUpload: latestUploads.get(v.id) ?? null,
    })),
  );
  const lateFrom = order.status === "in_production" ? lateCancellableFrom(order) : null;
  return {
    order: summary,
    viewer: side,
    brief: order.brief as Brief,
    videos: views,
    timeline: events
      .filter((e) => !isRestatedEvent(e.type))
      .map((e) => {
        const payload = (e.payload ?? {}) as Record<string, unknown>;
        return {
          id: e.id,
          type: e.type,
          label: eventText(e.type, payload),
          actor: actorSide(e.actor),
          at: e.occurredAt.toISOString(),
          orderVideoId: e.entity === "order_video" ? e.entityId : null,
        };
      }),
    money,
    dispute: order.disputeOpenedAt
      ? {
          openedBy: order.disputeOpenedBy === "creator" ? "creator" : "brand",
          reason: order.disputeReason ?? "",
          openedAt: order.disputeOpenedAt.toISOString(),
          resolvedAt: iso(order.disputeResolvedAt),
          resolution: resolutionOf(order),
          outcome: disputeOutcomeOf(order),
        }
      : null,
    cancellationReason: order.cancellationReason,
    allowedActions: orderActions(order, side, now),
    cancellableFromAt: lateFrom ? lateFrom.toISOString() : null,
  };
}
