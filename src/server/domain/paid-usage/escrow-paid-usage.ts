import type { Tx } from "@/server/db/database";
import { paidUsageAuthorisation } from "@/server/db/schema";
import { recordCreated } from "@/server/domain/events/transition";
import { fundEscrow, getBalance, walletOf } from "@/server/domain/ledger";
import { AppError } from "@/server/errors";
import type { PaidUsagePlatform } from "@/lib/paid-usage";
import { paidUsageMachine, type PaidUsageRow } from "./paid-usage-transitions";

export interface EscrowPaidUsageInput {
  orderId: string;
  buyerAccountId: string;
  platform: PaidUsagePlatform;
  windowDays: number;
  priceCents: number;
  renewalOf?: string | null;
  now?: Date;
}

/**
 * Buys a paid-usage authorisation inside the caller's transaction (decision 084): the row (pending)
 * and wallet → the order's escrow for its price, keyed by the authorisation, so the price sits in
 * escrow with the order until the creator hands the code over. A short wallet throws
 * `insufficient_funds` naming the shortfall; the caller's transaction must roll back.
 */
export async function escrowPaidUsage(tx: Tx, input: EscrowPaidUsageInput): Promise<PaidUsageRow> {
  const now = input.now ?? new Date();
  const [row] = await tx
    .insert(paidUsageAuthorisation)
    .values({
      orderId: input.orderId,
      renewalOf: input.renewalOf ?? null,
      platform: input.platform,
      windowDays: input.windowDays,
      priceCents: input.priceCents,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordCreated(tx, paidUsageMachine, {
    id: row!.id,
    actor: { kind: "buyer", id: input.buyerAccountId },
    payload: {
      orderId: input.orderId,
      platform: input.platform,
      windowDays: input.windowDays,
      priceCents: input.priceCents,
      renewalOf: input.renewalOf ?? null,
    },
  });
  try {
    await fundEscrow(tx, {
      buyerAccountId: input.buyerAccountId,
      orderId: input.orderId,
      amount: input.priceCents,
      fundingKey: `paid_usage:${row!.id}`,
      reference: { type: "paid_usage", id: row!.id },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "insufficient_funds") {
      const balance = await getBalance(tx, walletOf(input.buyerAccountId));
      const shortfall = Math.max(1, input.priceCents - balance);
      const refusal = new AppError("insufficient_funds", `Your wallet is $${(shortfall / 100).toFixed(2)} short of the paid usage`);
      refusal.details = { priceCents: input.priceCents, balanceCents: balance, shortfallCents: shortfall };
      throw refusal;
    }
    throw error;
  }
  return row!;
}
