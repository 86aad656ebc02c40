import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { subscription } from "@/server/db/schema";
import { getBalance, walletOf } from "@/server/domain/ledger";
import { sellablePlan, type PlanChoice } from "./manage-subscription";
import { periodPrice, prorationCents } from "./subscription-price";

export interface PlanChargeQuote {
  /** What choosing this would do: subscribe, change now, change at period end, or nothing. */
  applied: "subscribe" | "now" | "at_period_end" | "unchanged";
  /** Taken from the wallet if confirmed now. */
  chargeCents: number;
  walletBalanceCents: number;
  /** What stays in the wallet for paying creators; negative means the wallet is short. */
  balanceAfterCents: number;
  /** The new monthly price with extras. */
  periodPriceCents: number;
}

/**
 * What a plan or extras choice would charge from the wallet right now, without charging it, so
 * the buyer confirms a known amount and sees what is left for creators. Mirrors the
 * rules of `subscribe` and `changeSubscription`; those still decide for real when confirmed, and
 * if the period moved on in between they charge their own (never higher than a fresh quote) amount.
 */
export async function quotePlanCharge(db: Db, input: { buyerAccountId: string; choice: PlanChoice; now?: Date }): Promise<PlanChargeQuote> {
  const now = input.now ?? new Date();
  const target = await sellablePlan(db, input.choice.plan);
  const newPrice = periodPrice(target, input.choice.extraSeats, input.choice.extraBrands)!;
  const walletBalanceCents = await getBalance(db, walletOf(input.buyerAccountId));
  const [current] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.buyerAccountId, input.buyerAccountId), ne(subscription.status, "canceled")))
    .limit(1);

  let applied: PlanChargeQuote["applied"];
  let chargeCents = 0;
  if (!current) {
    applied = "subscribe";
    chargeCents = newPrice;
  } else if (
    target.id === current.planId &&
    input.choice.extraSeats === current.extraSeats &&
    input.choice.extraBrands === current.extraBrands
  ) {
    applied = "unchanged";
  } else if (newPrice >= current.periodPriceCents) {
    applied = "now";
    chargeCents = prorationCents({
      oldPrice: current.periodPriceCents,
      newPrice,
      periodStart: current.currentPeriodStart,
      periodEnd: current.currentPeriodEnd,
      now,
    });
  } else {
    applied = "at_period_end";
  }
  return { applied, chargeCents, walletBalanceCents, balanceAfterCents: walletBalanceCents - chargeCents, periodPriceCents: newPrice };
}
