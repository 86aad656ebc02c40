import type { PackageSnapshot } from "@/contracts/orders";
import type { OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";

/** The package's revision rounds per video, as bought (the order's snapshot). */
export function roundsTotalOf(order: Pick<OrderRow, "packageSnapshot">, video: Pick<OrderVideoRow, "revisionRoundsLeft">): number {
  const snapshot = order.packageSnapshot as Partial<PackageSnapshot> | null;
  const total = typeof snapshot?.revisionRounds === "number" ? snapshot.revisionRounds : 0;
  // A video never has more rounds left than it was sold with; should data say otherwise, trust the count.
  return Math.max(total, video.revisionRoundsLeft);
}
