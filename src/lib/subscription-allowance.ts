import type { SubscriptionAllowance } from "../contracts/me";

export interface AllowanceSummary {
  /** Sum of allowed_campaigns over the subscriptions. */
  used: number;
  /** total_allowed, as docs/product/plans-and-limits.md defines it (not total − used). */
  remaining: number;
  /** Progress for a bar, out of 100. */
  pct_out_of_100: number;
}

/**
 * Derived values of the subscription-allowance response (docs/product/plans-and-limits.md "Subscription allowance").
 *
 * - used = Σ allowed_campaigns;
 * - remaining = total_allowed (docs/product names it so; kept as-is rather than reinterpreted);
 * - pct_out_of_100 = 100 if used equals total; 0 if both are zero; otherwise used / total × 100.
 *
 * A missing response (the call is only made for users with subscriptions, docs/product/api-conventions.md) gives zeros.
 */
export function allowanceSummary(allowance: SubscriptionAllowance | null | undefined): AllowanceSummary {
  const used = (allowance?.subscriptions ?? []).reduce((sum, s) => sum + s.allowed_campaigns, 0);
  const total = allowance?.total_allowed ?? 0;
  return { used, remaining: total, pct_out_of_100: allowancePct(used, total) };
}

function allowancePct(used: number, total: number): number {
  // Both-zero is checked BEFORE "used equals total": 0 === 0 would otherwise match the equality
  // rule and report a full (100%) bar for a user who has no allowance and has used none, which the
  // docs/product's separate "0 if both are zero" rule exists to prevent.
  if (used === 0 && total === 0) return 0;
  if (used === total) return 100;
  // Not in docs/product: some used against a total of 0 would be used / 0 = Infinity. The allowance is
  // exhausted, so report a full bar rather than a number no progress bar can draw.
  if (total === 0) return 100;
  return (used / total) * 100;
}
