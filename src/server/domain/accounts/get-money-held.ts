import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { plan, subscription } from "@/server/db/schema";
import { getWalletBalance } from "./get-wallet-balance";

export interface MoneyHeld {
  /** The wallet balance in cents. */
  walletCents: number;
  /** The live subscription (active, or past_due in its renewal grace), if any. */
  subscription: { plan: string; currentPeriodEnd: Date } | null;
}

/**
 * What a buyer account still holds or owes (PRODUCT.md §6: money is never silently lost). Deleting
 * the user or the organization behind an account with any of it would strand it, so account and
 * organization deletion are refused on the same list. Open orders join it when orders land.
 */
export async function getMoneyHeld(db: Executor, buyerAccountId: string): Promise<MoneyHeld> {
  const [walletCents, [live]] = await Promise.all([
    getWalletBalance(db, buyerAccountId),
    db
      .select({ plan: plan.packageName, currentPeriodEnd: subscription.currentPeriodEnd })
      .from(subscription)
      .innerJoin(plan, eq(plan.id, subscription.planId))
      .where(and(eq(subscription.buyerAccountId, buyerAccountId), inArray(subscription.status, ["active", "past_due"])))
      .limit(1),
  ]);
  return { walletCents, subscription: live ?? null };
}

export function holdsMoney(held: MoneyHeld): boolean {
  return held.walletCents > 0 || held.subscription !== null;
}

/** The sentence that tells the owner of a live subscription what to do, without its ending. */
export function liveSubscriptionReason(sub: NonNullable<MoneyHeld["subscription"]>, whose: string): string {
  const end = sub.currentPeriodEnd.toISOString().slice(0, 10);
  return `${whose} ${sub.plan} plan is live until ${end}. Cancel it under Settings → Plan and wait for the paid period to end`;
}
