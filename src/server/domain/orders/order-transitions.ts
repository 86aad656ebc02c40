import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/server/db/database";
import { marketOrder, orderVideo } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";

export type OrderStatus = (typeof marketOrder.status.enumValues)[number];
export type OrderPatch = Partial<Omit<typeof marketOrder.$inferInsert, "id" | "status">>;
export type OrderVideoStatus = (typeof orderVideo.status.enumValues)[number];
export type OrderVideoPatch = Partial<Omit<typeof orderVideo.$inferInsert, "id" | "status" | "orderId">>;

/**
 * A product exists for the creator only once the brand has shipped it, i.e. entered its tracking:
 * marking it received before that would start the deadline clock on a parcel nobody sent.
 */
export function unshippedRefusal(video: { trackingNumber: string | null }): string | null {
  return video.trackingNumber ? null : "The brand has not shipped this product yet: mark it received once its tracking is entered";
}

/** Production starts from awaiting_shipment only when every product was shipped and received. */
async function everyProductIn(tx: Tx, orderId: string): Promise<string | null> {
  const videos = await tx
    .select({ trackingNumber: orderVideo.trackingNumber, receivedAt: orderVideo.receivedAt })
    .from(orderVideo)
    .where(eq(orderVideo.orderId, orderId));
  const unshipped = videos.map(unshippedRefusal).find((m) => m !== null);
  if (unshipped) return unshipped;
  return videos.every((v) => v.receivedAt !== null) ? null : "Every product must be received before production starts";
}

/**
 * Order states (docs/product/orders.md, decision 021). The purchase creates a funded order and, in the same
 * transaction, the system moves it on: to awaiting_shipment when a product ships, else straight to
 * in_production. The creator starts production by marking the last shipped product received (the
 * guard; a single product's receipt checks `unshippedRefusal` before it is written). The brand may
 * cancel while nothing is being made, or once the creator is 3 days late (the use-case checks the
 * date; the table says who). Either side may dispute a delivery; an admin decides.
 * Self-rule: in_production → in_production records the late-marking job's "marked_late".
 */
export const orderMachine: StateMachine<OrderStatus, OrderPatch> = {
  entity: "order",
  initial: { status: "funded", by: ["buyer", "admin", "system"] },
  rules: [
    { from: "funded", to: "awaiting_shipment", event: "awaiting_shipment", by: ["system"] },
    { from: "funded", to: "in_production", event: "production_started", by: ["system", "creator"] },
    { from: "awaiting_shipment", to: "in_production", event: "production_started", by: ["creator"], guard: everyProductIn },
    { from: "funded", to: "cancelled", event: "cancelled", by: ["buyer", "admin"] },
    { from: "awaiting_shipment", to: "cancelled", event: "cancelled", by: ["buyer", "admin"] },
    { from: "in_production", to: "cancelled", event: "cancelled", by: ["buyer", "admin"] },
    { from: "in_production", to: "in_production", event: "marked_late", by: ["system"] },
    { from: "in_production", to: "delivered", event: "delivered", by: ["creator"] },
    { from: "revision_requested", to: "delivered", event: "delivered", by: ["creator"] },
    { from: "delivered", to: "revision_requested", event: "revision_requested", by: ["buyer"] },
    { from: "delivered", to: "completed", event: "completed", by: ["buyer", "system"] },
    { from: "delivered", to: "disputed", event: "disputed", by: ["buyer", "creator"] },
    { from: "revision_requested", to: "disputed", event: "disputed", by: ["buyer", "creator"] },
    // An admin closes a dispute (decision 057): everything to the creator, everything back to the
    // brand, or a split. A split pays the creator for work delivered, so it ends completed like a
    // release; its own event keeps the history honest about how.
    { from: "disputed", to: "completed", event: "dispute_released", by: ["admin"] },
    { from: "disputed", to: "completed", event: "dispute_split", by: ["admin"] },
    { from: "disputed", to: "refunded", event: "dispute_refunded", by: ["admin"] },
  ],
  async lock(tx, id) {
    const [row] = await tx.select({ status: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, id)).for("update").limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(marketOrder)
      .set({ ...patch, status: to, updatedAt: sql`now()` })
      .where(eq(marketOrder.id, id));
  },
};

/**
 * Order video states (docs/product/orders.md): the creator uploads, the brand approves or asks for a
 * revision (while rounds remain: the use-case checks the count), the system approves a delivery
 * left unreviewed for 5 days. Approval is final: it releases the video's share of escrow.
 */
export const orderVideoMachine: StateMachine<OrderVideoStatus, OrderVideoPatch> = {
  entity: "order_video",
  initial: { status: "pending", by: ["buyer", "admin", "system"] },
  rules: [
    { from: "pending", to: "uploaded", event: "uploaded", by: ["creator"] },
    { from: "revision_requested", to: "uploaded", event: "revision_uploaded", by: ["creator"] },
    { from: "uploaded", to: "approved", event: "approved", by: ["buyer", "system"] },
    { from: "uploaded", to: "revision_requested", event: "revision_requested", by: ["buyer"] },
  ],
  async lock(tx, id) {
    const [row] = await tx.select({ status: orderVideo.status }).from(orderVideo).where(eq(orderVideo.id, id)).for("update").limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(orderVideo)
      .set({ ...patch, status: to, updatedAt: sql`now()` })
      .where(eq(orderVideo.id, id));
  },
};
