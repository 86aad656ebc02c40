import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPlans } from "@/server/domain/billing/list-plans";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  return t.close();
});

describe("listPlans", () => {
  it("returns the docs/product/plans-and-limits.md plans seeded by the migration, cheapest first", async () => {
    const plans = await listPlans(t.ctx.db);
    expect(
      plans.map((p) => [p.packageName, p.priceId, p.includedSeats, p.includedBrands, p.allowedCampaigns, p.monthlyPriceCents]),
    ).toEqual([
      ["Starter", "price_starter_monthly", 1, 1, 2, 4900],
      ["Pro", "price_pro_monthly", 5, 5, 10, 19900],
      ["Managed", "price_managed_monthly", 10, 20, 50, null],
    ]);
    expect(plans.map((p) => p.isSelfServe)).toEqual([true, true, false]);
  });
});
