import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { ledgerAccount, marketOrder, plan, subscription } from "@/server/db/schema";
import { getWalletBalance } from "./get-wallet-balance";

/** Orders in these states hold no more money: escrow was released or refunded. */
export const SETTLED_ORDER_STATUSES = ["completed", "cancelled", "refunded"] as const;

export interface MoneyHeld {
  /** The wallet balance in cents. */
  walletCents: number;
  /** The live subscription (active, or past_due in its renewal grace), if any. */
  subscription: { plan: string; currentPeriodEnd: Date } | null;
  /** Orders not yet completed, cancelled or refunded, and what their escrow holds in cents. */
  openOrders: { count: number; escrowCents: number };
}

/**
 * What a buyer account still holds or owes (docs/product/money.md: money is never silently lost). Deleting
 * the user or the organization behind an account with any of it would strand it, so account and
 * organization deletion are refused on the same list: the wallet, a live plan, and open orders
 * whose escrow is still to be released to a creator or refunded to the wallet.
 */
export async function getMoneyHeld(db: Executor, buyerAccountId: string): Promise<MoneyHeld> {
  const [walletCents, [live], [orders]] = await Promise.all([
    getWalletBalance(db, buyerAccountId),
    db
      .select({ plan: plan.packageName, currentPeriodEnd: subscription.currentPeriodEnd })
      .from(subscription)
      .innerJoin(plan, eq(plan.id, subscription.planId))
      .where(and(eq(subscription.buyerAccountId, buyerAccountId), inArray(subscription.status, ["active", "past_due"])))
      .limit(1),
    db
      .select({
        count: sql<number>`count(*)::int`,
        escrowCents: sql<number>`coalesce(sum(${ledgerAccount.balance}), 0)::bigint`.mapWith(Number),
      })
      .from(marketOrder)
      .leftJoin(ledgerAccount, and(eq(ledgerAccount.kind, "order_escrow"), eq(ledgerAccount.ownerKey, sql`${marketOrder.id}::text`)))
      .where(and(eq(marketOrder.buyerAccountId, buyerAccountId), notInArray(marketOrder.status, [...SETTLED_ORDER_STATUSES]))),
  ]);
  return {
    walletCents,
    subscription: live ?? null,
    openOrders: { count: orders?.count ?? 0, escrowCents: orders?.escrowCents ?? 0 },
  };
}

export function holdsMoney(held: MoneyHeld): boolean {
  return held.walletCents > 0 || held.subscription !== null || held.openOrders.count > 0;
}

/** The sentence that tells the owner of a live subscription what to do, without its ending. */
export function liveSubscriptionReason(sub: NonNullable<MoneyHeld["subscription"]>, whose: string): string {
  const end = sub.currentPeriodEnd.toISOString().slice(0, 10);
  return `${whose} ${sub.plan} plan is live until ${end}. Cancel it under Settings → Plan and wait for the paid period to end`;
}
