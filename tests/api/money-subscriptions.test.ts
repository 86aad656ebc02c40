import { addMonths } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import type { SubscriptionDetail } from "@/contracts/money";
import { subscription } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { renewDueSubscriptions } from "@/server/domain/billing/renew-subscriptions";
import { checkConsistency, clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  return t.close();
});

async function fund(user: TestUser, amount: number) {
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: user.id, activeOrganizationId: null });
  await transfer(t.ctx.db, {
    from: clearingOf("sandbox"),
    to: walletOf(buyer.id),
    amount,
    reason: "top_up",
    reference: { type: "test", id: user.id },
    idempotencyKey: `test-fund:${user.id}:${amount}:${Math.random()}`,
  });
  return buyer.id;
}

const me = async (user: TestUser) => meSchema.parse(await (await t.request("/api/auth/me", { token: user.token })).json());
const subs = async (user: TestUser) =>
  ((await (await t.request("/api/v1/auth/me/subs", { token: user.token })).json()) as { data: SubscriptionDetail[] }).data;

describe("plans", () => {
  it("GET /api/v1/plans lists the plans publicly", async () => {
    const res = (await (await t.request("/api/v1/plans")).json()) as {
      data: { package_name: string; monthly_price_cents: number | null }[];
    };
    expect(res.data.map((p) => [p.package_name, p.monthly_price_cents])).toEqual([
      ["Starter", 4900],
      ["Pro", 19900],
      ["Managed", null],
    ]);
  });
});

describe("subscriptions", () => {
  it("without a subscription: base allowances, no subs, zero campaign allowance", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const m = await me(user);
    expect(m).toMatchObject({ subs: [], total_seats: 1, total_brands: 1 });
    const allowance = (await (await t.request("/api/v1/auth/subscription-allowance", { token: user.token })).json()) as { data: unknown };
    expect(allowance.data).toEqual({ subscriptions: [], total_allowed: 0, live_campaigns: 0 });
  });

  it("subscribing with a short wallet is 402 insufficient_funds and creates nothing", async () => {
    const user = await createUser(t, { types: ["brand"] });
    await fund(user, 4000);
    const res = await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "pro" } });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("insufficient_funds");
    expect(await subs(user)).toEqual([]);
    expect((await me(user)).wallet_balance).toBe(4000);
  });

  it("refuses bad input and the custom-priced plan, naming the field", async () => {
    const user = await createUser(t, { types: ["brand"] });
    for (const [body, field] of [
      [{}, "plan"],
      [{ plan: "gold" }, "plan"],
      [{ plan: "managed" }, "plan"],
      [{ plan: "pro", extra_seats: -1 }, "extra_seats"],
      [{ plan: "pro", extra_brands: 1.5 }, "extra_brands"],
    ] as const) {
      const res = await t.request("/api/v1/auth/subscriptions", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(field);
    }
    const creator = await createUser(t, { types: ["creator"] });
    expect((await t.request("/api/v1/auth/subscriptions", { token: creator.token, body: { plan: "pro" } })).status).toBe(403);
  });

  it("subscribe Pro with extras: charged from the wallet, allowances and subs from real data", async () => {
    const user = await createUser(t, { types: ["brand"] });
    await fund(user, 50_000);
    const res = await t.request("/api/v1/auth/subscriptions", {
      token: user.token,
      body: { plan: "pro", extra_seats: 2, extra_brands: 1 },
    });
    expect(res.status).toBe(201);
    const price = 19900 + 2 * 1500 + 2500;
    const m = await me(user);
    expect(m.wallet_balance).toBe(50_000 - price);
    expect(m.subs).toEqual([
      { subscription_type: { package_name: "Pro", included_seats: 5, included_brands: 5 }, price_id: "price_pro_monthly" },
    ]);
    expect(m).toMatchObject({ total_seats: 7, total_brands: 6 });
    const allowance = (await (await t.request("/api/v1/auth/subscription-allowance", { token: user.token })).json()) as { data: unknown };
    expect(allowance.data).toEqual({ subscriptions: [{ allowed_campaigns: 10 }], total_allowed: 10, live_campaigns: 0 });

    const history = (await (await t.request("/api/v1/auth/wallet/transactions?type=subscription", { token: user.token })).json()) as {
      data: { amount: number }[];
    };
    expect(history.data.map((h) => h.amount)).toEqual([-price]);

    // A second subscribe (double click) is refused; money moved once.
    expect((await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "pro" } })).status).toBe(409);
    expect((await me(user)).wallet_balance).toBe(50_000 - price);
  });

  it("upgrade applies now with a prorated charge; downgrade waits for the period end; renewal applies it", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const buyerId = await fund(user, 100_000);
    await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "starter" } });
    const before = (await me(user)).wallet_balance;
    expect(before).toBe(100_000 - 4900);

    const up = await t.request("/api/v1/auth/subscriptions", { token: user.token, method: "PUT", body: { plan: "pro" } });
    expect(up.status).toBe(200);
    const upData = ((await up.json()) as { data: { applied: string; chargedCents: number } }).data;
    expect(upData.applied).toBe("now");
    // Nearly the whole period is left: close to the full difference, never more.
    expect(upData.chargedCents).toBeGreaterThan(14_900);
    expect(upData.chargedCents).toBeLessThanOrEqual(15_000);
    expect((await me(user)).wallet_balance).toBe(before - upData.chargedCents);
    expect((await me(user)).total_seats).toBe(5);

    const down = await t.request("/api/v1/auth/subscriptions", { token: user.token, method: "PUT", body: { plan: "starter" } });
    expect(((await down.json()) as { data: { applied: string } }).data.applied).toBe("at_period_end");
    const [pending] = await subs(user);
    expect(pending).toMatchObject({ plan: { code: "pro" }, pending_change: { plan: { code: "starter" } } });
    expect((await me(user)).total_seats).toBe(5);

    const balanceBeforeRenewal = (await me(user)).wallet_balance;
    const [row] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyerId));
    const later = addMonths(row!.currentPeriodEnd, 0);
    later.setMinutes(later.getMinutes() + 1);
    const report = await renewDueSubscriptions(t.ctx.db, later);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    // Running the job again for the same moment renews nothing twice.
    await renewDueSubscriptions(t.ctx.db, later);
    const [renewed] = await subs(user);
    expect(renewed).toMatchObject({ plan: { code: "starter" }, pending_change: null, status: "active" });
    expect((await me(user)).wallet_balance).toBe(balanceBeforeRenewal - 4900);
    expect((await me(user)).total_seats).toBe(1);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("cancel at period end keeps access until then, and the renewal job ends it; resume undoes it", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const buyerId = await fund(user, 20_000);
    await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "starter" } });
    await t.request("/api/v1/auth/subscriptions/cancel", { token: user.token, body: {} });
    await t.request("/api/v1/auth/subscriptions/resume", { token: user.token, body: {} });
    expect((await subs(user))[0]!.cancel_at_period_end).toBe(false);
    await t.request("/api/v1/auth/subscriptions/cancel", { token: user.token, body: {} });
    expect((await subs(user))[0]!.cancel_at_period_end).toBe(true);
    expect((await me(user)).subs).toHaveLength(1);

    const [row] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyerId));
    await renewDueSubscriptions(t.ctx.db, new Date(row!.currentPeriodEnd.getTime() + 1000));
    expect((await me(user)).subs).toEqual([]);
    expect((await me(user)).wallet_balance).toBe(20_000 - 4900);
  });

  it("a renewal the wallet cannot pay makes it past_due, then retries, then ends it", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const buyerId = await fund(user, 4900);
    await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "starter" } });
    const [row] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyerId));
    let now = new Date(row!.currentPeriodEnd.getTime() + 1000);
    await renewDueSubscriptions(t.ctx.db, now);
    expect((await subs(user))[0]!.status).toBe("past_due");
    // Still within the grace: seats and campaigns remain.
    expect((await me(user)).subs).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      now = new Date(now.getTime() + 25 * 3600 * 1000);
      await renewDueSubscriptions(t.ctx.db, now);
    }
    expect(await subs(user)).toEqual([]);
    expect((await me(user)).wallet_balance).toBe(0);
  });
});
