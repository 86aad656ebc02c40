import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Subscription } from "@/contracts/me";
import type { PlanView, SubscriptionDetail } from "@/contracts/money";
import type { Executor } from "@/server/db/database";
import { plan, subscription } from "@/server/db/schema";
import { toPlan, type Plan } from "./list-plans";
import { countLiveCampaigns } from "@/server/domain/campaigns/count-live-campaigns";

export function planView(p: Plan): PlanView {
  return {
    id: p.id,
    code: p.code,
    package_name: p.packageName,
    price_id: p.priceId,
    description: p.description,
    features: p.features,
    included_seats: p.includedSeats,
    included_brands: p.includedBrands,
    allowed_campaigns: p.allowedCampaigns,
    monthly_price_cents: p.monthlyPriceCents,
    extra_seat_price_cents: p.extraSeatPriceCents,
    extra_brand_price_cents: p.extraBrandPriceCents,
    is_self_serve: p.isSelfServe,
  };
}

const pendingPlan = alias(plan, "pending_plan");

/**
 * The live subscriptions (active, or past_due while a renewal is retried) of a buyer account.
 * There is at most one (a partial unique index), but docs/product/plans-and-limits.md models a list.
 */
export async function getSubscriptions(db: Executor, buyerAccountId: string): Promise<SubscriptionDetail[]> {
  const rows = await db
    .select({ s: subscription, p: plan, pending: pendingPlan })
    .from(subscription)
    .innerJoin(plan, eq(plan.id, subscription.planId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, subscription.pendingPlanId))
    .where(and(eq(subscription.buyerAccountId, buyerAccountId), ne(subscription.status, "canceled")))
    .orderBy(asc(subscription.createdAt));
  return rows.map(({ s, p, pending }) => {
    const current = planView(toPlan(p));
    return {
      id: s.id,
      subscription_type: { package_name: p.packageName, included_seats: p.includedSeats, included_brands: p.includedBrands },
      price_id: p.priceId,
      plan: current,
      status: s.status,
      extra_seats: s.extraSeats,
      extra_brands: s.extraBrands,
      allowed_campaigns: p.allowedCampaigns,
      period_price_cents: s.periodPriceCents,
      current_period_start: s.currentPeriodStart.toISOString(),
      current_period_end: s.currentPeriodEnd.toISOString(),
      cancel_at_period_end: s.cancelAtPeriodEnd,
      pending_change: pending
        ? { plan: planView(toPlan(pending)), extra_seats: s.pendingExtraSeats ?? 0, extra_brands: s.pendingExtraBrands ?? 0 }
        : null,
    };
  });
}

/** `subs` of GET /api/auth/me: exactly the docs/product/plans-and-limits.md shape. */
export async function getMeSubs(db: Executor, buyerAccountId: string): Promise<Subscription[]> {
  const subs = await getSubscriptions(db, buyerAccountId);
  return subs.map((s) => ({ subscription_type: s.subscription_type, price_id: s.price_id }));
}

/**
 * docs/product/plans-and-limits.md "Subscription allowance": allowed campaigns per live subscription, and their total;
 * plus `live_campaigns`, the campaigns counted against it now (docs/product/campaigns-and-proposals.md), from the campaigns.
 */
export async function getSubscriptionAllowance(
  db: Executor,
  buyerAccountId: string,
): Promise<{ subscriptions: { allowed_campaigns: number }[]; total_allowed: number; live_campaigns: number }> {
  const rows = await db
    .select({ allowed: plan.allowedCampaigns })
    .from(subscription)
    .innerJoin(plan, eq(plan.id, subscription.planId))
    .where(and(eq(subscription.buyerAccountId, buyerAccountId), inArray(subscription.status, ["active", "past_due"])));
  const subscriptions = rows.map((r) => ({ allowed_campaigns: r.allowed }));
  return {
    subscriptions,
    total_allowed: subscriptions.reduce((sum, s) => sum + s.allowed_campaigns, 0),
    live_campaigns: await countLiveCampaigns(db, buyerAccountId),
  };
}
