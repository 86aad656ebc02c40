import type { Plan } from "./list-plans";

/** Most extra seats or brands one subscription can carry (a sanity bound, not a product rule). */
export { MAX_EXTRAS } from "@/contracts/money";

/** One month of a plan with extras, in cents; null for custom-priced plans. */
export function periodPrice(
  plan: Pick<Plan, "monthlyPriceCents" | "extraSeatPriceCents" | "extraBrandPriceCents">,
  extraSeats: number,
  extraBrands: number,
): number | null {
  if (plan.monthlyPriceCents === null) return null;
  return plan.monthlyPriceCents + extraSeats * plan.extraSeatPriceCents + extraBrands * plan.extraBrandPriceCents;
}

/**
 * What an immediate upgrade costs now: the price difference for the part of the period that is
 * left, rounded up to a cent (the platform never undercharges by a rounding). 0 when nothing is
 * left or the new price is not higher.
 */
export function prorationCents(input: { oldPrice: number; newPrice: number; periodStart: Date; periodEnd: Date; now: Date }): number {
  const diff = input.newPrice - input.oldPrice;
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = input.periodEnd.getTime() - input.now.getTime();
  if (diff <= 0 || total <= 0 || left <= 0) return 0;
  return Math.ceil((diff * Math.min(left, total)) / total);
}
