import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { plan } from "@/server/db/schema";

/** A plan as the pricing page, the billing screens and the API show it (PRODUCT.md §7). */
export interface Plan {
  id: string;
  /** starter | pro | managed */
  code: string;
  /** SPEC.md §3 subscription_type.package_name ("Starter", "Pro", "Managed"). */
  packageName: string;
  /** SPEC.md §3 price_id ("price_pro_monthly"). */
  priceId: string;
  description: string;
  features: string[];
  includedSeats: number;
  includedBrands: number;
  /** Campaigns that may be live at once. */
  allowedCampaigns: number;
  /** Cents per month; null = custom pricing (talk to sales). */
  monthlyPriceCents: number | null;
  extraSeatPriceCents: number;
  extraBrandPriceCents: number;
  /** False for custom-priced plans: they are not bought through self-serve checkout. */
  isSelfServe: boolean;
  isActive: boolean;
}

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
 * The plans on sale, cheapest first (PRODUCT.md §7). Pass `{ includeInactive: true }` for admin
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
