import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { marketOrder, orderVideo } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { isUuid } from "@/server/domain/campaigns/campaign-view";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";

/**
 * Test hook only (POST /api/v1/dev/orders/{id}/complete, decision 005): walks one of the caller's
 * orders that is in production to "completed" through the real use-cases — the creator delivers
 * every video (without an uploaded file), the brand approves each — so the browser test of ratings
 * gets a completed order without walking the upload and review screens. Refusals of the use-cases
 * pass through.
 */
export async function completeOrderForTest(db: Db, input: { orderId: string; buyerAccountId: string }): Promise<{ status: string }> {
  if (!isUuid(input.orderId)) throw notFound("Order");
  const [order] = await db
    .select({ id: marketOrder.id, creatorUserId: marketOrder.creatorUserId })
    .from(marketOrder)
    .where(and(eq(marketOrder.id, input.orderId), eq(marketOrder.buyerAccountId, input.buyerAccountId)))
    .limit(1);
  if (!order) throw notFound("Order");
  const videos = await db
    .select({ id: orderVideo.id })
    .from(orderVideo)
    .where(eq(orderVideo.orderId, order.id))
    .orderBy(asc(orderVideo.position));
  for (const v of videos) await deliverOrderVideo(db, { videoId: v.id, party: { side: "creator", userId: order.creatorUserId } });
  for (const v of videos) await approveOrderVideo(db, { videoId: v.id, party: { side: "buyer", buyerAccountId: input.buyerAccountId } });
  const [after] = await db.select({ status: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, order.id));
  return { status: after!.status };
}
