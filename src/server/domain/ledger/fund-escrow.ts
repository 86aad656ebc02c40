import type { Tx } from "@/server/db/database";
import { transfer } from "./transfer";
import { escrowOf, walletOf, type TransferInput, type TransferResult } from "./types";

export interface OrderFunding {
  buyerAccountId: string;
  orderId: string;
  amount: number;
  /**
   * Names a further funding of the same order (a paid-usage authorisation bought later, decision
   * 084); absent for the order's own price, keyed by the order.
   */
  fundingKey?: string;
  /** What caused a further funding (default: the order), so order-level sums keep to the order's price. */
  reference?: { type: string; id: string };
}

/** The movement that funds an order: wallet → the order's escrow, keyed by the order. */
export function orderFundingTransfer(input: OrderFunding): TransferInput {
  return {
    from: walletOf(input.buyerAccountId),
    to: escrowOf(input.orderId),
    amount: input.amount,
    reason: "order_funded",
    reference: input.reference ?? { type: "order", id: input.orderId },
    idempotencyKey: `order_funded:${input.fundingKey ?? input.orderId}`,
  };
}

/**
 * Order funded (docs/product/money.md): wallet → the order's escrow, inside the transaction that changes
 * the order, so the order's state and its money commit together (a plain database handle does not
 * type-check here). Throws `insufficient_funds` and moves nothing when the wallet cannot cover the
 * price; funding the same order twice moves the money once (the key is the order id).
 */
export function fundEscrow(tx: Tx, input: OrderFunding): Promise<TransferResult> {
  return transfer(tx, orderFundingTransfer(input));
}
