import { describe, it, expect } from "vitest";
import { allowanceSummary } from "./subscription-allowance";

const allowance = (allowed: number[], total_allowed: number) => ({
  subscriptions: allowed.map((allowed_campaigns) => ({ allowed_campaigns })),
  total_allowed,
});

describe("allowanceSummary (docs/product/plans-and-limits.md Subscription allowance)", () => {
  it("used is the sum of allowed_campaigns over the subscriptions", () => {
    expect(allowanceSummary(allowance([2, 3, 5], 20)).used).toBe(10);
  });
  it("remaining is total_allowed", () => {
    expect(allowanceSummary(allowance([2, 3], 20)).remaining).toBe(20);
  });
  it("pct is used / total × 100 otherwise", () => {
    expect(allowanceSummary(allowance([1, 4], 20)).pct_out_of_100).toBe(25);
    expect(allowanceSummary(allowance([1], 3)).pct_out_of_100).toBeCloseTo(33.333, 3);
  });
  it("pct is 100 when used equals total", () => {
    expect(allowanceSummary(allowance([4, 6], 10)).pct_out_of_100).toBe(100);
  });
  it("pct is 0 when both used and total are zero (checked before the equality rule)", () => {
    expect(allowanceSummary(allowance([], 0))).toEqual({
      used: 0,
      remaining: 0,
      pct_out_of_100: 0,
    });
    expect(allowanceSummary(allowance([0, 0], 0)).pct_out_of_100).toBe(0);
  });
  it("pct is 0 when nothing is used of a non-zero total", () => {
    expect(allowanceSummary(allowance([0], 10)).pct_out_of_100).toBe(0);
  });
  it("pct is 100, not Infinity, when some is used of a zero total", () => {
    expect(allowanceSummary(allowance([2], 0)).pct_out_of_100).toBe(100);
  });
  it("gives zeros for a missing response", () => {
    expect(allowanceSummary(null)).toEqual({ used: 0, remaining: 0, pct_out_of_100: 0 });
    expect(allowanceSummary(undefined)).toEqual({ used: 0, remaining: 0, pct_out_of_100: 0 });
  });
});
