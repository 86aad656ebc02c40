import type { Tx } from "@/server/db/database";
import { getBalance } from "./get-balance";
import { transfer } from "./transfer";
import { escrowOf, walletOf, type TransferResult } from "./types";

/**
 * Order cancelled or refunded (docs/product/money.md): what is left in the escrow goes back to the
 * buyer's wallet, inside the transaction that cancels the order. Null when the escrow is already
 * empty (everything was released or refunded). `amount` refunds only part of it (a dispute split):
 * the escrow account's guard refuses more than it holds.
 */
export async function refundEscrow(
  tx: Tx,
  input: { orderId: string; buyerAccountId: string; refundKey?: string; amount?: number; reference?: { type: string; id: string } },
): Promise<TransferResult | null> {
  const remaining = input.amount ?? (await getBalance(tx, escrowOf(input.orderId)));
  if (remaining <= 0) return null;
  return transfer(tx, {
    from: escrowOf(input.orderId),
    to: walletOf(input.buyerAccountId),
    amount: remaining,
    reason: "order_refunded",
    reference: input.reference ?? { type: "order", id: input.orderId },
    // The escrow guard makes a second refund of the same money impossible even if the key
    // differs; the key makes a retried refund a replay instead of an insufficient-funds error.
    idempotencyKey: `order_refunded:${input.refundKey ?? input.orderId}`,
  });
}
