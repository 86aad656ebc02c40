import type { Tx } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { transfer } from "./transfer";
import { clearingOf, earningsOf, PAYOUTS_IN_TRANSIT, type TransferResult } from "./types";

/** docs/product/money.md: a payout below $20 is refused. */
export const MIN_PAYOUT_CENTS = 2000;

/** A creator requests a payout: earnings → payouts in transit. */
export async function requestPayout(tx: Tx, input: { creatorUserId: string; payoutId: string; amount: number }): Promise<TransferResult> {
  if (input.amount < MIN_PAYOUT_CENTS) {
    throw new AppError("validation_error", "amount: the minimum payout is $20.00", { amount: "The minimum payout is $20.00" });
  }
  return transfer(tx, {
    from: earningsOf(input.creatorUserId),
    to: PAYOUTS_IN_TRANSIT,
    amount: input.amount,
    reason: "payout_requested",
    reference: { type: "payout", id: input.payoutId },
    idempotencyKey: `payout_requested:${input.payoutId}`,
  });
}

/**
 * A payout settles: paid → the money leaves through the provider (in transit → clearing);
 * failed → it goes back to the creator's earnings. The key is the payout, so a payout settles
 * once whichever way.
 */
export function settlePayout(
  tx: Tx,
  input: { creatorUserId: string; payoutId: string; amount: number; outcome: "paid" | "failed"; provider: string },
): Promise<TransferResult> {
  return transfer(tx, {
    from: PAYOUTS_IN_TRANSIT,
    to: input.outcome === "paid" ? clearingOf(input.provider) : earningsOf(input.creatorUserId),
    amount: input.amount,
    reason: input.outcome === "paid" ? "payout_paid" : "payout_failed",
    reference: { type: "payout", id: input.payoutId },
    idempotencyKey: `payout_settled:${input.payoutId}`,
  });
}
