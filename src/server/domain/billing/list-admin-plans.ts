import { asc, sql } from "drizzle-orm";
import type { AdminPlan } from "@/contracts/admin/plans";
import type { Executor } from "@/server/db/database";
import { plan, subscription } from "@/server/db/schema";

/** Every plan, sold or not, with how many live subscriptions it carries (complimentary ones counted apart too). */
export async function listAdminPlans(db: Executor): Promise<AdminPlan[]> {
  const rows = await db
    .select({
      id: plan.id,
      code: plan.code,
      packageName: plan.packageName,
      monthlyPriceCents: plan.monthlyPriceCents,
      includedSeats: plan.includedSeats,
      includedBrands: plan.includedBrands,
      allowedCampaigns: plan.allowedCampaigns,
      isActive: plan.isActive,
      subscribers: sql<number>`count(${subscription.id})::int`,
      complimentary: sql<number>`count(${subscription.id}) FILTER (WHERE ${subscription.isComplimentary})::int`,
    })
    .from(plan)
    .leftJoin(subscription, sql`${subscription.planId} = ${plan.id} AND ${subscription.status} <> 'canceled'`)
    .groupBy(plan.id)
    .orderBy(asc(plan.sortOrder), asc(plan.code));
  return rows;
}

export async function getAdminPlan(db: Executor, id: string): Promise<AdminPlan | null> {
  return (await listAdminPlans(db)).find((p) => p.id === id) ?? null;
}
