import { eq } from "drizzle-orm";
import { isUuid } from "@/contracts/id";
import type { Executor } from "@/server/db/database";
import { adResult, marketOrder, orderVideo, videoLicence } from "@/server/db/schema";

/**
 * The creators whose track record an event can change (decision 083): the creator of an order
 * (`order.*`, and `order_video.*` through the video's order) and both people of a message
 * (`message.sent`; only a creator profile gets a record), and the creators of the videos an ad-result
 * import matched or a brand matched by hand (`ad_results.*`). Other events change no record.
 */
export async function trackRecordCreatorsOf(
  db: Executor,
  event: { entity: string; entityId: string; type: string; payload: unknown },
): Promise<string[]> {
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  if (event.type === "message.sent") {
    return [payload.senderId, payload.recipientId].filter((v): v is string => typeof v === "string");
  }
  // Entity ids are text; the tables' ids are uuids, compared as such so their primary keys serve.
  if (!isUuid(event.entityId)) return [];
  if (event.entity === "order") {
    const rows = await db.select({ creatorUserId: marketOrder.creatorUserId }).from(marketOrder).where(eq(marketOrder.id, event.entityId));
    return rows.map((r) => r.creatorUserId);
  }
  if (event.entity === "order_video") {
    const rows = await db
      .select({ creatorUserId: marketOrder.creatorUserId })
      .from(orderVideo)
      .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
      .where(eq(orderVideo.id, event.entityId));
    return rows.map((r) => r.creatorUserId);
  }
  if (event.entity === "ad_result_import") {
    const rows = await db
      .selectDistinct({ creatorUserId: videoLicence.licensorUserId })
      .from(adResult)
      .innerJoin(videoLicence, eq(videoLicence.id, adResult.licenceId))
      .where(eq(adResult.importId, event.entityId));
    return rows.map((r) => r.creatorUserId);
  }
  if (event.entity === "video_licence") {
    const rows = await db
      .select({ creatorUserId: videoLicence.licensorUserId })
      .from(videoLicence)
      .where(eq(videoLicence.id, event.entityId));
    return rows.map((r) => r.creatorUserId);
  }
  return [];
}

/** The event types that can change a track record: what the consumer accepts. */
export function touchesTrackRecord(type: string): boolean {
  return type === "message.sent" || type.startsWith("order.") || type.startsWith("order_video.") || type.startsWith("ad_results.");
}
