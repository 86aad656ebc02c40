import { and, eq } from "drizzle-orm";
import type { Executor, Tx } from "@/server/db/database";
import { marketOrder, orderVideo } from "@/server/db/schema";
import type { Actor } from "@/server/domain/events/types";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";

export type OrderRow = typeof marketOrder.$inferSelect;
export type OrderVideoRow = typeof orderVideo.$inferSelect;

/**
 * Who is looking at or acting on an order. A buyer is the buyer account (any of its members); a
 * creator is the creator's user. Anyone else gets `not_found`, never `forbidden`: an order's
 * existence is nobody else's business (authorization).
 */
export type OrderParty = { side: "buyer"; buyerAccountId: string } | { side: "creator"; userId: string };

export function actorOf(party: OrderParty): Actor {
  return party.side === "buyer" ? { kind: "buyer", id: party.buyerAccountId } : { kind: "creator", id: party.userId };
}

export function isPartyOf(order: Pick<OrderRow, "buyerAccountId" | "creatorUserId">, party: OrderParty): boolean {
  return party.side === "buyer" ? order.buyerAccountId === party.buyerAccountId : order.creatorUserId === party.userId;
}

export const notFoundOrder = () => new AppError("not_found", "Order not found");
export const notFoundVideo = () => new AppError("not_found", "Order video not found");

/** The order, when the party is one of its sides; otherwise `not_found`. */
export async function findOrderForParty(db: Executor, id: string, party: OrderParty): Promise<OrderRow> {
  if (!isUuid(id)) throw notFoundOrder();
  const [row] = await db.select().from(marketOrder).where(eq(marketOrder.id, id)).limit(1);
  if (!row || !isPartyOf(row, party)) throw notFoundOrder();
  return row;
}

/**
 * Locks the order row first (the one lock order: order, then its videos), so a cancel racing a
 * delivery, or an approval racing the auto-approval job, is decided by whoever locks first.
 */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(marketOrder).where(eq(marketOrder.id, id)).for("update").limit(1);
  return row ?? null;
}

/** Locks a video's order, then reads the video; `not_found` unless the party is a side of the order. */
export async function lockVideoForParty(
  tx: Tx,
  videoId: string,
  party: OrderParty | null,
): Promise<{ order: OrderRow; video: OrderVideoRow }> {
  if (!isUuid(videoId)) throw notFoundVideo();
  const [ref] = await tx.select({ orderId: orderVideo.orderId }).from(orderVideo).where(eq(orderVideo.id, videoId)).limit(1);
  if (!ref) throw notFoundVideo();
  const order = await lockOrder(tx, ref.orderId);
  if (!order || (party && !isPartyOf(order, party))) throw notFoundVideo();
  const [video] = await tx
    .select()
    .from(orderVideo)
    .where(and(eq(orderVideo.id, videoId), eq(orderVideo.orderId, order.id)))
    .for("update")
    .limit(1);
  if (!video) throw notFoundVideo();
  return { order, video };
}

export async function videosOf(db: Executor, orderId: string): Promise<OrderVideoRow[]> {
  return db.select().from(orderVideo).where(eq(orderVideo.orderId, orderId)).orderBy(orderVideo.position);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product/orders.md: a delivery not reviewed in 5 days is approved; the brand is warned 24 h before. */
export const AUTO_APPROVE_AFTER_MS = 5 * DAY_MS;
export const REVIEW_WARNING_BEFORE_MS = DAY_MS;
/** A creator this late lets the brand cancel for a full refund. */
export const LATE_CANCEL_AFTER_MS = 3 * DAY_MS;
/** The creator is reminded this long before the deadline. */
export const DEADLINE_REMINDER_BEFORE_MS = DAY_MS;
/** Campaign orders have no package turnaround (docs/product/orders.md). */
export const CAMPAIGN_TURNAROUND_DAYS = 7;

/** The order of a video, when the party is a side of it; otherwise `not_found` (nothing locked). */
export async function orderIdOfVideoForParty(db: Executor, videoId: string, party: OrderParty): Promise<string> {
  if (!isUuid(videoId)) throw notFoundVideo();
  const [row] = await db
    .select({ orderId: orderVideo.orderId, buyerAccountId: marketOrder.buyerAccountId, creatorUserId: marketOrder.creatorUserId })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(eq(orderVideo.id, videoId))
    .limit(1);
  if (!row || !isPartyOf(row, party)) throw notFoundVideo();
  return row.orderId;
}
