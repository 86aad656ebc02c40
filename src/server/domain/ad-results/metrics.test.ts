import { describe, expect, it } from "vitest";
import { compareBy, metricsOf, type MetricSums } from "./metrics";

/*
 * A small example worked by hand. Video A, two days:
 *   day 1: spend 100.00, 10,000 impressions, 150 clicks, 5 purchases worth 400.00, 3,000 3-second plays, 900 ThruPlays
 *   day 2: spend  50.00,  5,000 impressions,  50 clicks, 1 purchase  worth  80.00, 1,000 3-second plays, 200 ThruPlays
 * Sums: spend 150.00, 15,000 impressions, 200 clicks, 6 purchases, 480.00, 4,000 hook views, 1,100 hold views.
 *   hook rate = 4,000 / 15,000 = 0.2667      hold rate = 1,100 / 4,000 = 0.275
 *   CTR       =   200 / 15,000 = 0.01333     CPA = 150.00 / 6 = 25.00      ROAS = 480.00 / 150.00 = 3.2
 * Note that the average of the daily hook rates (0.30 and 0.20) would be 0.25: the ratio of sums weighs day 1 double.
 */
const videoA: MetricSums = {
  spendMinor: 10_000 + 5_000,
  impressions: 10_000 + 5_000,
  clicks: 150 + 50,
  conversions: 5 + 1,
  conversionValueMinor: 40_000 + 8_000,
  hookViews: 3_000 + 1_000,
  holdViews: 900 + 200,
};

describe("ad metrics", () => {
  it("are ratios of sums, with the hand-computed values", () => {
    const m = metricsOf(videoA);
    expect(m.hookRate).toBeCloseTo(0.266667, 6);
    expect(m.holdRate).toBe(0.275);
    expect(m.ctr).toBeCloseTo(0.013333, 6);
    expect(m.cpaMinor).toBe(2_500);
    expect(m.roas).toBe(3.2);
  });

  it("a zero denominator gives no value instead of 0 or infinity", () => {
    const m = metricsOf({ spendMinor: 0, impressions: 0, clicks: 0, conversions: 0, conversionValueMinor: 0, hookViews: 0, holdViews: 0 });
    expect([m.hookRate, m.holdRate, m.ctr, m.cpaMinor, m.roas]).toEqual([null, null, null, null, null]);
  });

  it("CPA is rounded to the minor unit: 100.00 over 3 purchases is 33.33", () => {
    expect(metricsOf({ ...videoA, spendMinor: 10_000, conversions: 3 }).cpaMinor).toBe(3_333);
  });

  it("sorts best first: highest ROAS, lowest CPA, no data last", () => {
    const b = metricsOf({ ...videoA, conversionValueMinor: 6_000, spendMinor: 8_000, conversions: 2 }); // ROAS 0.75, CPA 40.00
    const none = metricsOf({ ...videoA, spendMinor: 0, conversions: 0 }); // ROAS and CPA: no data
    const a = metricsOf(videoA); // ROAS 3.2, CPA 25.00
    expect([b, none, a].sort(compareBy("roas")).map((m) => m.roas)).toEqual([3.2, 0.75, null]);
    expect([none, b, a].sort(compareBy("cpa")).map((m) => m.cpaMinor)).toEqual([2_500, 4_000, null]);
  });
});
