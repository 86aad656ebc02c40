import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { orderVideoVersion, videoAsset, videoCheck } from "@/server/db/schema";
import { deliverLockedVideo } from "@/server/domain/orders/deliver-and-review";
import { lockVideoForParty } from "@/server/domain/orders/order-access";
import { VIDEO_AWAITS_DELIVERY } from "@/server/domain/videos/upload-rules";
import { AppError } from "@/server/errors";
import { warningMessages } from "./check-thresholds";

export const CHECKS_PENDING = "The checks of this upload are still running. Submit it once its report is ready.";
export const NOTE_REQUIRED = "The report has warnings: say why the video is right as it is. The brand reads this note.";

/**
 * The creator submits a checked upload as the next version of an order video (decision 076): in
 * one transaction, with the order and its video locked first (the order engine's lock order), the
 * version is added with the report's warnings as its deliverable warnings, the note is kept with
 * the check, and the order engine delivers the video. Only the order's creator, only their own
 * ready upload for this video that is not a version yet, only once its report exists, and only
 * while the video awaits a delivery; a report with warnings needs a note.
 */
export async function submitDelivery(
  db: Db,
  input: { videoId: string; assetId: string; creatorUserId: string; note?: string | null; now?: Date },
): Promise<{ version: number; orderId: string }> {
  const now = input.now ?? new Date();
  const note = input.note?.trim() ? input.note.trim() : null;
  return db.transaction(async (tx) => {
    const party = { side: "creator" as const, userId: input.creatorUserId };
    const { order, video } = await lockVideoForParty(tx, input.videoId, party);
    const [asset] = await tx
      .select()
      .from(videoAsset)
      .where(and(eq(videoAsset.id, input.assetId), eq(videoAsset.orderVideoId, video.id)))
      .for("update")
      .limit(1);
    if (!asset || asset.ownerUserId !== input.creatorUserId) throw new AppError("not_found", "Upload not found");
    const awaits =
      (order.status === "in_production" || order.status === "revision_requested") &&
      (VIDEO_AWAITS_DELIVERY as readonly string[]).includes(video.status);
    if (!awaits) throw new AppError("invalid_state", "This video is not waiting for a delivery");
    if (asset.status !== "ready") throw new AppError("invalid_state", "This upload is not ready to submit");
    const [already] = await tx.select({ id: orderVideoVersion.id }).from(orderVideoVersion).where(eq(orderVideoVersion.assetId, asset.id));
    if (already) throw new AppError("invalid_state", "This upload was already submitted");
    const [check] = await tx.select().from(videoCheck).where(eq(videoCheck.assetId, asset.id)).for("update").limit(1);
    if (!check) throw new AppError("invalid_state", CHECKS_PENDING);
    const warnings = warningMessages(check.findings);
    if (warnings.length > 0 && !note) throw new AppError("validation_error", NOTE_REQUIRED, { note: NOTE_REQUIRED });

    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${orderVideoVersion.version}), 0) + 1`.mapWith(Number) })
      .from(orderVideoVersion)
      .where(eq(orderVideoVersion.orderVideoId, video.id))) as [{ next: number }];
    await tx
      .insert(orderVideoVersion)
      .values({ orderVideoId: video.id, version: next, assetId: asset.id, deliverableWarnings: warnings, createdAt: now });
    await tx
      .update(videoCheck)
      .set({ overrideNote: warnings.length > 0 ? note : null, submittedAt: now })
      .where(eq(videoCheck.assetId, asset.id));
    await deliverLockedVideo(tx, order, video, party, { assetKey: asset.originalKey, now });
    return { version: next, orderId: order.id };
  });
}
