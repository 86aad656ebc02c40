import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaidUsageView } from "@/contracts/paid-usage";
import { creatorPackage, domainEvent, marketOrder, notification, orderVideo, paidUsageAuthorisation } from "@/server/db/schema";
import { checkConsistency, earningsOf, escrowOf, getBalance, PLATFORM_REVENUE, walletOf } from "@/server/domain/ledger";
import { cancelOrder, openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { resolveDispute } from "@/server/domain/orders/resolve-dispute";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { openCode } from "@/server/domain/paid-usage/code-cipher";
import { recordExpiringPaidUsage } from "@/server/domain/paid-usage/record-expiring-paid-usage";
import { eventNotificationsConsumer } from "@/server/jobs/consumers/event-notifications-consumer";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { approve } from "../support/licence-fixtures";
import { BRIEF, orderWorld, topUp, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 084: a paid-usage authorisation bought with an order, its price held in the order's
 * escrow beside the videos' price, released (minus the 15% fee) when the creator hands the code
 * over, renewed with a new escrowed payment, revoked by the creator, refunded when never handed
 * over. The expected money comes from this file's model: package 200.00 (2 videos), TikTok 30 days
 * 50.00, Meta 90 days 80.00, fee 15% rounded down per release.
 */

const DAY = 24 * 60 * 60 * 1000;
const CODE = "#" + "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6QUJD".repeat(1) + "+/9w==";
const OFFERS = [
  { platform: "tiktok_spark", windowDays: 30, priceCents: 5_000 },
  { platform: "meta_partnership", windowDays: 90, priceCents: 8_000 },
] as const;

let t: TestApp;
let w: OrderWorld;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 2 });
  await t.ctx.db
    .update(creatorPackage)
    .set({ paidUsageOffers: [...OFFERS] })
    .where(eq(creatorPackage.id, w.packageId));
  stranger = await createUser(t, { types: ["creator"] });
});
afterAll(() => t?.close());

const wallet = () => getBalance(t.ctx.db, walletOf(w.buyerAccountId));
const escrow = (orderId: string) => getBalance(t.ctx.db, escrowOf(orderId));
const earnings = () => getBalance(t.ctx.db, earningsOf(w.creator.id));
const revenue = () => getBalance(t.ctx.db, PLATFORM_REVENUE);
const consistent = async () => expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);

async function buy(paidUsage: { platform: "tiktok_spark" | "meta_partnership"; windowDays: number } | null) {
  const res = await t.request("/api/v1/auth/orders", {
    token: w.brand.token,
    body: {
      packageId: w.packageId,
      brandProfileId: w.brandProfileId,
      brief: BRIEF,
      shipsProduct: false,
      paidUsage,
      idempotencyKey: randomUUID(),
    },
  });
  return res;
}

const list = (orderId: string, token: string) => t.as(token).v1.call("GET /auth/orders/:id/paid-usage", { param: { id: orderId } });

async function approveAll(orderId: string) {
  const videos = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, orderId));
  for (const v of videos) await deliverOrderVideo(t.ctx.db, { videoId: v.id, party: { side: "creator", userId: w.creator.id } });
  for (const v of videos) await approve(t, w, v.id);
}

describe("bought, handed over, expired and renewed, with the ledger exact at each step", () => {
  let orderId: string;
  let auth: PaidUsageView;

  it("buying a package with a paid usage it does not offer is a 400 naming paidUsage, and moves nothing", async () => {
    const before = await wallet();
    const res = await buy({ platform: "tiktok_spark", windowDays: 60 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.paidUsage).toMatch(/does not offer/);
    expect(await wallet()).toBe(before);
  });

  it("buying escrows the videos' price and the paid usage's price beside it", async () => {
    const res = await buy({ platform: "tiktok_spark", windowDays: 30 });
    expect(res.status).toBe(201);
    orderId = ((await res.json()) as { data: { id: string } }).data.id;
    expect(await wallet()).toBe(100_000 - 20_000 - 5_000);
    expect(await escrow(orderId)).toBe(25_000);
    const [row] = await t.ctx.db.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.orderId, orderId));
    expect(row).toMatchObject({ status: "pending", platform: "tiktok_spark", windowDays: 30, priceCents: 5_000, sealedCode: null });
    // The order's own price (what the videos' shares split) does not include it.
    const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId));
    expect(order!.priceCents).toBe(20_000);
    const [creatorView] = (await list(orderId, w.creator.token)).data;
    auth = creatorView!;
    expect(auth).toMatchObject({ status: "pending", canHandOver: true, revealed: null, codeHint: null, canRevoke: false });
    const [brandView] = (await list(orderId, w.brand.token)).data;
    expect(brandView).toMatchObject({ status: "pending", canHandOver: false, canRefund: false, canRenew: false, revealed: null });
    await consistent();
  });

  it("another creator gets 404, the brand cannot hand over (403)", async () => {
    expect((await t.request(`/api/v1/auth/orders/${orderId}/paid-usage`, { token: stranger.token })).status).toBe(404);
    const byStranger = await t.request(`/api/v1/auth/paid-usage/${auth.id}/hand-over`, {
      token: stranger.token,
      body: { code: CODE, codeWindowDays: 30 },
    });
    expect(byStranger.status).toBe(404);
    const byBrand = await t.request(`/api/v1/auth/paid-usage/${auth.id}/hand-over`, {
      token: w.brand.token,
      body: { code: CODE, codeWindowDays: 30 },
    });
    expect(byBrand.status).toBe(403);
  });

  it("a code in the wrong format is a 400 naming the field, and changes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "8yBn3YNrQ1ZG0xGqaq8gSqS2P1eB9Zg8o0cq", codeWindowDays: 30 }, "code"],
      [{ code: "#short", codeWindowDays: 30 }, "code"],
      [{ code: "#has spaces and !!! not base64 at all, not at all", codeWindowDays: 30 }, "code"],
      [{ code: CODE, codeWindowDays: 7 }, "codeWindowDays"],
      [{ code: CODE }, "codeWindowDays"],
    ];
    for (const [body, field] of cases) {
      const res = await t.request(`/api/v1/auth/paid-usage/${auth.id}/hand-over`, { token: w.creator.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBeTruthy();
    }
    const [row] = await t.ctx.db.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, auth.id));
    expect(row).toMatchObject({ status: "pending", sealedCode: null });
    expect(await escrow(orderId)).toBe(25_000);
  });

  it("approving the videos releases their price only: the paid usage stays in escrow", async () => {
    const before = await earnings();
    await approveAll(orderId);
    // Two shares of 100.00, 15.00 fee each.
    expect(await earnings()).toBe(before + 17_000);
    expect(await escrow(orderId)).toBe(5_000);
    await consistent();
  });

  it("handing over releases the price minus the fee; the code is stored sealed and shown to the brand only", async () => {
    const before = await earnings();
    const revenueBefore = await revenue();
    const handed = await t.as(w.creator.token).v1.call("POST /auth/paid-usage/:id/hand-over", {
      param: { id: auth.id },
      json: { code: CODE, codeWindowDays: 30 },
    });
    expect(handed.data).toMatchObject({ status: "active", revealed: null, codeWindowDays: 30 });
    expect(handed.data.codeHint).not.toContain(CODE.slice(5, -4));
    expect(await earnings()).toBe(before + 4_250);
    expect(await revenue()).toBe(revenueBefore + 750);
    expect(await escrow(orderId)).toBe(0);
    expect(await wallet()).toBe(75_000);
    await consistent();

    const [row] = await t.ctx.db.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, auth.id));
    expect(row!.sealedCode).not.toContain(CODE);
    expect(row!.sealedCode).not.toContain(CODE.slice(1, 20));
    expect(row!.sealedCode!.startsWith("v1.")).toBe(true);
    expect(JSON.parse(openCode(t.ctx.settings.PAID_USAGE_CODE_KEY!, row!.id, row!.sealedCode!))).toMatchObject({ code: CODE });
    // Bound to its row: the same sealed value does not open as another authorisation's.
    expect(() => openCode(t.ctx.settings.PAID_USAGE_CODE_KEY!, randomUUID(), row!.sealedCode!)).toThrow();
    expect(row!.endsAt!.getTime() - row!.startsAt!.getTime()).toBe(30 * DAY);

    const [brandView] = (await list(orderId, w.brand.token)).data;
    expect(brandView).toMatchObject({ status: "active", revealed: { code: CODE }, canRenew: true });
    const [creatorView] = (await list(orderId, w.creator.token)).data;
    expect(creatorView!.revealed).toBeNull();
    expect(JSON.stringify(creatorView)).not.toContain(CODE);
    // No event carries the code (they feed notifications, e-mails and webhooks).
    const events = await t.ctx.db.select().from(domainEvent).where(eq(domainEvent.entityId, auth.id));
    expect(events.map((e) => e.type)).toEqual(["paid_usage.created", "paid_usage.handed_over"]);
    expect(JSON.stringify(events)).not.toContain(CODE.slice(1, 20));
    // The order's timeline tells both sides, without the code.
    const details = await t.as(w.brand.token).v1.call("GET /auth/order-details/buyer/:id", { param: { id: orderId } });
    const labels = details.data.timeline.map((e) => e.label);
    expect(labels).toContain("The brand bought the TikTok Spark Ads code for 30 days, $50.00");
    expect(labels.some((l) => l.startsWith("The creator handed over the TikTok Spark Ads code; it runs until "))).toBe(true);
    expect(JSON.stringify(details.data)).not.toContain(CODE.slice(1, 20));
    // Handing over twice is refused and pays nothing more.
    const again = await t.request(`/api/v1/auth/paid-usage/${auth.id}/hand-over`, {
      token: w.creator.token,
      body: { code: CODE, codeWindowDays: 30 },
    });
    expect(again.status).toBe(409);
    expect(await escrow(orderId)).toBe(0);
  });

  it("the reminder is recorded once with two workers running the clock, then tells both sides", async () => {
    const [row] = await t.ctx.db.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, auth.id));
    const clock = new Date(row!.endsAt!.getTime() - 3 * DAY);
    // Before its last 7 days: nothing.
    expect(await recordExpiringPaidUsage(t.ctx.db, new Date(row!.endsAt!.getTime() - 8 * DAY))).toBe(0);
    const counts = await Promise.all([recordExpiringPaidUsage(t.ctx.db, clock), recordExpiringPaidUsage(t.ctx.db, clock)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await recordExpiringPaidUsage(t.ctx.db, clock)).toBe(0);
    const reminders = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, auth.id), eq(domainEvent.type, "paid_usage.expiring")));
    expect(reminders).toHaveLength(1);
    await deliverEvent(t.ctx, eventNotificationsConsumer, reminders[0]!.id);
    expect(await deliverEvent(t.ctx, eventNotificationsConsumer, reminders[0]!.id)).toBe("duplicate");
    for (const userId of [w.brand.id, w.creator.id]) {
      const notes = await t.ctx.db.select().from(notification).where(eq(notification.userId, userId));
      expect(notes.filter((n) => n.formattedMessage.includes("Reminder: the TikTok Spark Ads code ends on"))).toHaveLength(1);
    }
  });

  it("expired, then renewed: a new escrowed payment, one per click, released when the creator confirms the window", async () => {
    await t.ctx.db
      .update(paidUsageAuthorisation)
      .set({ startsAt: new Date(Date.now() - 40 * DAY), endsAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(paidUsageAuthorisation.id, auth.id));
    const [expired] = (await list(orderId, w.brand.token)).data;
    expect(expired).toMatchObject({ status: "expired", canRenew: true });

    const walletBefore = await wallet();
    const key = randomUUID();
    const first = await t.request(`/api/v1/auth/paid-usage/${auth.id}/renew`, { token: w.brand.token, body: { idempotencyKey: key } });
    expect(first.status).toBe(201);
    const renewal = ((await first.json()) as { data: PaidUsageView }).data;
    expect(renewal).toMatchObject({ status: "pending", renewalOf: auth.id, windowDays: 30, priceCents: 5_000 });
    const second = await t.request(`/api/v1/auth/paid-usage/${auth.id}/renew`, { token: w.brand.token, body: {} });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { data: PaidUsageView }).data.id).toBe(renewal.id);
    expect(await wallet()).toBe(walletBefore - 5_000);
    expect(await escrow(orderId)).toBe(5_000);
    await consistent();

    const earned = await earnings();
    await t.as(w.creator.token).v1.call("POST /auth/paid-usage/:id/hand-over", {
      param: { id: renewal.id },
      json: { code: CODE, codeWindowDays: 60 },
    });
    expect(await earnings()).toBe(earned + 4_250);
    expect(await escrow(orderId)).toBe(0);
    const views = (await list(orderId, w.brand.token)).data;
    expect(views.map((v) => v.status)).toEqual(["expired", "active"]);
    expect(views[0]!.canRenew).toBe(false);
    // The old one had ended: the renewal runs from its hand-over.
    expect(new Date(views[1]!.endsAt!).getTime() - new Date(views[1]!.startsAt!).getTime()).toBe(30 * DAY);
    await consistent();
  });
});

describe("Meta partnership permission: renewed while running, then revoked", () => {
  it("a renewal starts where the running one ends; revoking ends it and tells the brand", async () => {
    const res = await buy({ platform: "meta_partnership", windowDays: 90 });
    expect(res.status).toBe(201);
    const orderId = ((await res.json()) as { data: { id: string } }).data.id;
    const [pending] = (await list(orderId, w.creator.token)).data;
    const bad = await t.request(`/api/v1/auth/paid-usage/${pending!.id}/hand-over`, {
      token: w.creator.token,
      body: { accountId: "17841400000000000", permissionId: "perm-1" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.permissionId).toBeTruthy();

    const escrowBefore = await escrow(orderId);
    await t.as(w.creator.token).v1.call("POST /auth/paid-usage/:id/hand-over", {
      param: { id: pending!.id },
      json: { accountId: "17841400000000000", permissionId: "2384756190" },
    });
    expect(await escrow(orderId)).toBe(escrowBefore - 8_000);
    const [brandView] = (await list(orderId, w.brand.token)).data;
    expect(brandView!.revealed).toEqual({ accountId: "17841400000000000", permissionId: "2384756190" });
    const [creatorView] = (await list(orderId, w.creator.token)).data;
    expect(creatorView!.codeHint).toBe("account ••••0000 · permission ••••6190");

    const renewal = await t.as(w.brand.token).v1.call("POST /auth/paid-usage/:id/renew", { param: { id: pending!.id }, json: {} });
    await t.as(w.creator.token).v1.call("POST /auth/paid-usage/:id/hand-over", {
      param: { id: renewal.data.id },
      json: { accountId: "17841400000000000", permissionId: "2384756190" },
    });
    const [first, second] = (await list(orderId, w.brand.token)).data;
    expect(second!.startsAt).toBe(first!.endsAt);
    expect(new Date(second!.endsAt!).getTime() - new Date(first!.startsAt!).getTime()).toBe(180 * DAY);

    // Only the creator revokes; the brand is told.
    expect((await t.request(`/api/v1/auth/paid-usage/${first!.id}/revoke`, { token: w.brand.token, body: {} })).status).toBe(403);
    const revoked = await t.as(w.creator.token).v1.call("POST /auth/paid-usage/:id/revoke", {
      param: { id: first!.id },
      json: { reason: "Account moved" },
    });
    expect(revoked.data).toMatchObject({ status: "revoked", revokeReason: "Account moved", canRevoke: false });
    const [afterRevoke] = (await list(orderId, w.brand.token)).data;
    expect(afterRevoke).toMatchObject({ status: "revoked", revealed: null, canRenew: false });
    const [event] = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, first!.id), eq(domainEvent.type, "paid_usage.revoked")));
    await deliverEvent(t.ctx, eventNotificationsConsumer, event!.id);
    const notes = await t.ctx.db.select().from(notification).where(eq(notification.userId, w.brand.id));
    expect(notes.some((n) => n.formattedMessage.includes("The creator revoked the Meta partnership-ads permission: Account moved"))).toBe(
      true,
    );
    await consistent();
  });
});

describe("never handed over: the brand is refunded that part", () => {
  it("refused before the hand-over is overdue, refunded after; cancellation refunds it with the order", async () => {
    const res = await buy({ platform: "tiktok_spark", windowDays: 30 });
    const orderId = ((await res.json()) as { data: { id: string } }).data.id;
    const [pending] = (await list(orderId, w.brand.token)).data;
    // The order still runs: too early.
    expect((await t.request(`/api/v1/auth/paid-usage/${pending!.id}/refund`, { token: w.brand.token, method: "POST" })).status).toBe(409);
    await approveAll(orderId);
    expect((await t.request(`/api/v1/auth/paid-usage/${pending!.id}/refund`, { token: w.brand.token, method: "POST" })).status).toBe(409);
    await t.ctx.db
      .update(marketOrder)
      .set({ completedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(marketOrder.id, orderId));
    const walletBefore = await wallet();
    // The creator cannot take it back; the brand can.
    expect((await t.request(`/api/v1/auth/paid-usage/${pending!.id}/refund`, { token: w.creator.token, method: "POST" })).status).toBe(403);
    const refunded = await t.as(w.brand.token).v1.call("POST /auth/paid-usage/:id/refund", { param: { id: pending!.id } });
    expect(refunded.data).toMatchObject({ status: "refunded", canHandOver: false });
    expect(await wallet()).toBe(walletBefore + 5_000);
    expect(await escrow(orderId)).toBe(0);
    const late = await t.request(`/api/v1/auth/paid-usage/${pending!.id}/hand-over`, {
      token: w.creator.token,
      body: { code: CODE, codeWindowDays: 30 },
    });
    expect(late.status).toBe(409);
    await consistent();

    // The wallet holds less than the videos and the permission together: nothing is bought.
    const short = await buy({ platform: "meta_partnership", windowDays: 90 });
    expect(short.status).toBe(402);
    expect(await wallet()).toBe(14_000);
    await topUp(t, w.buyerAccountId, 100_000);
    const walletBeforeCancelled = await wallet();
    const cancelledRes = await buy({ platform: "meta_partnership", windowDays: 90 });
    const cancelledId = ((await cancelledRes.json()) as { data: { id: string } }).data.id;
    expect(await wallet()).toBe(walletBeforeCancelled - 28_000);
    // An admin cancels (the brand could not while the order is in production and not late).
    await cancelOrder(t.ctx.db, { orderId: cancelledId, party: null, adminUserId: "admin", reason: "Changed plans" });
    expect(await wallet()).toBe(walletBeforeCancelled);
    const [closed] = (await list(cancelledId, w.brand.token)).data;
    expect(closed!.status).toBe("refunded");
    // The order's own money refunds its own price; the paid usage went back under its own reference.
    const cancelled = await t.as(w.brand.token).v1.call("GET /auth/order-details/buyer/:id", { param: { id: cancelledId } });
    expect(cancelled.data.money).toMatchObject({ fundedCents: 20_000, refundedCents: 20_000, inEscrowCents: 0 });
    expect(await escrow(cancelledId)).toBe(0);
    await consistent();
  });
});

describe("a dispute over the videos leaves the paid usage out", () => {
  it("the admin divides the videos' escrow only; a refund outcome refunds the pending paid usage too", async () => {
    const admin = await createUser(t, { role: "admin" });
    const split = async (outcome: "complete" | "refund") => {
      const res = await buy({ platform: "tiktok_spark", windowDays: 30 });
      const orderId = ((await res.json()) as { data: { id: string } }).data.id;
      const videos = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, orderId));
      for (const v of videos) await deliverOrderVideo(t.ctx.db, { videoId: v.id, party: { side: "creator", userId: w.creator.id } });
      await openDispute(t.ctx.db, { orderId, party: { side: "buyer", buyerAccountId: w.buyerAccountId }, reason: "Not what we asked" });
      const settled = await resolveDispute(t.ctx.db, { orderId, adminUserId: admin.id, outcome, reason: "Reviewed both sides" });
      return { orderId, settled };
    };

    const walletBefore = await wallet();
    const refunded = await split("refund");
    expect(refunded.settled.escrowCents).toBe(20_000);
    expect(await wallet()).toBe(walletBefore);
    expect(await escrow(refunded.orderId)).toBe(0);
    expect((await list(refunded.orderId, w.brand.token)).data[0]!.status).toBe("refunded");

    const earned = await earnings();
    const completed = await split("complete");
    expect(completed.settled.escrowCents).toBe(20_000);
    expect(await earnings()).toBe(earned + 17_000);
    // Still the creator's to hand over (and be paid for) after the dispute.
    expect(await escrow(completed.orderId)).toBe(5_000);
    const [pending] = (await list(completed.orderId, w.creator.token)).data;
    expect(pending).toMatchObject({ status: "pending", canHandOver: true });
    await consistent();
  });
});
