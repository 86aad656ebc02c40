import { describe, expect, it } from "vitest";
import { periodPrice, prorationCents } from "./subscription-price";

describe("subscription prices", () => {
  const pro = { monthlyPriceCents: 19900, extraSeatPriceCents: 1500, extraBrandPriceCents: 2500 };
  it("adds extras to the plan's monthly price", () => {
    expect(periodPrice(pro, 0, 0)).toBe(19900);
    expect(periodPrice(pro, 2, 1)).toBe(19900 + 3000 + 2500);
    expect(periodPrice({ ...pro, monthlyPriceCents: null }, 1, 1)).toBeNull();
  });
  it("prorates an upgrade over what is left of the period, rounded up", () => {
    const periodStart = new Date("2026-01-01T00:00:00Z");
    const periodEnd = new Date("2026-01-31T00:00:00Z");
    expect(prorationCents({ oldPrice: 4900, newPrice: 19900, periodStart, periodEnd, now: periodStart })).toBe(15000);
    expect(prorationCents({ oldPrice: 4900, newPrice: 19900, periodStart, periodEnd, now: new Date("2026-01-16T00:00:00Z") })).toBe(7500);
    expect(prorationCents({ oldPrice: 0, newPrice: 100, periodStart, periodEnd, now: new Date("2026-01-30T23:00:00Z") })).toBe(1);
    expect(prorationCents({ oldPrice: 19900, newPrice: 4900, periodStart, periodEnd, now: periodStart })).toBe(0);
    expect(prorationCents({ oldPrice: 4900, newPrice: 19900, periodStart, periodEnd, now: periodEnd })).toBe(0);
  });
});
