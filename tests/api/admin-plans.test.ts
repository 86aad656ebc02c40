import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan } from "@/contracts/admin/plans";
import { auditLog, plan, subscription } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { renewDueSubscriptions } from "@/server/domain/billing/renew-subscriptions";
import { clearingOf, getBalance, transfer, walletOf } from "@/server/domain/ledger";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Plans for the admin: a price change reaches only future renewals (the running period keeps what
 * it was charged), and a complimentary plan renews for nothing until an admin ends it. Every change
 * writes its audit row with before and after; bad input changes nothing.
 */

let t: TestApp;
let admin: TestUser;
const json = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t.close());

async function fundedBuyer(amount: number, name?: string) {
  const user = await createUser(t, { types: ["brand"], name });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: user.id, activeOrganizationId: null });
  if (amount > 0) {
    await transfer(t.ctx.db, {
      from: clearingOf("sandbox"),
      to: walletOf(buyer.id),
      amount,
      reason: "top_up",
      reference: { type: "test", id: user.id },
      idempotencyKey: `admin-plans-fund:${user.id}`,
    });
  }
  return { user, buyerId: buyer.id };
}

const plans = async () => (await t.as(admin.token).v2.call("GET /plans")).data;
const planId = async (code: string) => (await t.ctx.db.select({ id: plan.id }).from(plan).where(eq(plan.code, code)))[0]!.id;
const liveSub = async (buyerId: string) =>
  (await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyerId))).find((s) => s.status !== "canceled");
const auditsOf = (action: string, targetId: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe("the plans", () => {
  it("lists every plan with price, seats, brands, campaigns and subscribers", async () => {
    const { user } = await fundedBuyer(20_000);
    expect((await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "pro" } })).status).toBe(201);
    expect(
      (await plans()).map((p) => [
        p.code,
        p.monthlyPriceCents,
        p.includedSeats,
        p.includedBrands,
        p.allowedCampaigns,
        p.subscribers,
        p.complimentary,
      ]),
    ).toEqual([
      ["starter", 4900, 1, 1, 2, 0, 0],
      ["pro", 19900, 5, 5, 10, 1, 0],
      ["managed", null, 10, 20, 50, 0, 0],
    ]);
  });
});

describe("changing a plan's price", () => {
  it("charges the new price at the next renewal and never re-charges the running period", async () => {
    const { user, buyerId } = await fundedBuyer(20_000);
    expect((await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "starter" } })).status).toBe(201);
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(15_100);
    const starter = await planId("starter");

    const res = await t.request(`/api/v2/plans/${starter}`, {
      method: "PATCH",
      token: admin.token,
      body: { monthlyPriceCents: 5900, reason: "Yearly price review" },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: AdminPlan }>(res)).data).toMatchObject({ code: "starter", monthlyPriceCents: 5900, subscribers: 1 });

    // The running period is untouched: same price on the subscription, nothing more taken.
    const running = (await liveSub(buyerId))!;
    expect(running.periodPriceCents).toBe(4900);
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(15_100);

    await renewDueSubscriptions(t.ctx.db, new Date(running.currentPeriodEnd.getTime() + 1000));
    const renewed = (await liveSub(buyerId))!;
    expect(renewed).toMatchObject({ periodNumber: 2, periodPriceCents: 5900, status: "active" });
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(9_200);

    const [audit] = await auditsOf("plan.price_change", starter);
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      targetType: "plan",
      reason: "Yearly price review",
      before: { monthlyPriceCents: 4900 },
      after: { monthlyPriceCents: 5900 },
    });
  });

  it("refuses bad input with 400 naming the field, a custom-priced plan with 409, an unknown plan with 404, changing nothing", async () => {
    const pro = await planId("pro");
    for (const [body, field] of [
      [{ monthlyPriceCents: -1, reason: "Too low" }, "monthlyPriceCents"],
      [{ monthlyPriceCents: 19.5, reason: "Half cents" }, "monthlyPriceCents"],
      [{ monthlyPriceCents: "199", reason: "A string" }, "monthlyPriceCents"],
      [{ monthlyPriceCents: 10_000_001, reason: "Too high" }, "monthlyPriceCents"],
      [{ monthlyPriceCents: 20900 }, "reason"],
      [{ monthlyPriceCents: 20900, reason: "  a " }, "reason"],
      [{ monthlyPriceCents: 19900, reason: "Same price" }, "monthlyPriceCents"],
    ] as const) {
      const res = await t.request(`/api/v2/plans/${pro}`, { method: "PATCH", token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields).toHaveProperty(field);
    }
    const managed = await t.request(`/api/v2/plans/${await planId("managed")}`, {
      method: "PATCH",
      token: admin.token,
      body: { monthlyPriceCents: 99_900, reason: "Put on sale" },
    });
    expect(managed.status).toBe(409);
    const unknown = await t.request("/api/v2/plans/00000000-0000-4000-8000-000000000009", {
      method: "PATCH",
      token: admin.token,
      body: { monthlyPriceCents: 100, reason: "Nothing there" },
    });
    expect(unknown.status).toBe(404);
    expect((await plans()).map((p) => [p.code, p.monthlyPriceCents])).toEqual([
      ["starter", 5900],
      ["pro", 19900],
      ["managed", null],
    ]);
    expect(await auditsOf("plan.price_change", pro)).toEqual([]);
  });
});

describe("complimentary plans", () => {
  it("granted to an account without a plan: a free subscription that renews for nothing, audited", async () => {
    const { buyerId } = await fundedBuyer(3_000, "Gina Grantee");
    const pro = await planId("pro");
    const res = await t.request(`/api/v2/organizations/${buyerId}/complimentary-plan`, {
      token: admin.token,
      body: { planId: pro, reason: "Launch partner" },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: { created: boolean } }>(res)).data.created).toBe(true);
    const sub = (await liveSub(buyerId))!;
    expect(sub).toMatchObject({ planId: pro, isComplimentary: true, periodPriceCents: 0, status: "active" });
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(3_000);

    await renewDueSubscriptions(t.ctx.db, new Date(sub.currentPeriodEnd.getTime() + 1000));
    expect(await liveSub(buyerId)).toMatchObject({ periodNumber: 2, periodPriceCents: 0, status: "active", isComplimentary: true });
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(3_000);

    const [audit] = await auditsOf("subscription.complimentary_grant", buyerId);
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      targetType: "buyer_account",
      reason: "Launch partner",
      before: { subscriptionId: null },
      after: { subscriptionId: sub.id, planId: pro, plan: "pro", isComplimentary: true },
    });

    const found = (await t.as(admin.token).v2.call("GET /buyer-accounts", { query: { q: "gina grantee" } })).data;
    expect(found.map((b) => [b.id, b.name, b.subscription?.planName, b.subscription?.isComplimentary])).toEqual([
      [buyerId, "Gina Grantee", "Pro", true],
    ]);

    const again = await t.request(`/api/v2/organizations/${buyerId}/complimentary-plan`, {
      token: admin.token,
      body: { planId: pro, reason: "Twice" },
    });
    expect(again.status).toBe(409);
  });

  it("granted over a paid plan: the same subscription becomes free, then ending it cancels at the period end without a charge", async () => {
    const { user, buyerId } = await fundedBuyer(10_000);
    expect((await t.request("/api/v1/auth/subscriptions", { token: user.token, body: { plan: "starter" } })).status).toBe(201);
    const paid = (await liveSub(buyerId))!;
    const pro = await planId("pro");
    const grant = await t.request(`/api/v2/organizations/${buyerId}/complimentary-plan`, {
      token: admin.token,
      body: { planId: pro, reason: "Upgrade as an apology" },
    });
    expect(grant.status).toBe(200);
    expect(await liveSub(buyerId)).toMatchObject({ id: paid.id, planId: pro, isComplimentary: true });
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(4_100);

    const end = await t.request(`/api/v2/organizations/${buyerId}/complimentary-plan`, {
      method: "DELETE",
      token: admin.token,
      body: { reason: "Partnership over" },
    });
    expect(end.status).toBe(200);
    expect((await json<{ data: { endsAt: string } }>(end)).data.endsAt).toBe(paid.currentPeriodEnd.toISOString());
    expect(await liveSub(buyerId)).toMatchObject({ isComplimentary: false, cancelAtPeriodEnd: true });
    const [audit] = await auditsOf("subscription.complimentary_end", buyerId);
    expect(audit).toMatchObject({
      reason: "Partnership over",
      before: { isComplimentary: true, cancelAtPeriodEnd: false },
      after: { isComplimentary: false, cancelAtPeriodEnd: true },
    });

    await renewDueSubscriptions(t.ctx.db, new Date(paid.currentPeriodEnd.getTime() + 1000));
    expect(await liveSub(buyerId)).toBeUndefined();
    expect(await getBalance(t.ctx.db, walletOf(buyerId))).toBe(4_100);

    const twice = await t.request(`/api/v2/organizations/${buyerId}/complimentary-plan`, {
      method: "DELETE",
      token: admin.token,
      body: { reason: "Again" },
    });
    expect(twice.status).toBe(404);
  });

  it("refuses bad input, an unknown plan and an unknown account, writing nothing", async () => {
    const { buyerId } = await fundedBuyer(0);
    const url = `/api/v2/organizations/${buyerId}/complimentary-plan`;
    for (const [body, field] of [
      [{ reason: "No plan" }, "planId"],
      [{ planId: "pro", reason: "Not an id" }, "planId"],
      [{ planId: await planId("pro") }, "reason"],
      [{ planId: "00000000-0000-4000-8000-000000000009", reason: "No such plan" }, "planId"],
    ] as const) {
      const res = await t.request(url, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields).toHaveProperty(field);
    }
    const nobody = await t.request("/api/v2/organizations/00000000-0000-4000-8000-000000000009/complimentary-plan", {
      token: admin.token,
      body: { planId: await planId("pro"), reason: "Nobody" },
    });
    expect(nobody.status).toBe(404);
    const badEnd = await t.request(url, { method: "DELETE", token: admin.token, body: {} });
    expect(badEnd.status).toBe(400);
    expect(await liveSub(buyerId)).toBeUndefined();
    expect(await auditsOf("subscription.complimentary_grant", buyerId)).toEqual([]);
  });
});
