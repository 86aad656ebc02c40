import { and, eq, isNull, sql } from "drizzle-orm";
import type { Carrier } from "@/contracts/orders";
import type { Db } from "@/server/db/database";
import { orderVideo } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { transition } from "@/server/domain/events/transition";
import { AppError } from "@/server/errors";
import { productionPatch } from "./create-and-fund-order";
import { actorOf, lockVideoForParty, videosOf, type OrderParty } from "./order-access";
import { orderMachine, unshippedRefusal } from "./order-transitions";

/**
 * The brand enters carrier and tracking number for an order video (docs/product/orders.md "update
 * tracking"); `applyToAll` copies it to every video of the order not yet received. Allowed while
 * the order awaits shipment; a correction before receipt replaces the number.
 */
export async function updateTracking(
  db: Db,
  input: { videoId: string; party: OrderParty; carrier: Carrier; trackingNumber: string; applyToAll: boolean; now?: Date },
): Promise<{ orderId: string }> {
  if (input.party.side !== "buyer") throw new AppError("not_found", "Order video not found");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.videoId, input.party);
    if (order.status !== "awaiting_shipment")
      throw new AppError("invalid_state", "Tracking can be entered only while the order awaits shipment");
    if (video.receivedAt) throw new AppError("invalid_state", "The creator has already received this product");
    const where = input.applyToAll ? and(eq(orderVideo.orderId, order.id), isNull(orderVideo.receivedAt)) : eq(orderVideo.id, video.id);
    const changed = await tx
      .update(orderVideo)
      .set({ carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: now, updatedAt: sql`now()` })
      .where(where)
      .returning({ id: orderVideo.id, position: orderVideo.position });
    for (const v of changed) {
      await recordEvent(tx, {
        entity: "order_video",
        entityId: v.id,
        type: "order_video.tracking_updated",
        actor: actorOf(input.party),
        payload: { orderId: order.id, position: v.position, carrier: input.carrier, trackingNumber: input.trackingNumber },
      });
    }
    return { orderId: order.id };
  });
}

/**
 * The creator marks a shipped product (its tracking entered) received, or damaged with a note (and
 * a photo stored beforehand). When every video's product is in, production starts and the deadline
 * runs (docs/product/orders.md). Marking again is refused: the first report stands.
 */
export async function markReceived(
  db: Db,
  input: { videoId: string; party: OrderParty; condition: "received" | "damaged"; note: string; photoKey: string | null; now?: Date },
): Promise<{ orderId: string; productionStarted: boolean }> {
  if (input.party.side !== "creator") throw new AppError("not_found", "Order video not found");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.videoId, input.party);
    if (order.status !== "awaiting_shipment") throw new AppError("invalid_state", "This order is not waiting for a product");
    if (video.receivedAt) throw new AppError("invalid_state", "You have already marked this product");
    const unshipped = unshippedRefusal(video);
    if (unshipped) throw new AppError("invalid_state", unshipped);
    await tx
      .update(orderVideo)
      .set({
        receivedAt: now,
        receivedCondition: input.condition,
        receivedNote: input.note || null,
        receivedPhotoKey: input.photoKey,
        updatedAt: sql`now()`,
      })
      .where(eq(orderVideo.id, video.id));
    await recordEvent(tx, {
      entity: "order_video",
      entityId: video.id,
      type: input.condition === "damaged" ? "order_video.damaged" : "order_video.received",
      actor: actorOf(input.party),
      payload: { orderId: order.id, position: video.position, note: input.note },
    });
    const videos = await videosOf(tx, order.id);
    const allIn = videos.every((v) => v.receivedAt !== null);
    if (allIn) {
      await transition(tx, orderMachine, {
        id: order.id,
        to: "in_production",
        actor: actorOf(input.party),
        patch: productionPatch(order, now),
      });
    }
    return { orderId: order.id, productionStarted: allIn };
  });
}
