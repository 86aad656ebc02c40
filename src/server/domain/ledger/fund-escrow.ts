import type { Executor } from "@/server/db/database";
import { transfer } from "./transfer";
import { escrowOf, walletOf, type TransferResult } from "./types";

/**
 * Order funded (PRODUCT.md §6): wallet → the order's escrow. Throws `insufficient_funds` and
 * moves nothing when the wallet cannot cover the price; funding the same order twice moves the
 * money once (the key is the order id).
 */
export function fundEscrow(db: Executor, input: { buyerAccountId: string; orderId: string; amount: number }): Promise<TransferResult> {
  return transfer(db, {
    from: walletOf(input.buyerAccountId),
    to: escrowOf(input.orderId),
    amount: input.amount,
    reason: "order_funded",
    reference: { type: "order", id: input.orderId },
    idempotencyKey: `order_funded:${input.orderId}`,
  });
}
