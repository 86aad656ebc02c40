import type { Executor } from "@/server/db/database";
import { clearingOf, earningsOf, transfer, type TransferResult } from "@/server/domain/ledger";

/**
 * Earnings for a test creator without making and approving an order first: a balanced ledger
 * transfer from a test clearing account (reason `adjustment`), so every later payout moves real
 * ledger money. Tests only: the demo seed earns through approved orders (docs/product/local-mode-and-settings.md).
 */
export function creditTestEarnings(
  db: Executor,
  input: { creatorUserId: string; amountCents: number; key: string },
): Promise<TransferResult> {
  return transfer(db, {
    from: clearingOf("test"),
    to: earningsOf(input.creatorUserId),
    amount: input.amountCents,
    reason: "adjustment",
    reference: { type: "test_earnings", id: input.key },
    idempotencyKey: `test_earnings:${input.key}`,
    description: "Test earnings: stands in for released escrow",
  });
}
