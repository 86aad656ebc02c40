import type { Executor } from "@/server/db/database";
import { clearingOf, earningsOf, transfer, type TransferResult } from "@/server/domain/ledger";

/**
 * Demo and test earnings (decision 030): until orders release escrow on this branch, a creator's
 * earnings are credited from the seed's clearing account with reason `adjustment`, so the ledger
 * still balances and every later payout moves real ledger money. Never called by a route.
 */
export function creditDemoEarnings(
  db: Executor,
  input: { creatorUserId: string; amountCents: number; key: string },
): Promise<TransferResult> {
  return transfer(db, {
    from: clearingOf("seed"),
    to: earningsOf(input.creatorUserId),
    amount: input.amountCents,
    reason: "adjustment",
    reference: { type: "seed_earnings", id: input.key },
    idempotencyKey: `seed_earnings:${input.key}`,
    description: "Demo earnings (seed): stands in for released escrow until orders exist",
  });
}
