import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoLicence } from "@/server/db/schema";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { metaCsv, postExport, tiktokCsv } from "./ad-results-samples";

/*
 * The leaderboard per video, hook variant, creator and ad campaign, from the hand-worked example
 * of src/server/domain/ad-results/metrics.test.ts, and the sandbox insights adapter.
 */

let t: TestApp;
let w: OrderWorld;
let a: { id: string; code: string };
let b: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 2 });
  const { videos } = await deliveredOrder(t, w, { term: "1y" });
  for (const v of videos) await approve(t, w, v.id);
  const rows = await t.ctx.db
    .select({ id: videoLicence.id, code: videoLicence.assetCode, position: videoLicence.orderVideoId })
    .from(videoLicence)
    .where(eq(videoLicence.licenseeBuyerAccountId, w.buyerAccountId));
  [a, b] = rows.map((r) => ({ id: r.id, code: r.code })) as [typeof a, typeof b];
  const meta = metaCsv([
    {
      starts: "2026-10-01",
      campaign: "Prospecting",
      ad: `A | ${a.code}`,
      adId: "m1",
      spent: "100.00",
      impressions: "10000",
      clicks: "150",
      purchases: "5",
      value: "400.00",
      plays3s: "3000",
      thruplays: "900",
    },
    {
      starts: "2026-10-02",
      campaign: "Prospecting",
      ad: `A | ${a.code}`,
      adId: "m1",
      spent: "50.00",
      impressions: "5000",
      clicks: "50",
      purchases: "1",
      value: "80.00",
      plays3s: "1000",
      thruplays: "200",
    },
    { starts: "2026-10-01", campaign: "Retargeting", ad: "No code", adId: "m9", spent: "20.00", impressions: "1000" },
  ]);
  const tiktok = tiktokCsv([
    {
      date: "2026-10-01",
      campaign: "Prospecting",
      ad: `B hook 2 ${b.code}-V2`,
      adId: "t1",
      currency: "USD",
      cost: "80.00",
      impressions: "20000",
      clicks: "100",
      conversions: "2",
      value: "60.00",
      views2s: "4000",
      views100: "400",
    },
  ]);
  for (const csv of [meta, tiktok]) expect((await postExport(t, "imports", w.brand.token, csv)).status).toBe(201);
});
afterAll(() => t?.close());

const board = (query: Record<string, string>) =>
  t.as(w.brand.token).v1.call("GET /auth/ad-results/leaderboard", { query: { from: "2026-10-01", to: "2026-10-31", ...query } });

describe("the leaderboard", () => {
  it("per video: the hand-computed sums and ratios, best ROAS first; unmatched rows counted apart", async () => {
    const { data } = await board({});
    expect(data.currency).toBe("USD");
    expect(data.rows.map((r) => [r.licenceId, r.spendMinor, r.impressions, r.hookRate, r.holdRate, r.ctr, r.cpaMinor, r.roas])).toEqual([
      [a.id, 15_000, 15_000, 4_000 / 15_000, 0.275, 200 / 15_000, 2_500, 3.2],
      [b.id, 8_000, 20_000, 0.2, 0.1, 0.005, 4_000, 0.75],
    ]);
    expect(data.rows[0]!.creatorUserId).toBe(w.creator.id);
    expect(data.unmatchedRows).toBe(1);
    // Totals are the whole account in USD, the unmatched ad included.
    expect(data.totals.spendMinor).toBe(25_000);
    expect(data.totals.roas).toBe(54_000 / 25_000);
  });

  it("sorted by CPA the cheapest comes first", async () => {
    expect((await board({ sort: "cpa" })).data.rows.map((r) => r.cpaMinor)).toEqual([2_500, 4_000]);
  });

  it("per hook variant: the variant's own code", async () => {
    const { data } = await board({ by: "variant" });
    expect(data.rows.map((r) => [r.assetCode, r.spendMinor])).toEqual([
      [a.code, 15_000],
      [`${b.code}-V2`, 8_000],
    ]);
  });

  it("per creator: one creator, both videos", async () => {
    const { data } = await board({ by: "creator" });
    expect(data.rows.map((r) => [r.creatorUserId, r.spendMinor, r.conversionValueMinor, r.detail])).toEqual([
      [w.creator.id, 23_000, 54_000, "2 videos"],
    ]);
  });

  it("per ad campaign: every row, matched or not", async () => {
    const { data } = await board({ by: "campaign", sort: "spend" });
    expect(data.rows.map((r) => [r.label, r.spendMinor])).toEqual([
      ["Prospecting", 23_000],
      ["Retargeting", 2_000],
    ]);
  });

  it("a platform and a shorter period narrow it", async () => {
    expect((await board({ platform: "tiktok" })).data.rows.map((r) => r.licenceId)).toEqual([b.id]);
    expect((await board({ from: "2026-10-02", to: "2026-10-02" })).data.rows.map((r) => [r.licenceId, r.spendMinor])).toEqual([
      [a.id, 5_000],
    ]);
  });

  it("the daily chart sums single days", async () => {
    const { data } = await t.as(w.brand.token).v1.call("GET /auth/ad-results/daily", { query: { from: "2026-10-01", to: "2026-10-31" } });
    expect(data.points).toEqual([
      { day: "2026-10-01", spendMinor: 20_000, conversionValueMinor: 46_000, impressions: 31_000 },
      { day: "2026-10-02", spendMinor: 5_000, conversionValueMinor: 8_000, impressions: 5_000 },
    ]);
  });
});

describe("the sandbox insights adapter", () => {
  it("fetches plausible daily rows for every licensed video through the same import, and a second fetch replaces them", async () => {
    const client = t.as(w.brand.token).v1;
    const first = await client.call("POST /auth/ad-results/insights", { json: { platform: "meta", from: "2026-11-01", to: "2026-11-07" } });
    expect(first.data).toMatchObject({ platform: "meta", rowCount: 14, matchedRows: 14, replacedRows: 0 });
    const again = await client.call("POST /auth/ad-results/insights", { json: { platform: "meta", from: "2026-11-05", to: "2026-11-10" } });
    expect(again.data).toMatchObject({ rowCount: 12, replacedRows: 6 });
    const { data } = await board({ from: "2026-11-01", to: "2026-11-30" });
    for (const row of data.rows) {
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.hookRate).toBeGreaterThan(0.05);
      expect(row.hookRate).toBeLessThan(0.6);
      expect(row.holdRate).toBeLessThan(1);
    }
    // 2 videos × 10 distinct days, none counted twice.
    const rows = data.rows.reduce((n, r) => n + r.impressions, 0);
    expect(rows).toBe(data.totals.impressions);
    const res = await t.request("/api/v1/auth/ad-results/insights", {
      token: w.brand.token,
      body: { platform: "meta", from: "2026-11-10", to: "2026-11-01" },
    });
    expect(res.status).toBe(400);
  });
});
