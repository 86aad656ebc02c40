import type { Db, Tx } from "@/server/db/database";
import { transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { releaseEscrow } from "@/server/domain/ledger";
import { recordRevisionRequest } from "@/server/domain/reviews/record-revision-request";
import { checkRevisionCitations, recordCitedItems } from "@/server/domain/brief-checklist/revision-citations";
import type { RevisionCitations } from "@/contracts/brief-checklist";
import { grantLicence } from "@/server/domain/licences/grant-licence";
import { AppError } from "@/server/errors";
import {
  actorOf,
  AUTO_APPROVE_AFTER_MS,
  lockVideoForParty,
  videosOf,
  type OrderParty,
  type OrderRow,
  type OrderVideoRow,
} from "./order-access";
import { orderMachine, orderVideoMachine } from "./order-transitions";

/**
 * The creator delivers a video (first upload or a revision). When no video is left to deliver,
 * the order is delivered and each upload's 5-day review clock runs (docs/product/orders.md). The video
 * issue builds the upload itself; this is the state change and its event.
 */
export async function deliverOrderVideo(
  db: Db,
  input: { videoId: string; party: OrderParty; assetKey?: string | null; now?: Date },
): Promise<{ orderId: string; orderDelivered: boolean }> {
  if (input.party.side !== "creator") throw new AppError("not_found", "Order video not found");
  const party = input.party;
  return db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.videoId, party);
    return deliverLockedVideo(tx, order, video, party, { assetKey: input.assetKey, now: input.now });
  });
}

/**
 * The delivery inside the caller's transaction, with the order and the video already locked
 * (lockVideoForParty): the video processing job inserts the new version and delivers in one
 * transaction (decision 031).
 */
export async function deliverLockedVideo(
  tx: Tx,
  order: OrderRow,
  video: OrderVideoRow,
  party: OrderParty,
  options: { assetKey?: string | null; now?: Date } = {},
): Promise<{ orderId: string; orderDelivered: boolean }> {
  const now = options.now ?? new Date();
  if (order.status !== "in_production" && order.status !== "revision_requested") {
    throw new AppError("invalid_state", "This order is not waiting for a delivery");
  }
  await transition(tx, orderVideoMachine, {
    id: video.id,
    to: "uploaded",
    actor: actorOf(party),
    patch: {
      uploadedAt: now,
      reviewDueAt: new Date(now.getTime() + AUTO_APPROVE_AFTER_MS),
      reviewWarningSentAt: null,
      assetKey: options.assetKey ?? video.assetKey,
    },
    payload: { orderId: order.id, position: video.position },
  });
  const videos = await videosOf(tx, order.id);
  const done = videos.every((v) => v.status === "uploaded" || v.status === "approved");
  if (done) {
    await transition(tx, orderMachine, { id: order.id, to: "delivered", actor: actorOf(party), patch: { deliveredAt: now } });
  }
  return { orderId: order.id, orderDelivered: done };
}

/**
 * Approves a delivered video inside the caller's transaction, with the order and the video already
 * locked: the video's share of escrow goes to the creator's earnings minus the platform fee, the fee
 * to revenue (docs/product/money.md), keyed by the video so it is paid once; the usage-rights licence
 * starts (one per video, decision 037); the last approval completes the order. Refused unless the order is under review (a disputed order waits for an admin).
 */
export async function approveLockedVideo(
  tx: Tx,
  order: OrderRow,
  video: OrderVideoRow,
  actor: Actor,
  now: Date,
): Promise<{ completed: boolean }> {
  if (order.status !== "delivered" && order.status !== "revision_requested") {
    throw new AppError("invalid_state", "This order is not under review");
  }
  await transition(tx, orderVideoMachine, {
    id: video.id,
    to: "approved",
    actor,
    patch: { approvedAt: now },
    payload: { orderId: order.id, position: video.position, automatic: actor.kind === "system" },
  });
  await grantLicence(tx, order, video, now);
  if (video.priceCents > 0) {
    await releaseEscrow(tx, {
      orderId: order.id,
      creatorUserId: order.creatorUserId,
      amount: video.priceCents,
      feeBps: order.platformFeeBps,
      releaseKey: video.id,
    });
  }
  const videos = await videosOf(tx, order.id);
  const completed = videos.every((v) => v.status === "approved");
  if (completed) {
    await transition(tx, orderMachine, { id: order.id, to: "completed", actor, patch: { completedAt: now } });
  }
  return { completed };
}

/** The brand approves a delivered video (docs/product/orders.md: approval moves the money). */
export async function approveOrderVideo(
  db: Db,
  input: { videoId: string; party: OrderParty; now?: Date },
): Promise<{ orderId: string; completed: boolean }> {
  if (input.party.side !== "buyer") throw new AppError("not_found", "Order video not found");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.videoId, input.party);
    const { completed } = await approveLockedVideo(tx, order, video, actorOf(input.party), now);
    return { orderId: order.id, completed };
  });
}

/** The brand asks for a revision of a delivered video, while the video has revision rounds left. */
export async function requestRevision(
  db: Db,
  input: { videoId: string; party: OrderParty; note: string; userId?: string | null; now?: Date } & Partial<RevisionCitations>,
): Promise<{ orderId: string; round: number; roundsTotal: number; commentIds: string[] }> {
  if (input.party.side !== "buyer") throw new AppError("not_found", "Order video not found");
  return db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.videoId, input.party);
    if (order.status !== "delivered" && order.status !== "revision_requested") {
      throw new AppError("invalid_state", "This order is not under review");
    }
    if (video.status === "uploaded" && video.revisionRoundsLeft <= 0) {
      throw new AppError("invalid_state", "No revision rounds are left for this video");
    }
    // It must cite an unmet checklist item or a frame comment (decision 077).
    const cited = await checkRevisionCitations(tx, {
      order,
      video,
      checklistItemIds: input.checklistItemIds,
      commentIds: input.commentIds,
    });
    const roundsLeftAfter = video.revisionRoundsLeft - 1;
    // The round, its version and the comments it carries are written before the event, so the
    // event's payload can name them (decision 032).
    const revision = await recordRevisionRequest(tx, {
      order,
      video,
      roundsLeftAfter,
      note: input.note,
      userId: input.userId ?? null,
      commentIds: cited.commentIds,
    });
    await recordCitedItems(tx, revision.id, cited.itemIds);
    await transition(tx, orderVideoMachine, {
      id: video.id,
      to: "revision_requested",
      actor: actorOf(input.party),
      patch: { revisionRoundsLeft: roundsLeftAfter, revisionNote: input.note, reviewDueAt: null },
      payload: {
        orderId: order.id,
        position: video.position,
        note: input.note,
        round: revision.round,
        roundsTotal: revision.roundsTotal,
        revisionRequestId: revision.id,
        comments: revision.commentIds.length,
        checklistItems: cited.itemIds.length,
      },
    });
    if (order.status === "delivered") {
      await transition(tx, orderMachine, { id: order.id, to: "revision_requested", actor: actorOf(input.party), patch: {} });
    }
    return { orderId: order.id, round: revision.round, roundsTotal: revision.roundsTotal, commentIds: revision.commentIds };
  });
}
