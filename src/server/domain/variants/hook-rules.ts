import type { OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";

/** Extra hooks the order asks for on each video: the add-on bought with a package, or the campaign's ask (decision 080). */
export function hooksAskedOf(order: Pick<OrderRow, "packageSnapshot">): number {
  const snapshot = (order.packageSnapshot ?? {}) as { extraHooks?: unknown };
  const n = Number(snapshot.extraHooks ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Orders that still take work: hooks arrive while the order is being made, reviewed or revised. */
const HOOK_ORDER_STATES = new Set(["in_production", "delivered", "revision_requested"]);

/** Why the creator cannot upload a hook for this video now, or null when they can. */
export function hookUploadClosedReason(
  order: Pick<OrderRow, "status" | "packageSnapshot">,
  video: Pick<OrderVideoRow, "status">,
): string | null {
  if (hooksAskedOf(order) === 0) return "This order asks for no extra hooks";
  if (!HOOK_ORDER_STATES.has(order.status)) return "This order takes no more deliveries";
  if (video.status === "approved") return "This video is approved; its hooks are closed";
  return null;
}

/** The brand decides hooks while the order is open (approving the video does not approve its hooks). */
export function hookDecisionClosedReason(order: Pick<OrderRow, "status">): string | null {
  return order.status === "cancelled" || order.status === "refunded" ? "This order is closed" : null;
}
