import type { Executor } from "@/server/db/database";
import { getBalance } from "./get-balance";
import { transfer } from "./transfer";
import { escrowOf, walletOf, type TransferResult } from "./types";

/**
 * Order cancelled or refunded (PRODUCT.md §6): what is left in the escrow goes back to the
 * buyer's wallet. Null when the escrow is already empty (everything was released or refunded).
 */
export async function refundEscrow(
  db: Executor,
  input: { orderId: string; buyerAccountId: string; refundKey?: string },
): Promise<TransferResult | null> {
  const remaining = await getBalance(db, escrowOf(input.orderId));
  if (remaining <= 0) return null;
  return transfer(db, {
    from: escrowOf(input.orderId),
    to: walletOf(input.buyerAccountId),
    amount: remaining,
    reason: "order_refunded",
    reference: { type: "order", id: input.orderId },
    // The escrow guard makes a second refund of the same money impossible even if the key
    // differs; the key makes a retried refund a replay instead of an insufficient-funds error.
    idempotencyKey: `order_refunded:${input.refundKey ?? input.orderId}`,
  });
}
