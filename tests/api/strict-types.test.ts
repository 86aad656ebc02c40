import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorPackage, creatorProfile, creatorRating, payout } from "@/server/db/schema";
import { completeProfileParts } from "../support/creator-profile-fixtures";
import { orderWorld, purchaseBody, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Numbers are numbers: a boolean, a numeric string or an array sent for a numeric field is a 400
 * naming the field on every route, never coerced (`"stars": true` was once stored as 1 star), and
 * nothing is written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const WRONG_TYPES: unknown[] = [true, false, "5", "2", [5], [2], null];

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

async function expectRefused(res: Response, field: string, sent: unknown) {
  expect(res.status, `${field}: ${JSON.stringify(sent)}`).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("validation_error");
  expect(body.error.fields, `${field}: ${JSON.stringify(sent)}`).toHaveProperty([field]);
}

async function completedOrder(w: OrderWorld): Promise<string> {
  const bought = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w) });
  expect(bought.status).toBe(201);
  const { data } = (await bought.json()) as { data: { id: string } };
  const done = await t.request(`/api/v1/dev/orders/${data.id}/complete`, { token: w.brand.token, method: "POST" });
  expect(done.status).toBe(200);
  return data.id;
}

describe("numeric fields take only numbers", () => {
  it("a rating's stars: POST stores nothing, PATCH keeps the stars given", async () => {
    const w = await orderWorld(t, { walletCents: 50_000, videos: 1 });
    const orderId = await completedOrder(w);
    const path = `/api/v1/auth/orders/${orderId}/rating`;
    for (const stars of WRONG_TYPES) {
      await expectRefused(await t.request(path, { token: w.brand.token, body: { stars } }), "stars", stars);
    }
    expect(await t.ctx.db.select().from(creatorRating).where(eq(creatorRating.orderId, orderId))).toEqual([]);

    expect((await t.request(path, { token: w.brand.token, body: { stars: 4 } })).status).toBe(201);
    for (const stars of WRONG_TYPES) {
      await expectRefused(await t.request(path, { token: w.brand.token, method: "PATCH", body: { stars } }), "stars", stars);
    }
    const [rating] = await t.ctx.db.select().from(creatorRating).where(eq(creatorRating.orderId, orderId));
    expect(rating!.stars).toBe(4);
  });

  it("a package's counts, a payout's and a top-up's amount", async () => {
    const creator: TestUser = await createUser(t, { types: ["creator"] });
    await t.ctx.db.insert(creatorProfile).values({
      userId: creator.id,
      firstName: "Num",
      lastName: "Bers",
      customUrl: `num-${creator.id.slice(0, 8)}`,
      ...completeProfileParts(),
    });
    const brand = await createUser(t, { types: ["brand"] });
    const pkg = {
      title: "Two product demos",
      description: "Two vertical demos with captions.",
      priceCents: 25_000,
      videos: 2,
      videoLengthSeconds: 45,
      aspectRatio: "9:16",
      turnaroundDays: 7,
      revisionRounds: 2,
      usageRightsTerm: "90d",
      rawFootage: false,
    };
    for (const field of ["priceCents", "videos", "turnaroundDays"] as const) {
      for (const value of WRONG_TYPES) {
        const res = await t.request("/api/v1/creator-packages", { token: creator.token, body: { ...pkg, [field]: value } });
        await expectRefused(res, field, value);
      }
    }
    expect(await t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.userId, creator.id))).toEqual([]);

    for (const amount of WRONG_TYPES) {
      await expectRefused(await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount } }), "amount", amount);
      const topUp = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount } });
      await expectRefused(topUp, "amount", amount);
    }
    expect(await t.ctx.db.select().from(payout).where(eq(payout.creatorUserId, creator.id))).toEqual([]);
  });

  it("query numbers are plain decimals: no hex, exponents, blanks around, booleans or repeated names", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const routes: [string, string][] = [
      ["/api/v1/auth/orders", "page"],
      ["/api/v1/auth/wallet/top-ups", "per_page"],
      ["/api/v1/auth/notifications", "limit"],
      ["/api/v1/creators", "pageSize"],
    ];
    for (const [path, field] of routes) {
      expect((await t.request(`${path}?${field}=2`, { token: brand.token })).status, path).toBe(200);
      for (const query of [`${field}=0x2`, `${field}=2e0`, `${field}=%202%20`, `${field}=true`, `${field}=2&${field}=2`]) {
        await expectRefused(await t.request(`${path}?${query}`, { token: brand.token }), field, query);
      }
    }
  });
});
