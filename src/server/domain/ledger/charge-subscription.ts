import type { Tx } from "@/server/db/database";
import { transfer } from "./transfer";
import { PLATFORM_REVENUE, walletOf, type TransferResult } from "./types";

/**
 * A subscription charge (decision 007: plans are paid from the wallet): wallet → platform
 * revenue, inside the transaction that creates, changes or renews the subscription, so there is
 * never a subscription change without its payment or a payment without its change. `key` names
 * the charge (`subscription:{id}:{period}`, or a plan change within a period), so a retried
 * request or a re-run renewal charges once. Throws `insufficient_funds` and moves nothing when the
 * wallet is short; the caller's transaction stays usable.
 */
export function chargeSubscription(
  tx: Tx,
  input: { buyerAccountId: string; subscriptionId: string; amount: number; key: string; description: string },
): Promise<TransferResult> {
  return transfer(tx, {
    from: walletOf(input.buyerAccountId),
    to: PLATFORM_REVENUE,
    amount: input.amount,
    reason: "subscription",
    reference: { type: "subscription", id: input.subscriptionId },
    idempotencyKey: input.key,
    description: input.description,
  });
}
