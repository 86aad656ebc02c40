import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { plan } from "@/server/db/schema";
import type { Plan } from "@/contracts/plans";

// Plan lives in src/contracts so the pricing components can name it without importing the domain.
export type { Plan };

export function toPlan(row: typeof plan.$inferSelect): Plan {
  return {
    id: row.id,
    code: row.code,
    packageName: row.packageName,
    priceId: row.priceId,
    description: row.description,
    features: row.features,
    includedSeats: row.includedSeats,
    includedBrands: row.includedBrands,
    allowedCampaigns: row.allowedCampaigns,
    monthlyPriceCents: row.monthlyPriceCents,
    extraSeatPriceCents: row.extraSeatPriceCents,
    extraBrandPriceCents: row.extraBrandPriceCents,
    isSelfServe: row.monthlyPriceCents !== null,
    isActive: row.isActive,
  };
}

/**
 * The plans on sale, cheapest first (docs/product/plans-and-limits.md). Pass `{ includeInactive: true }` for admin
 * screens; the pricing page and checkout only ever see active plans.
 */
export async function listPlans(db: Executor, options: { includeInactive?: boolean } = {}): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plan)
    .where(options.includeInactive ? undefined : eq(plan.isActive, true))
    .orderBy(asc(plan.sortOrder), asc(plan.code));
  return rows.map(toPlan);
}
