import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { paymentCheckout } from "@/server/db/schema";
import { CHECKOUT_EXPIRY_QUEUE, startJobs, type JobRunner } from "@/server/jobs";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The page the payment provider returns to reads the checkout's outcome from the
 * server; an abandoned checkout expires through the pg-boss job; a plan charge is quoted before
 * it is confirmed.
 */

let t: TestApp;
let jobs: JobRunner | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** Pro's monthly price in migration 0002_billing-plans.sql. */
const PRO_CENTS = 19900;

async function startTopUp(user: TestUser, amount: number): Promise<string> {
  const res = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: user.token, body: { amount } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.ctx.db.select({ status: paymentCheckout.status }).from(paymentCheckout).where(eq(paymentCheckout.id, id));
  return row?.status;
}

async function outcome(user: TestUser, id: string) {
  return t.request(`/api/v1/auth/wallet/checkouts/${id}`, { token: user.token });
}

async function walletOf(user: TestUser): Promise<number> {
  return meSchema.parse(await (await t.request("/api/auth/me", { token: user.token })).json()).wallet_balance;
}

describe("GET /api/v1/auth/wallet/checkouts/{id}", () => {
  it("answers the buyer's own checkout with its real status, and 404 to anyone else", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const other = await createUser(t, { types: ["brand"] });
    const id = await startTopUp(brand, 4200);

    const pending = await outcome(brand, id);
    expect(pending.status).toBe(200);
    expect(((await pending.json()) as { data: unknown }).data).toEqual({
      id,
      purpose: "top_up",
      status: "pending",
      amount_cents: 4200,
      failure_reason: null,
    });

    await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "decline" } });
    const declined = (await (await outcome(brand, id)).json()) as { data: { status: string; failure_reason: string } };
    expect(declined.data.status).toBe("declined");
    expect(declined.data.failure_reason).toBe("The card was declined");

    expect((await outcome(other, id)).status).toBe(404);
    expect((await outcome(brand, "not-a-uuid")).status).toBe(404);
    expect((await t.request(`/api/v1/auth/wallet/checkouts/${id}`)).status).toBe(401);
  });
});

describe("the checkout expiry job", () => {
  it("pg-boss runs it and an abandoned checkout expires; fresh and finished ones are left alone", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const abandoned = await startTopUp(brand, 2500);
    const fresh = await startTopUp(brand, 2500);
    const paid = await startTopUp(brand, 2500);
    await t.request(`/api/v1/payments/sandbox/${paid}`, { body: { action: "pay" } });
    const longAgo = new Date(Date.now() - DAY_MS - 60_000);
    for (const id of [abandoned, paid]) {
      await t.ctx.db.update(paymentCheckout).set({ createdAt: longAgo }).where(eq(paymentCheckout.id, id));
    }

    jobs = await startJobs(t.ctx);
    expect((await jobs.boss.getSchedules()).map((s) => s.name)).toContain(CHECKOUT_EXPIRY_QUEUE);
    const jobId = await jobs.boss.send(CHECKOUT_EXPIRY_QUEUE, {});
    expect(jobId).toEqual(expect.any(String));

    // The worker polls the queue; wait for what the buyer would see.
    await expect.poll(() => statusOf(abandoned), { timeout: 20_000, interval: 250 }).toBe("expired");
    await expect
      .poll(async () => (await jobs!.boss.getJobById(CHECKOUT_EXPIRY_QUEUE, jobId!))?.state, { timeout: 10_000 })
      .toBe("completed");
    expect(await statusOf(fresh)).toBe("pending");
    expect(await statusOf(paid)).toBe("paid");

    // The buyer's top-ups list it as expired, and the expired page can no longer be paid.
    const topUps = (await (await t.request("/api/v1/auth/wallet/top-ups", { token: brand.token })).json()) as {
      data: { id: string; status: string }[];
    };
    expect(topUps.data.find((x) => x.id === abandoned)?.status).toBe("expired");
    const late = await t.request(`/api/v1/payments/sandbox/${abandoned}`, { body: { action: "pay" } });
    expect(late.status).toBe(409);
    expect(await walletOf(brand)).toBe(2500);
  });
});

describe("POST /api/v1/auth/subscriptions/quote", () => {
  it("quotes the first month and what stays in the wallet, and charges nothing", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const id = await startTopUp(brand, 25000);
    await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay" } });

    const res = await t.request("/api/v1/auth/subscriptions/quote", { token: brand.token, body: { plan: "pro" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      applied: "subscribe",
      charge_cents: PRO_CENTS,
      wallet_balance_cents: 25000,
      balance_after_cents: 25000 - PRO_CENTS,
      period_price_cents: PRO_CENTS,
    });
    expect(await walletOf(brand)).toBe(25000);
  });

  it("refuses a bad choice with a 400 naming the field, and is for brands only", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const bad = await t.request("/api/v1/auth/subscriptions/quote", { token: brand.token, body: { plan: "pro", extra_seats: -1 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("extra_seats");
    expect((await t.request("/api/v1/auth/subscriptions/quote", { token: creator.token, body: { plan: "pro" } })).status).toBe(403);
  });
});
