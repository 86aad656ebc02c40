import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAdResults } from "@/server/seed/seed-ad-results";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The demo data of ad results: two brands with 60 days of results for their licensed videos and
 * a clear winner, the first brand in USD with an ad listed as unmatched, the second in EUR.
 * Run on licences made here, as the demo seed's orders leave them.
 */

let t: TestApp;
let first: OrderWorld;
let second: OrderWorld;

beforeAll(async () => {
  t = await createTestApp();
  first = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 3 });
  second = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 2 });
  for (const w of [first, second]) {
    const { videos } = await deliveredOrder(t, w, { term: "1y" });
    for (const v of videos) await approve(t, w, v.id);
  }
  await seedAdResults(t.ctx);
});
afterAll(() => t?.close());

const DAY_MS = 86_400_000;
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const last60 = { from: day(60 * DAY_MS), to: day(DAY_MS) };

describe("the ad results demo data", () => {
  it("gives the first brand 60 days in USD with a clear winner and an unmatched ad", async () => {
    const client = t.as(first.brand.token).v1;
    const { data } = await client.call("GET /auth/ad-results/leaderboard", { query: last60 });
    expect(data.currency).toBe("USD");
    expect(data.rows).toHaveLength(3);
    const [winner, runnerUp] = data.rows;
    expect(winner!.roas! / runnerUp!.roas!).toBeGreaterThan(1.2);
    expect(data.unmatchedRows).toBe(14);
    const daily = await client.call("GET /auth/ad-results/daily", { query: last60 });
    expect(daily.data.points).toHaveLength(60);
    const unmatched = await client.call("GET /auth/ad-results/unmatched");
    expect(unmatched.data.ads.map((a) => a.adName)).toEqual(["Founder story v3 (no code)"]);
    const variants = await client.call("GET /auth/ad-results/leaderboard", { query: { ...last60, by: "variant" } });
    expect(variants.data.rows.filter((r) => r.assetCode?.endsWith("-V2"))).toHaveLength(2);
  });

  it("gives the second brand 60 days in EUR", async () => {
    const { data } = await t.as(second.brand.token).v1.call("GET /auth/ad-results/leaderboard", { query: last60 });
    expect(data.currency).toBe("EUR");
    expect(data.currencies.map((c) => c.currency)).toEqual(["EUR"]);
    expect(data.rows).toHaveLength(2);
    expect(data.rows[0]!.roas!).toBeGreaterThan(data.rows[1]!.roas!);
  });
});
