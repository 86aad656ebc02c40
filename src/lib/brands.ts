import type { Subscription } from "../contracts/me";
import { quotaAdditional, quotaRemaining, quotaRemainingPct, quotaUsedPct, quotaWithoutPlanText, type MaybeCount } from "./quota";

/**
 * Brand-allowance fields of the current user (docs/product/plans-and-limits.md "Values derived from the current user":
 * brands are worked out the same way as seats). Every field
 * may be missing: the user may still be loading, and callers pass whatever they have.
 */
export type BrandFields = {
  total_brands?: MaybeCount;
  used_brands?: MaybeCount;
  subs?: ReadonlyArray<{
    subscription_type: Pick<Subscription["subscription_type"], "included_brands">;
  }> | null;
};

/** total_brands − used_brands; 0 if either value is missing (docs/product/current-user.md). */
export function brandsRemaining(me: BrandFields): number {
  return quotaRemaining(me.total_brands, me.used_brands);
}

/** Remaining brands as a share of total_brands, 0..100; 0 when total_brands is 0 or missing. */
export function brandsRemainingPct(me: BrandFields): number {
  return quotaRemainingPct(me.total_brands, me.used_brands);
}

/** Used brands as a share of total_brands, 0..100; 0 when total_brands is 0 or missing. */
export function brandsUsedPct(me: BrandFields): number {
  return quotaUsedPct(me.total_brands, me.used_brands);
}

/** included_brands of the first subscription (docs/product/plans-and-limits.md); 0 when the user has no subscription. */
export function includedBrands(me: BrandFields): number {
  return me.subs?.[0]?.subscription_type.included_brands ?? 0;
}

/** total_brands − includedBrands (docs/product/current-user.md), never below 0; brands bought on top of the package. */
export function additionalBrands(me: BrandFields): number {
  return quotaAdditional(me.total_brands, includedBrands(me));
}

/** "No plan yet: 1 brand — your own" for an account without a plan; null once it has one. */
export function brandsWithoutPlanText(me: BrandFields): string | null {
  return quotaWithoutPlanText(me.total_brands, (me.subs?.length ?? 0) > 0, { one: "brand", many: "brands", whoWhenOne: "your own" });
}
