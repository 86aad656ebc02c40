import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { brandProfile, member, plan, subscription } from "@/server/db/schema";
import type { BuyerAccountRef } from "./resolve-buyer-account";

export interface Allowances {
  total_seats: number;
  used_seats: number;
  total_brands: number;
  used_brands: number;
}

/**
 * Seats and brands of a buyer account (docs/product/plans-and-limits.md, docs/product/plans-and-limits.md).
 * Without a subscription an account has the owner's own seat and one brand profile, which is
 * what onboarding creates; live subscriptions (active, or past_due during the renewal grace)
 * give their included seats and brands plus the extras bought, never less than these bases.
 */
export const BASE_SEATS = 1;
export const BASE_BRANDS = 1;

export async function getAllowances(db: Executor, account: BuyerAccountRef & { organizationId: string | null }): Promise<Allowances> {
  const [[brands], subs] = await Promise.all([
    db.select({ n: count() }).from(brandProfile).where(eq(brandProfile.buyerAccountId, account.id)),
    db
      .select({
        seats: plan.includedSeats,
        brands: plan.includedBrands,
        extraSeats: subscription.extraSeats,
        extraBrands: subscription.extraBrands,
      })
      .from(subscription)
      .innerJoin(plan, eq(plan.id, subscription.planId))
      .where(and(eq(subscription.buyerAccountId, account.id), inArray(subscription.status, ["active", "past_due"]))),
  ]);
  const usedSeats = account.organizationId
    ? ((await db.select({ n: count() }).from(member).where(eq(member.organizationId, account.organizationId)))[0]?.n ?? 0)
    : 1;
  const subSeats = subs.reduce((sum, s) => sum + s.seats + s.extraSeats, 0);
  const subBrands = subs.reduce((sum, s) => sum + s.brands + s.extraBrands, 0);
  return {
    total_seats: Math.max(BASE_SEATS, subSeats),
    used_seats: usedSeats,
    total_brands: Math.max(BASE_BRANDS, subBrands),
    used_brands: brands?.n ?? 0,
  };
}
