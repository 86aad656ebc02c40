import type { Db } from "@/server/db/database";
import { transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { refundEscrow } from "@/server/domain/ledger";
import { refundPendingPaidUsage } from "@/server/domain/paid-usage/refund-paid-usage";
import { AppError } from "@/server/errors";
import { actorOf, isPartyOf, LATE_CANCEL_AFTER_MS, lockOrder, notFoundOrder, type OrderParty, type OrderRow } from "./order-access";
import { orderMachine } from "./order-transitions";

/** When a late order becomes cancellable by the brand: 3 days past its deadline (docs/product/orders.md). */
export function lateCancellableFrom(order: Pick<OrderRow, "deadlineAt">): Date | null {
  return order.deadlineAt ? new Date(order.deadlineAt.getTime() + LATE_CANCEL_AFTER_MS) : null;
}

/** Whether the brand may cancel now: nothing is being made yet, or the creator is 3 days late. */
export function canBuyerCancel(order: Pick<OrderRow, "status" | "deadlineAt">, now: Date): boolean {
  if (order.status === "funded" || order.status === "awaiting_shipment") return true;
  if (order.status !== "in_production") return false;
  const from = lateCancellableFrom(order);
  return from !== null && now.getTime() >= from.getTime();
}

/**
 * Cancels an order with a full refund of what is in escrow to the buyer's wallet, in the same
 * transaction. The brand may cancel while nothing is being made, or 3 days past the deadline;
 * an admin (party null) may cancel any order the table allows.
 */
export async function cancelOrder(
  db: Db,
  input: { orderId: string; party: OrderParty | null; adminUserId?: string; reason: string; now?: Date },
): Promise<OrderRow> {
  const now = input.now ?? new Date();
  if (input.party && input.party.side !== "buyer") {
    // A creator cannot cancel; the order is theirs to see, so this is a state answer, not a 404.
    const order = await db.transaction(async (tx) => lockOrder(tx, input.orderId));
    if (!order || !isPartyOf(order, input.party)) throw notFoundOrder();
    throw new AppError("invalid_state", "Only the brand can cancel an order");
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || (input.party && !isPartyOf(order, input.party))) throw notFoundOrder();
    if (input.party && order.status === "in_production" && !canBuyerCancel(order, now)) {
      throw new AppError("invalid_state", "An order in production can be cancelled only 3 days after a missed deadline");
    }
    const actor: Actor = input.party ? actorOf(input.party) : { kind: "admin", id: input.adminUserId ?? "admin" };
    await transition(tx, orderMachine, {
      id: order.id,
      to: "cancelled",
      actor,
      patch: { cancelledAt: now, cancellationReason: input.reason || null },
      payload: { reason: input.reason },
    });
    // Paid usage not yet handed over first, each by its own key (decision 084); then the rest, the order's part.
    await refundPendingPaidUsage(tx, { orderId: order.id, buyerAccountId: order.buyerAccountId, now });
    await refundEscrow(tx, { orderId: order.id, buyerAccountId: order.buyerAccountId, refundKey: `cancel:${order.id}` });
    return { ...order, status: "cancelled" as const, cancelledAt: now };
  });
}

/** Either side disputes a delivery with a reason (docs/product/orders.md); an admin decides later (resolve-dispute.ts). */
export async function openDispute(db: Db, input: { orderId: string; party: OrderParty; reason: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || !isPartyOf(order, input.party)) throw notFoundOrder();
    await transition(tx, orderMachine, {
      id: order.id,
      to: "disputed",
      actor: actorOf(input.party),
      patch: { disputeOpenedBy: input.party.side === "buyer" ? "brand" : "creator", disputeReason: input.reason, disputeOpenedAt: now },
      payload: { reason: input.reason },
    });
  });
}
