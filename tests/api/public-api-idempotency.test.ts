import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKey, paymentCheckout, ledgerTransfer, marketOrder } from "@/server/db/schema";
import { sweepIdempotencyKeys } from "@/server/domain/api-keys/idempotency-keys";
import { getBalance, walletOf } from "@/server/domain/ledger";
import { orderWorld, purchaseBody, topUp, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Decision 074: `Idempotency-Key` on the writes that create orders or move money. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL, where the parallel requests really race on two connections.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buy = (w: OrderWorld, key: string, body: unknown) =>
  t.request("/api/v1/auth/orders", { token: w.brand.token, body, headers: { "Idempotency-Key": key } });

async function ordersOf(w: OrderWorld): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(marketOrder).where(eq(marketOrder.buyerAccountId, w.buyerAccountId));
  return row!.n;
}

/** Ledger movements that funded an order of this buyer (the purchase's escrow funding). */
async function orderMovementsOf(w: OrderWorld): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(ledgerTransfer)
    .where(
      sql`${ledgerTransfer.referenceType} = 'order' AND ${ledgerTransfer.referenceId} IN (SELECT id::text FROM market_order WHERE buyer_account_id = ${w.buyerAccountId})`,
    );
  return row!.n;
}

describe("Idempotency-Key", () => {
  it("two parallel purchases with the same key make one order and one ledger movement; the retry replays the answer", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000 });
    const key = randomUUID();
    const body = purchaseBody(w);
    const [a, b] = await Promise.all([buy(w, key, body), buy(w, key, body)]);
    const statuses = [a.status, b.status].sort();
    // The second either waited and got the stored answer, or (after the wait) a 409: never a second order.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await ordersOf(w)).toBe(1);
    expect(await orderMovementsOf(w)).toBe(1);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(80_000);

    const first = (a.status === 201 && a.headers.get("Idempotent-Replayed") === null ? a : b).clone();
    const firstBody = (await first.json()) as { data: { id: string } };
    const retry = await buy(w, key, body);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(firstBody);
    expect(await ordersOf(w)).toBe(1);
  });

  it("the same key with another body is 422 and changes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000 });
    const key = randomUUID();
    expect((await buy(w, key, purchaseBody(w))).status).toBe(201);
    const other = await buy(w, key, purchaseBody(w, { shipsProduct: true }));
    expect(other.status).toBe(422);
    const error = ((await other.json()) as { error: { code: string; details: { reason: string } } }).error;
    expect(error.code).toBe("idempotency_key_reused");
    expect(error.details.reason).toBe("different_body");
    expect(await ordersOf(w)).toBe(1);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(80_000);
  });

  it("a key is the caller's: another brand may use the same string for its own order", async () => {
    const w1 = await orderWorld(t, { walletCents: 50_000 });
    const w2 = await orderWorld(t, { walletCents: 50_000 });
    const key = randomUUID();
    const body1 = purchaseBody(w1);
    expect((await buy(w1, key, body1)).status).toBe(201);
    const second = await buy(w2, key, purchaseBody(w2));
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await ordersOf(w2)).toBe(1);
  });

  it("a refused write keeps nothing: after a 402 the same key may buy once the wallet is topped up", async () => {
    const w = await orderWorld(t, { walletCents: 1_000, priceCents: 20_000 });
    const key = randomUUID();
    const body = purchaseBody(w);
    expect((await buy(w, key, body)).status).toBe(402);
    const [row] = await t.ctx.db.select({ n: count() }).from(idempotencyKey).where(eq(idempotencyKey.key, key));
    expect(row!.n).toBe(0);
    await topUp(t, w.buyerAccountId, 20_000);
    const retry = await buy(w, key, body);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await ordersOf(w)).toBe(1);
  });

  it("a wallet top-up started twice with one key opens one checkout and answers the same page", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const key = randomUUID();
    const start = () =>
      t.request("/api/v1/auth/sandbox/add-wallet-funds", {
        token: brand.token,
        body: { amount: 5000 },
        headers: { "Idempotency-Key": key },
      });
    const first = await start();
    expect(first.status).toBe(201);
    const second = await start();
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    const a = (await first.json()) as { data: { id: string; url: string } };
    expect(await second.json()).toEqual(a);
    const [row] = await t.ctx.db.select({ n: count() }).from(paymentCheckout).where(eq(paymentCheckout.createdByUserId, brand.id));
    expect(row!.n).toBe(1);
    // Without the header each call is a new checkout, as before.
    const third = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 5000 } });
    expect(third.status).toBe(201);
    const [after] = await t.ctx.db.select({ n: count() }).from(paymentCheckout).where(eq(paymentCheckout.createdByUserId, brand.id));
    expect(after!.n).toBe(2);
  });

  it("a malformed key is a 400 naming the header, and nothing is written", async () => {
    const w = await orderWorld(t, { walletCents: 50_000 });
    const res = await buy(w, "has spaces in it", purchaseBody(w));
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
    expect(Object.keys(error.fields)).toEqual(["Idempotency-Key"]);
    expect(await ordersOf(w)).toBe(0);
  });

  it("the sweep removes answers older than a day, and the key is new again", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000 });
    const key = randomUUID();
    expect((await buy(w, key, purchaseBody(w))).status).toBe(201);
    await t.ctx.db
      .update(idempotencyKey)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKey.key, key), eq(idempotencyKey.callerRef, w.buyerAccountId)));
    expect(await sweepIdempotencyKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select({ n: count() }).from(idempotencyKey).where(eq(idempotencyKey.key, key));
    expect(row!.n).toBe(0);
    const again = await buy(w, key, purchaseBody(w));
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await ordersOf(w)).toBe(2);
  });

  it("the document lists the header on the idempotent routes", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; "x-idempotent"?: boolean }>>;
    };
    for (const [path, method] of [
      ["/auth/orders", "post"],
      ["/auth/campaign/proposals/{id}", "post"],
      ["/auth/{provider}/add-wallet-funds", "post"],
      ["/auth/campaigns/{id}/status", "post"],
      ["/auth/subscriptions", "post"],
      ["/auth/payouts", "post"],
    ] as const) {
      const op = doc.paths[`/api/v1${path}`]?.[method];
      expect(op?.["x-idempotent"], `${method} ${path}`).toBe(true);
      expect(
        op?.parameters?.some((p) => p.name === "Idempotency-Key" && p.in === "header"),
        `${method} ${path}`,
      ).toBe(true);
    }
    expect(doc.paths["/api/v1/auth/orders"]?.get).toBeDefined();
    expect(doc.paths["/api/v1/auth/orders"]?.get?.["x-idempotent"]).toBeUndefined();
  });
});
