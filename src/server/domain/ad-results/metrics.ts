import type { AdMetrics } from "@/contracts/ad-results";

/*
 * The ratios of the leaderboard, always from sums (a ratio of sums, never an average of daily
 * ratios), so a group's rate weighs each day by its volume. A ratio with a zero denominator is
 * null ("no data"), not 0 or infinity.
 */

export interface MetricSums {
  spendMinor: number;
  impressions: number;
  clicks: number;
  conversions: number;
  conversionValueMinor: number;
  hookViews: number;
  holdViews: number;
}

export const ZERO_SUMS: MetricSums = {
  spendMinor: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  conversionValueMinor: 0,
  hookViews: 0,
  holdViews: 0,
};

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export function metricsOf(s: MetricSums): AdMetrics {
  return {
    ...s,
    hookRate: ratio(s.hookViews, s.impressions),
    holdRate: ratio(s.holdViews, s.hookViews),
    ctr: ratio(s.clicks, s.impressions),
    cpaMinor: s.conversions === 0 ? null : Math.round(s.spendMinor / s.conversions),
    roas: ratio(s.conversionValueMinor, s.spendMinor),
  };
}

export function addSums(a: MetricSums, b: MetricSums): MetricSums {
  return {
    spendMinor: a.spendMinor + b.spendMinor,
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    conversions: a.conversions + b.conversions,
    conversionValueMinor: a.conversionValueMinor + b.conversionValueMinor,
    hookViews: a.hookViews + b.hookViews,
    holdViews: a.holdViews + b.holdViews,
  };
}

/** Best first: higher is better except for CPA; "no data" always last. */
export function compareBy(sort: "roas" | "spend" | "impressions" | "hook_rate" | "hold_rate" | "ctr" | "cpa") {
  const value = (m: AdMetrics): number | null =>
    sort === "roas"
      ? m.roas
      : sort === "spend"
        ? m.spendMinor
        : sort === "impressions"
          ? m.impressions
          : sort === "hook_rate"
            ? m.hookRate
            : sort === "hold_rate"
              ? m.holdRate
              : sort === "ctr"
                ? m.ctr
                : m.cpaMinor;
  const sign = sort === "cpa" ? 1 : -1;
  return (a: AdMetrics, b: AdMetrics) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? b.spendMinor - a.spendMinor : x === null ? 1 : -1;
    return x === y ? b.spendMinor - a.spendMinor : sign * (x - y);
  };
}
