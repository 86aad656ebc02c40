import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOverviewData } from "@/contracts/admin/overview";
import { contentReport, ledgerCheckRun, ledgerTransfer, paymentCheckout, paymentWebhookEvent, user } from "@/server/db/schema";
import { getOverview } from "@/server/domain/admin/overview/get-overview";
import { openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The admin home's numbers, from a small world whose every cent the test knows: two orders of
 * $200 (two videos each, 15% fee), one video approved, one order disputed, a Starter plan ($49),
 * a $50 payout paid and a $20 one requested. The rows that fall in the charts' windows are dated
 * in March 2030 (a fixed "now"), so every week and day is a literal.
 */

const NOW = new Date("2030-03-14T12:00:00Z"); // a Thursday; its week starts Monday 2030-03-11

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t.close());

const buyer = (w: OrderWorld): OrderParty => ({ side: "buyer", buyerAccountId: w.buyerAccountId });
const creator = (w: OrderWorld): OrderParty => ({ side: "creator", userId: w.creator.id });

const EMPTY_WEEKS = [
  "2029-12-24",
  "2029-12-31",
  "2030-01-07",
  "2030-01-14",
  "2030-01-21",
  "2030-01-28",
  "2030-02-04",
  "2030-02-11",
  "2030-02-18",
  "2030-02-25",
  "2030-03-04",
  "2030-03-11",
].map((weekStart) => ({ weekStart, gmvCents: 0, revenueCents: 0 }));

async function dateTransfers(reason: (typeof ledgerTransfer.reason.enumValues)[number], referenceId: string, at: string) {
  const moved = await t.ctx.db
    .update(ledgerTransfer)
    .set({ createdAt: new Date(at) })
    .where(and(eq(ledgerTransfer.reason, reason), eq(ledgerTransfer.referenceId, referenceId)))
    .returning({ id: ledgerTransfer.id });
  expect(moved).toHaveLength(1);
}

describe("the admin overview", () => {
  it("is all zeros, twelve weeks and thirty days long, on an empty marketplace", async () => {
    await t.ctx.db.update(user).set({ createdAt: new Date("2020-01-01T00:00:00Z") });
    const o = await getOverview(t.ctx.db, { now: NOW });
    expect(o.attention.map((a) => [a.key, a.count, a.href])).toEqual([
      ["disputes", 0, "/admin/disputes"],
      ["reports", 0, "/admin/moderation"],
      ["payouts", 0, "/admin/payouts"],
      ["failedPaymentEvents", 0, "/admin/ledger"],
      ["failedCheckouts", 0, "/admin/ledger"],
      ["ledgerProblems", 0, "/admin/ledger"],
    ]);
    expect(o.money).toEqual({
      walletsCents: 0,
      escrowCents: 0,
      owedToCreatorsCents: 0,
      inTransitCents: 0,
      paidOutCents: 0,
      paidOutThisMonthCents: 0,
    });
    expect(o.weeks).toEqual(EMPTY_WEEKS);
    expect(o.signUps).toHaveLength(30);
    expect(o.signUps[0]).toEqual({ day: "2030-02-13", count: 0 });
    expect(o.signUps[29]).toEqual({ day: "2030-03-14", count: 0 });
    expect(o.signUps.every((d) => d.count === 0)).toBe(true);
  });

  describe("with a small world", () => {
    let w: OrderWorld;
    let orderA: string;
    let orderB: string;
    let paidPayout: string;

    beforeAll(async () => {
      w = await orderWorld(t, { walletCents: 70_000, priceCents: 20_000, videos: 2 });
      const a = await buyOrder(t, w);
      orderA = a.order.id;
      await deliverOrderVideo(t.ctx.db, { videoId: a.videos[0]!.id, party: creator(w) });
      await deliverOrderVideo(t.ctx.db, { videoId: a.videos[1]!.id, party: creator(w) });
      await approveOrderVideo(t.ctx.db, { videoId: a.videos[0]!.id, party: buyer(w) });
      const b = await buyOrder(t, w);
      orderB = b.order.id;
      await deliverOrderVideo(t.ctx.db, { videoId: b.videos[0]!.id, party: creator(w) });
      await deliverOrderVideo(t.ctx.db, { videoId: b.videos[1]!.id, party: creator(w) });
      await openDispute(t.ctx.db, { orderId: orderB, party: buyer(w), reason: "The product is not shown" });

      expect((await t.request("/api/v1/auth/subscriptions", { token: w.brand.token, body: { plan: "starter" } })).status).toBe(201);

      const method = await t.request("/api/v1/auth/payouts/method", {
        method: "PUT",
        token: w.creator.token,
        body: { holderName: "Cory Maker", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
      });
      expect(method.status).toBe(200);
      const first = await t.request("/api/v1/auth/payouts", { token: w.creator.token, body: { amount: 5_000 } });
      paidPayout = ((await first.json()) as { data: { id: string } }).data.id;
      expect((await t.request(`/api/v2/payouts/${paidPayout}/approve`, { token: admin.token, body: {} })).status).toBe(200);
      const settle = await t.request(`/api/v2/payouts/${paidPayout}/settle`, { token: admin.token, body: { outcome: "paid" } });
      expect(settle.status).toBe(200);
      expect((await t.request("/api/v1/auth/payouts", { token: w.creator.token, body: { amount: 2_000 } })).status).toBe(201);

      await t.ctx.db.insert(contentReport).values([
        { reporterUserId: w.brand.id, targetType: "user", targetId: w.creator.id, reason: "Spam in messages" },
        { reporterUserId: w.brand.id, targetType: "user", targetId: w.creator.id, reason: "Old report", status: "dismissed" },
      ]);
      await t.ctx.db.insert(paymentWebhookEvent).values([
        { provider: "sandbox", eventId: "evt_failed", type: "checkout.completed", payload: {}, failureReason: "Amount above the limit" },
        { provider: "sandbox", eventId: "evt_ok", type: "checkout.completed", payload: {} },
      ]);
      await t.ctx.db.insert(paymentCheckout).values([
        {
          buyerAccountId: w.buyerAccountId,
          provider: "sandbox",
          purpose: "top_up",
          amountCents: 1_000,
          status: "declined",
          createdAt: new Date("2030-03-10T08:00:00Z"),
        },
        {
          buyerAccountId: w.buyerAccountId,
          provider: "sandbox",
          purpose: "top_up",
          amountCents: 1_000,
          status: "declined",
          createdAt: new Date("2030-03-01T08:00:00Z"),
        },
        {
          buyerAccountId: w.buyerAccountId,
          provider: "sandbox",
          purpose: "top_up",
          amountCents: 1_000,
          status: "paid",
          createdAt: new Date("2030-03-12T08:00:00Z"),
        },
      ]);
      await t.ctx.db.insert(ledgerCheckRun).values([
        { ok: true, accounts: 3, transfers: 2, problems: [], ranAt: new Date("2030-03-01T00:00:00Z") },
        { ok: false, accounts: 9, transfers: 8, problems: ["escrow x is off by 1", "sum is 1"], ranAt: new Date("2030-03-13T00:00:00Z") },
      ]);

      // Into the charts' windows: order A funded the week before, its fee on that week's Sunday
      // night, order B funded in the first minutes of this week, the plan charged this week.
      await dateTransfers("order_funded", orderA, "2030-03-05T10:00:00Z");
      await dateTransfers("platform_fee", orderA, "2030-03-10T23:30:00Z");
      await dateTransfers("order_funded", orderB, "2030-03-11T00:30:00Z");
      const [sub] = await t.ctx.db.select({ id: ledgerTransfer.id }).from(ledgerTransfer).where(eq(ledgerTransfer.reason, "subscription"));
      await t.ctx.db
        .update(ledgerTransfer)
        .set({ createdAt: new Date("2030-03-14T09:00:00Z") })
        .where(eq(ledgerTransfer.id, sub!.id));
      await dateTransfers("payout_paid", paidPayout, "2030-03-01T00:30:00Z");

      await t.ctx.db.update(user).set({ createdAt: new Date("2020-01-01T00:00:00Z") });
      await t.ctx.db
        .update(user)
        .set({ createdAt: new Date("2030-03-14T00:10:00Z") })
        .where(eq(user.id, w.brand.id));
      await t.ctx.db
        .update(user)
        .set({ createdAt: new Date("2030-02-13T00:00:00Z") })
        .where(eq(user.id, w.creator.id));
      await t.ctx.db
        .update(user)
        .set({ createdAt: new Date("2030-02-12T23:59:59Z") })
        .where(eq(user.id, admin.id));
    });

    it("counts what needs a person: the disputed order, the open report, the waiting payout, the failures", async () => {
      const o = await getOverview(t.ctx.db, { now: NOW });
      expect(o.attention.map((a) => [a.key, a.count])).toEqual([
        ["disputes", 1],
        ["reports", 1],
        ["payouts", 1],
        ["failedPaymentEvents", 1],
        ["failedCheckouts", 1],
        ["ledgerProblems", 2],
      ]);
    });

    it("sums the ledger: wallets, escrow, owed to creators and paid out, in cents", async () => {
      const o = await getOverview(t.ctx.db, { now: NOW });
      // Wallet: 70,000 − 2 × 20,000 funded − 4,900 Starter. Escrow: A's second video 10,000 + B's 20,000.
      // Creator: 8,500 earned − 5,000 paid − 2,000 requested = 1,500 left + 2,000 in transit.
      expect(o.money).toEqual({
        walletsCents: 25_100,
        escrowCents: 30_000,
        owedToCreatorsCents: 3_500,
        inTransitCents: 2_000,
        paidOutCents: 5_000,
        paidOutThisMonthCents: 5_000,
      });
      const april = await getOverview(t.ctx.db, { now: new Date("2030-04-01T00:00:00Z") });
      expect(april.money.paidOutThisMonthCents).toBe(0);
      expect(april.money.paidOutCents).toBe(5_000);
    });

    it("puts GMV and revenue in their UTC weeks, Monday first", async () => {
      const o = await getOverview(t.ctx.db, { now: NOW });
      expect(o.weeks).toEqual([
        ...EMPTY_WEEKS.slice(0, 10),
        { weekStart: "2030-03-04", gmvCents: 20_000, revenueCents: 1_500 },
        { weekStart: "2030-03-11", gmvCents: 20_000, revenueCents: 4_900 },
      ]);
    });

    it("counts sign-ups on their UTC day, the thirty days ending today", async () => {
      const o = await getOverview(t.ctx.db, { now: NOW });
      expect(o.signUps).toHaveLength(30);
      expect(o.signUps[0]).toEqual({ day: "2030-02-13", count: 1 });
      expect(o.signUps[29]).toEqual({ day: "2030-03-14", count: 1 });
      expect(o.signUps.reduce((sum, d) => sum + d.count, 0)).toBe(2);
      expect(o.newestUsers[0]).toMatchObject({ id: w.brand.id, types: ["brand"], createdAt: "2030-03-14T00:10:00.000Z" });
    });

    it("GET /api/v2/overview answers an admin with the same ledger figures", async () => {
      const res = await t.request("/api/v2/overview", { token: admin.token });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: AdminOverviewData };
      expect(data.money).toMatchObject({ walletsCents: 25_100, escrowCents: 30_000, owedToCreatorsCents: 3_500, paidOutCents: 5_000 });
      expect(data.attention.find((a) => a.key === "disputes")).toMatchObject({ count: 1, href: "/admin/disputes", label: "Open disputes" });
      expect(data.weeks).toHaveLength(12);
      expect(data.signUps).toHaveLength(30);
      const reports = await t.ctx.db
        .select()
        .from(contentReport)
        .where(inArray(contentReport.status, ["open"]));
      expect(reports).toHaveLength(1);
    });

    it("refuses a brand and a signed-out caller", async () => {
      expect((await t.request("/api/v2/overview", { token: w.brand.token })).status).toBe(403);
      expect((await t.request("/api/v2/overview")).status).toBe(403);
    });
  });
});
