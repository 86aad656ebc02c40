import { and, desc, eq } from "drizzle-orm";
import type { TickChecklistItemRequest, VideoChecklist } from "@/contracts/brief-checklist";
import type { Db } from "@/server/db/database";
import { checklistTick, orderChecklistItem, orderVideoVersion } from "@/server/db/schema";
import { lockVideoForParty, type OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { orderChecklistItems } from "./order-checklist";
import { getVideoChecklist, tickableVersionOf } from "./video-checklist";

/**
 * The brand marks one checklist item met or unmet (or clears it) on the delivery under review
 * (decision 077). Only the brand: the checklist is the brand's reading of the delivery, and the
 * creator answers it with the next version. Only the newest version while it waits for the brand's
 * decision: an approved video, a version under revision and a disputed order keep their ticks as
 * evidence. Every tick is a new row; the video is locked so ticks and a revision request or an
 * approval happen one after the other.
 */
export async function tickChecklistItem(
  db: Db,
  input: TickChecklistItemRequest & { videoId: string; party: OrderParty; userId: string },
): Promise<VideoChecklist> {
  await db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.videoId, input.party);
    if (input.party.side !== "buyer") throw new AppError("forbidden", "Only the brand ticks the checklist");
    const [version] = await tx
      .select({ id: orderVideoVersion.id, version: orderVideoVersion.version })
      .from(orderVideoVersion)
      .where(and(eq(orderVideoVersion.id, input.versionId), eq(orderVideoVersion.orderVideoId, video.id)))
      .limit(1);
    if (!version)
      throw new AppError("validation_error", "This version is not a delivery of this video", { versionId: "Not a version of this video" });
    const [newest] = await tx
      .select({ id: orderVideoVersion.id })
      .from(orderVideoVersion)
      .where(eq(orderVideoVersion.orderVideoId, video.id))
      .orderBy(desc(orderVideoVersion.version))
      .limit(1);
    if (video.status === "approved") throw new AppError("invalid_state", "This video is approved; its checklist is read-only");
    if (tickableVersionOf(order, video, newest ? [newest] : []) !== version.id) {
      throw new AppError(
        "invalid_state",
        newest?.id === version.id
          ? "This version is not waiting for your review; its ticks are kept as they are"
          : `Version ${version.version} was replaced by a newer delivery; tick the newest version`,
      );
    }
    await orderChecklistItems(tx, order.id);
    const [item] = await tx
      .select({ id: orderChecklistItem.id })
      .from(orderChecklistItem)
      .where(and(eq(orderChecklistItem.id, input.itemId), eq(orderChecklistItem.orderId, order.id)))
      .limit(1);
    if (!item)
      throw new AppError("validation_error", "This item is not on this order's checklist", { itemId: "Not an item of this order" });
    await tx.insert(checklistTick).values({
      itemId: item.id,
      orderVideoId: video.id,
      versionId: version.id,
      state: input.state,
      tickedByUserId: input.userId,
    });
  });
  return getVideoChecklist(db, { videoId: input.videoId, party: input.party });
}
