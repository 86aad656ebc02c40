import { feeSplit } from "@/lib/platform-fee";
import type { Tx } from "@/server/db/database";
import { transferAll } from "./transfer";
import { earningsOf, escrowOf, PLATFORM_REVENUE, type TransferInput, type TransferResult } from "./types";

/** The platform's share of a price, by the one rule the screens show (src/lib/platform-fee.ts). */
export function platformFee(amount: number, feeBps: number): number {
  return feeSplit(amount, feeBps).feeCents;
}

/**
 * An order video approved (docs/product/money.md): escrow → creator earnings (price − fee) and
 * escrow → platform revenue (fee), both or neither. `releaseKey` names the approval (e.g. the
 * order video id) so approving twice pays once. Runs inside the transaction that approves.
 */
export function releaseEscrow(
  tx: Tx,
  input: {
    orderId: string;
    creatorUserId: string;
    amount: number;
    feeBps: number;
    releaseKey: string;
    /** What the release pays for, when not the order's videos (a paid-usage hand-over, decision 084). */
    reference?: { type: string; id: string };
  },
): Promise<TransferResult[]> {
  const fee = platformFee(input.amount, input.feeBps);
  const reference = input.reference ?? { type: "order", id: input.orderId };
  const transfers: TransferInput[] = [];
  if (input.amount - fee > 0) {
    transfers.push({
      from: escrowOf(input.orderId),
      to: earningsOf(input.creatorUserId),
      amount: input.amount - fee,
      reason: "order_payment",
      reference,
      idempotencyKey: `order_payment:${input.releaseKey}`,
    });
  }
  if (fee > 0) {
    transfers.push({
      from: escrowOf(input.orderId),
      to: PLATFORM_REVENUE,
      amount: fee,
      reason: "platform_fee",
      reference,
      idempotencyKey: `platform_fee:${input.releaseKey}`,
    });
  }
  return transferAll(tx, transfers);
}
