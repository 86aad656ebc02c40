import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insufficientFundsErrorSchema,
  orderDetailsResponseSchema,
  orderListResponseSchema,
  purchaseOrderResponseSchema,
} from "@/contracts/orders";
import { meSchema } from "@/contracts/me";
import { brandProfile, creatorPackage, domainEvent, marketOrder, orderVideo, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { transition } from "@/server/domain/events/transition";
import { checkConsistency, earningsOf, escrowOf, getBalance, PLATFORM_REVENUE, walletOf } from "@/server/domain/ledger";
import { cancelOrder, openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { resolveDispute } from "@/server/domain/orders/resolve-dispute";
import { approveOrderVideo, deliverOrderVideo, requestRevision } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS, type OrderParty } from "@/server/domain/orders/order-access";
import { orderMachine } from "@/server/domain/orders/order-transitions";
import { runOrderJobs } from "@/server/domain/orders/run-order-jobs";
import { markReceived, updateTracking } from "@/server/domain/orders/ship-and-receive";
import { AppError } from "@/server/errors";
import { buyOrder, orderWorld, purchaseBody, topUp, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * The order engine end to end on PGlite — purchase (funded in one transaction,
 * idempotent, nothing written without the money), shipping, production, delivery, revisions,
 * approval (money to the creator minus the fee), cancellation, disputes, the order clocks, and
 * authorization (404 to every stranger). Expected figures come from the package prices here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const buyer = (w: OrderWorld): OrderParty => ({ side: "buyer", buyerAccountId: w.buyerAccountId });
const creator = (w: OrderWorld): OrderParty => ({ side: "creator", userId: w.creator.id });

const buy = (w: OrderWorld, shipsProduct: boolean, now?: Date) => buyOrder(t, w, { shipsProduct, now });

const statusOf = async (id: string) =>
  (await t.ctx.db.select({ s: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, id)))[0]!.s;

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function rowCounts() {
  const [o] = await t.ctx.db.select({ n: count() }).from(marketOrder);
  const [v] = await t.ctx.db.select({ n: count() }).from(orderVideo);
  const [e] = await t.ctx.db.select({ n: count() }).from(domainEvent);
  return { orders: o!.n, videos: v!.n, events: e!.n };
}

describe("purchase", () => {
  it("creates and funds the order in one go; nothing ships → in production with the turnaround as deadline", async () => {
    const w = await orderWorld(t, { walletCents: 50_000 });
    const res = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w) });
    expect(res.status).toBe(201);
    const { data, replayed } = purchaseOrderResponseSchema.parse(await res.json());
    expect(replayed).toBe(false);
    expect(data.status).toBe("in_production");
    expect(data.priceCents).toBe(20_000);
    expect(new Date(data.deadlineAt!).getTime() - new Date(data.productionStartedAt!).getTime()).toBe(7 * DAY_MS);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(30_000);
    expect(await getBalance(t.ctx.db, escrowOf(data.id))).toBe(20_000);
    const videos = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, data.id));
    expect(videos.map((v) => v.priceCents).reduce((a, b) => a + b)).toBe(20_000);
    expect(videos).toHaveLength(2);
  });

  it("the same idempotency key twice makes one order (200 and replayed the second time)", async () => {
    const w = await orderWorld(t, { walletCents: 50_000 });
    const body = purchaseBody(w);
    const first = await t.request("/api/v1/auth/orders", { token: w.brand.token, body });
    const second = await t.request("/api/v1/auth/orders", { token: w.brand.token, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = purchaseOrderResponseSchema.parse(await first.json());
    const b = purchaseOrderResponseSchema.parse(await second.json());
    expect(b.data.id).toBe(a.data.id);
    expect(b.replayed).toBe(true);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(30_000);
  });

  it("with too little money nothing is written and the answer names the shortfall", async () => {
    const w = await orderWorld(t, { walletCents: 12_345 });
    const before = await rowCounts();
    const res = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w) });
    expect(res.status).toBe(402);
    const body = insufficientFundsErrorSchema.parse(await res.json());
    expect(body.error.details).toEqual({ priceCents: 20_000, balanceCents: 12_345, shortfallCents: 7_655 });
    expect(await rowCounts()).toEqual(before);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(12_345);
  });

  it("refuses another account's brand profile, an unknown or inactive package and a bad brief, and writes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 50_000 });
    const other = await orderWorld(t, { walletCents: 50_000 });
    const res = await t.request("/api/v1/auth/orders", {
      token: w.brand.token,
      body: purchaseBody(w, { brandProfileId: other.brandProfileId }),
    });
    expect(res.status).toBe(404);
    const unknown = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w, { packageId: randomUUID() }) });
    expect(unknown.status).toBe(404);
    const bad = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w, { brief: { whatToFilm: "" } }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(["brief.whatToFilm"]);

    // A package its creator switched off cannot be bought: 404, and neither an order nor money moves.
    await t.ctx.db.update(creatorPackage).set({ isActive: false }).where(eq(creatorPackage.id, w.packageId));
    const before = await rowCounts();
    const inactive = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w) });
    expect(inactive.status).toBe(404);
    expect(((await inactive.json()) as { error: { message: string } }).error.message).toBe("This package is not available");
    expect(await rowCounts()).toEqual(before);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(50_000);
  });

  it("refuses a creator who is also a brand buying their own package, and writes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 50_000 });
    // The package's own creator becomes a brand too, with a buyer account, a brand profile and money.
    await t.ctx.db
      .update(user)
      .set({ types: ["brand", "creator"] })
      .where(eq(user.id, w.creator.id));
    const own = await resolveBuyerAccount(t.ctx.db, { userId: w.creator.id, activeOrganizationId: null });
    const [profile] = await t.ctx.db.insert(brandProfile).values({ buyerAccountId: own.id, name: "Cory's Shop" }).returning();
    await topUp(t, own.id, 40_000);
    const before = await rowCounts();
    const res = await t.request("/api/v1/auth/orders", {
      token: w.creator.token,
      body: purchaseBody(w, { brandProfileId: profile!.id }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("You cannot buy your own package");
    expect(await rowCounts()).toEqual(before);
    expect(await getBalance(t.ctx.db, walletOf(own.id))).toBe(40_000);
  });
});

describe("the order lifecycle", () => {
  it("ship → receive → production → deliver → revision → approve: money to the creator minus the fee, escrow empty", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, revisionRounds: 1 });
    const now = new Date("2030-01-10T10:00:00Z");
    const { order, videos } = await buy(w, true, now);
    expect(order.status).toBe("awaiting_shipment");
    const [v1, v2] = videos as [typeof orderVideo.$inferSelect, typeof orderVideo.$inferSelect];

    // The creator cannot enter tracking; the brand can, for both at once.
    await refusal(
      updateTracking(t.ctx.db, { videoId: v1.id, party: creator(w), carrier: "ups", trackingNumber: "1Z999", applyToAll: true }),
    );
    await updateTracking(t.ctx.db, {
      videoId: v1.id,
      party: buyer(w),
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      applyToAll: true,
    });
    const tracked = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id));
    expect(tracked.every((v) => v.trackingNumber === "1Z999AA10123456784")).toBe(true);

    const first = await markReceived(t.ctx.db, { videoId: v1.id, party: creator(w), condition: "received", note: "", photoKey: null, now });
    expect(first.productionStarted).toBe(false);
    const later = new Date(now.getTime() + DAY_MS);
    const second = await markReceived(t.ctx.db, {
      videoId: v2.id,
      party: creator(w),
      condition: "damaged",
      note: "Box crushed",
      photoKey: null,
      now: later,
    });
    expect(second.productionStarted).toBe(true);
    const [started] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, order.id));
    expect(started!.status).toBe("in_production");
    expect(started!.deadlineAt!.getTime()).toBe(later.getTime() + 7 * DAY_MS);

    await deliverOrderVideo(t.ctx.db, { videoId: v1.id, party: creator(w), now: later });
    expect(await statusOf(order.id)).toBe("in_production");
    const delivered = await deliverOrderVideo(t.ctx.db, { videoId: v2.id, party: creator(w), now: later });
    expect(delivered.orderDelivered).toBe(true);

    await approveOrderVideo(t.ctx.db, { videoId: v1.id, party: buyer(w), now: later });
    // 10,000 per video; fee 15% = 1,500; creator 8,500.
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(8_500);
    expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(10_000);

    await requestRevision(t.ctx.db, { videoId: v2.id, party: buyer(w), note: "Show the label", now: later });
    expect(await statusOf(order.id)).toBe("revision_requested");
    await deliverOrderVideo(t.ctx.db, { videoId: v2.id, party: creator(w), now: later });
    expect(await statusOf(order.id)).toBe("delivered");
    // No rounds left: a second revision is refused and nothing changes.
    const before = await rowCounts();
    expect((await refusal(requestRevision(t.ctx.db, { videoId: v2.id, party: buyer(w), note: "Again please" }))).code).toBe(
      "invalid_state",
    );
    expect(await rowCounts()).toEqual(before);

    const done = await approveOrderVideo(t.ctx.db, { videoId: v2.id, party: buyer(w), now: later });
    expect(done.completed).toBe(true);
    expect(await statusOf(order.id)).toBe("completed");
    expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(0);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(17_000);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);

    // The dashboards' money comes from the ledger rows of the completed order (decision 041).
    const brandDash = (await (await t.request("/api/v1/auth/brand/dashboard", { token: w.brand.token })).json()) as {
      data: { money: { inEscrowCents: number; spentCents: number }; counts: { active: number; completed: number } };
    };
    expect(brandDash.data.money).toMatchObject({ inEscrowCents: 0, spentCents: 20_000 });
    expect(brandDash.data.counts).toMatchObject({ active: 0, completed: 1 });
    const creatorDash = (await (await t.request("/api/v1/auth/creator/dashboard", { token: w.creator.token })).json()) as {
      data: { money: { inEscrowCents: number; earnedCents: number; availableCents: number } };
    };
    expect(creatorDash.data.money).toMatchObject({ inEscrowCents: 0, earnedCents: 17_000, availableCents: 17_000 });

    // Approving again pays nothing more.
    expect((await refusal(approveOrderVideo(t.ctx.db, { videoId: v2.id, party: buyer(w) }))).code).toBe("invalid_state");
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(17_000);

    // The timeline tells the whole story, from both sides.
    const res = await t.request(`/api/v1/auth/order-details/creator/${order.id}`, { token: w.creator.token });
    const details = orderDetailsResponseSchema.parse(await res.json()).data;
    expect(details.money).toEqual({
      fundedCents: 20_000,
      releasedCents: 20_000,
      creatorEarnedCents: 17_000,
      feeCents: 3_000,
      refundedCents: 0,
      inEscrowCents: 0,
    });
    expect(details.timeline.map((e) => e.type)).toEqual([
      "order.created",
      "order.awaiting_shipment",
      "order_video.tracking_updated",
      "order_video.tracking_updated",
      "order_video.received",
      "order_video.damaged",
      "order.production_started",
      "order_video.uploaded",
      "order_video.uploaded",
      "order.delivered",
      "order_video.approved",
      // The order's own move to revision_requested restates this request: the timeline tells it once.
      "order_video.revision_requested",
      "order_video.revision_uploaded",
      "order.delivered",
      "order_video.approved",
      "order.completed",
    ]);
  });

  it("nothing is marked received before the brand enters its tracking: 409, nothing written, the clock not started", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1, priceCents: 10_000 });
    const { order, videos } = await buy(w, true);
    const vid = videos[0]!.id;
    const before = await rowCounts();
    const res = await t.request(`/api/v1/auth/order_videos/${vid}/mark-received`, {
      token: w.creator.token,
      body: { condition: "received" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_state",
        message: "The brand has not shipped this product yet: mark it received once its tracking is entered",
      },
    });
    expect(await rowCounts()).toEqual(before);
    const [unchanged] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, order.id));
    expect(unchanged).toMatchObject({ status: "awaiting_shipment", deadlineAt: null });
    expect((await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, vid)))[0]!.receivedAt).toBeNull();
    // The creator's screen does not offer it either.
    const details = orderDetailsResponseSchema.parse(
      await (await t.request(`/api/v1/auth/order-details/creator/${order.id}`, { token: w.creator.token })).json(),
    ).data;
    expect(details.videos[0]!.allowedActions).toEqual([]);

    // The order's transition table itself refuses production while a product is unshipped.
    const direct = await refusal(
      t.ctx.db.transaction((tx) =>
        transition(tx, orderMachine, { id: order.id, to: "in_production", actor: { kind: "creator", id: w.creator.id }, patch: {} }),
      ),
    );
    expect(direct.code).toBe("invalid_state");
    expect(await statusOf(order.id)).toBe("awaiting_shipment");

    // Once shipped, the same request is accepted and production starts.
    await updateTracking(t.ctx.db, {
      videoId: vid,
      party: buyer(w),
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      applyToAll: false,
    });
    const ok = await t.request(`/api/v1/auth/order_videos/${vid}/mark-received`, {
      token: w.creator.token,
      body: { condition: "received" },
    });
    expect(ok.status).toBe(200);
    expect(await statusOf(order.id)).toBe("in_production");
  });

  it("cancel: full refund while awaiting shipment; in production only 3 days past the deadline", async () => {
    const w = await orderWorld(t, { walletCents: 40_000 });
    const shipped = await buy(w, true);
    const res = await t.request(`/api/v1/auth/orders/${shipped.order.id}/cancel`, {
      token: w.brand.token,
      body: { reason: "Changed plans" },
    });
    expect(res.status).toBe(200);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(40_000);
    expect(await getBalance(t.ctx.db, escrowOf(shipped.order.id))).toBe(0);

    const now = new Date("2030-03-01T00:00:00Z");
    const making = await buy(w, false, now);
    // The creator cannot cancel; the brand cannot yet.
    const byCreator = await t.request(`/api/v1/auth/orders/${making.order.id}/cancel`, { token: w.creator.token, body: {} });
    expect(byCreator.status).toBe(409);
    const early = new Date(now.getTime() + 9 * DAY_MS);
    expect((await refusal(cancelOrder(t.ctx.db, { orderId: making.order.id, party: buyer(w), reason: "", now: early }))).code).toBe(
      "invalid_state",
    );
    expect(await getBalance(t.ctx.db, escrowOf(making.order.id))).toBe(20_000);
    const late = new Date(now.getTime() + 10 * DAY_MS);
    await cancelOrder(t.ctx.db, { orderId: making.order.id, party: buyer(w), reason: "Too late", now: late });
    expect(await statusOf(making.order.id)).toBe("cancelled");
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(40_000);
  });

  it("disputes: either side opens one with a reason; an admin releases or refunds, emptying the escrow", async () => {
    const w = await orderWorld(t, { walletCents: 40_000, videos: 1, priceCents: 10_000 });
    const a = await buy(w, false);
    await deliverOrderVideo(t.ctx.db, { videoId: a.videos[0]!.id, party: creator(w) });
    const opened = await t.request(`/api/v1/auth/orders/${a.order.id}/dispute`, {
      token: w.creator.token,
      body: { reason: "The brand does not answer" },
    });
    expect(opened.status).toBe(200);
    expect(orderDetailsResponseSchema.parse(await opened.json()).data.dispute?.openedBy).toBe("creator");
    // Under dispute nothing is approved, not even by the clock.
    expect((await refusal(approveOrderVideo(t.ctx.db, { videoId: a.videos[0]!.id, party: buyer(w) }))).code).toBe("invalid_state");
    expect((await runOrderJobs(t.ctx.db, new Date(Date.now() + 30 * DAY_MS))).autoApproved).toBe(0);
    await resolveDispute(t.ctx.db, { orderId: a.order.id, adminUserId: "admin-1", outcome: "complete", reason: "Delivered as briefed" });
    expect(await statusOf(a.order.id)).toBe("completed");
    expect(await getBalance(t.ctx.db, escrowOf(a.order.id))).toBe(0);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(8_500);

    const b = await buy(w, false);
    await deliverOrderVideo(t.ctx.db, { videoId: b.videos[0]!.id, party: creator(w) });
    await openDispute(t.ctx.db, { orderId: b.order.id, party: buyer(w), reason: "Wrong product shown" });
    await resolveDispute(t.ctx.db, { orderId: b.order.id, adminUserId: "admin-1", outcome: "refund", reason: "Wrong product shown" });
    expect(await statusOf(b.order.id)).toBe("refunded");
    expect(await getBalance(t.ctx.db, escrowOf(b.order.id))).toBe(0);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(30_000);
    expect(await getBalance(t.ctx.db, PLATFORM_REVENUE)).toBeGreaterThanOrEqual(1_500);
  });
});

describe("order clocks", () => {
  it("reminds, marks late, warns and auto-approves once each; a second run does nothing", async () => {
    const w = await orderWorld(t, { walletCents: 40_000, videos: 1, priceCents: 10_000, turnaroundDays: 2 });
    const start = new Date("2031-05-01T00:00:00Z");
    const late = await buy(w, false, start);
    const review = await buy(w, false, start);
    await deliverOrderVideo(t.ctx.db, { videoId: review.videos[0]!.id, party: creator(w), now: start });

    const dayAndHalf = new Date(start.getTime() + 1.5 * DAY_MS);
    const r1 = await runOrderJobs(t.ctx.db, dayAndHalf);
    expect(r1).toEqual({ deadlineReminders: 1, markedLate: 0, reviewWarnings: 0, autoApproved: 0 });
    expect(await runOrderJobs(t.ctx.db, dayAndHalf)).toEqual({ deadlineReminders: 0, markedLate: 0, reviewWarnings: 0, autoApproved: 0 });

    const fourAndHalf = new Date(start.getTime() + 4.5 * DAY_MS);
    expect(await runOrderJobs(t.ctx.db, fourAndHalf)).toEqual({ deadlineReminders: 0, markedLate: 1, reviewWarnings: 1, autoApproved: 0 });
    expect(await runOrderJobs(t.ctx.db, fourAndHalf)).toEqual({ deadlineReminders: 0, markedLate: 0, reviewWarnings: 0, autoApproved: 0 });
    const [marked] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, late.order.id));
    expect(marked!.lateAt).not.toBeNull();

    const sixDays = new Date(start.getTime() + 6 * DAY_MS);
    expect((await runOrderJobs(t.ctx.db, sixDays)).autoApproved).toBe(1);
    expect((await runOrderJobs(t.ctx.db, sixDays)).autoApproved).toBe(0);
    expect(await statusOf(review.order.id)).toBe("completed");
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(8_500);
    const types = await t.ctx.db
      .select({ type: domainEvent.type, actor: domainEvent.actor })
      .from(domainEvent)
      .where(inArray(domainEvent.entityId, [late.order.id, review.videos[0]!.id]))
      .orderBy(domainEvent.occurredAt);
    expect(types.filter((e) => e.actor === "system").map((e) => e.type)).toEqual(
      expect.arrayContaining(["order.deadline_reminder", "order.marked_late", "order_video.review_reminder", "order_video.approved"]),
    );
  });
});

describe("authorization", () => {
  it("another brand, another creator and anonymous get 404 on every id-bearing order route", async () => {
    const w = await orderWorld(t, { walletCents: 40_000 });
    const { order, videos } = await buy(w, true);
    const strangerBrand = await createUser(t, { types: ["brand"] });
    const strangerCreator = await createUser(t, { types: ["creator"] });
    const vid = videos[0]!.id;
    const routes: [string, string, unknown?][] = [
      ["GET", `/api/v1/auth/orders/${order.id}`],
      ["GET", `/api/v1/auth/order-details/buyer/${order.id}`],
      ["GET", `/api/v1/auth/order-details/creator/${order.id}`],
      ["POST", `/api/v1/auth/orders/${order.id}/cancel`, { reason: "" }],
      ["POST", `/api/v1/auth/orders/${order.id}/dispute`, { reason: "Not what we agreed on" }],
      ["POST", `/api/v1/auth/order_videos/${vid}/update-tracking`, { carrier: "ups", trackingNumber: "1Z999AA1" }],
      ["POST", `/api/v1/auth/order_videos/${vid}/mark-received`, { condition: "received" }],
      ["POST", `/api/v1/auth/order_videos/${vid}/approve`, {}],
      ["POST", `/api/v1/auth/order_videos/${vid}/request-revision`, { note: "Please change it" }],
    ];
    const before = await rowCounts();
    for (const token of [strangerBrand.token, strangerCreator.token, undefined]) {
      for (const [method, path, body] of routes) {
        const res = await t.request(path, { method, token, body });
        expect(res.status, `${method} ${path} as ${token ? "stranger" : "anonymous"}`).toBe(404);
        expect(JSON.stringify(await res.json())).not.toContain("Acme");
      }
    }
    // The wrong side of one's own order is 404 as well (the creator has no buyer view).
    expect((await t.request(`/api/v1/auth/order-details/buyer/${order.id}`, { token: w.creator.token })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/order-details/creator/${order.id}`, { token: w.brand.token })).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
    // The lists hold only one's own orders.
    const list = orderListResponseSchema.parse(await (await t.request("/api/v1/auth/orders", { token: strangerBrand.token })).json());
    expect(list.data).toEqual([]);
  });
});

describe("screens' reads", () => {
  it("lists put what needs action first, and /me carries the action items", async () => {
    const w = await orderWorld(t, { walletCents: 100_000 });
    await buy(w, false);
    const shipping = await buy(w, true);
    const res = await t.request("/api/v1/auth/orders", { token: w.brand.token });
    const list = orderListResponseSchema.parse(await res.json());
    expect(list.pagination.total).toBe(2);
    expect(list.data[0]).toMatchObject({ id: shipping.order.id, needsAction: true, nextAction: "Enter tracking" });
    const creatorList = orderListResponseSchema.parse(
      await (await t.request("/api/v1/auth/creator-orders?status=needs_action", { token: w.creator.token })).json(),
    );
    expect(creatorList.data).toHaveLength(1);
    expect(creatorList.data[0]!.nextAction).toBe("Deliver videos");
    // Paging keeps the order (needs action first) and the total; a search by reference finds one.
    const second = orderListResponseSchema.parse(
      await (await t.request("/api/v1/auth/orders?per_page=1&page=2", { token: w.brand.token })).json(),
    );
    expect(second.pagination.total).toBe(2);
    expect(second.data.map((o) => o.id)).toEqual([list.data[1]!.id]);
    expect(second.data[0]).toMatchObject({ needsAction: false });
    const found = orderListResponseSchema.parse(
      await (await t.request(`/api/v1/auth/orders?q=${list.data[1]!.reference}`, { token: w.brand.token })).json(),
    );
    expect(found.data.map((o) => o.id)).toEqual([list.data[1]!.id]);
    const needs = orderListResponseSchema.parse(
      await (await t.request("/api/v1/auth/orders?status=needs_action", { token: w.brand.token })).json(),
    );
    expect(needs.data.map((o) => o.id)).toEqual([shipping.order.id]);

    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: w.brand.token })).json());
    expect(me.actionItems.items).toEqual([
      { kind: "orders_to_ship", count: 1, label: "1 order to ship", href: "/platform/orders?status=awaiting_shipment" },
    ]);
    const dash = await t.request("/api/v1/auth/brand/dashboard", { token: w.brand.token });
    expect(dash.status).toBe(200);
    const { data } = (await dash.json()) as { data: { money: { inEscrowCents: number; walletCents: number } } };
    expect(data.money).toMatchObject({ inEscrowCents: 40_000, walletCents: 60_000 });
    const cdash = await t.request("/api/v1/auth/creator/dashboard", { token: w.creator.token });
    expect(cdash.status).toBe(200);
  });

  it("saved products: a brand saves and lists its own", async () => {
    const w = await orderWorld(t);
    const created = await t.request("/api/v1/auth/products", {
      token: w.brand.token,
      body: { name: "Glow Serum", url: "https://acme.example/serum" },
    });
    expect(created.status).toBe(201);
    const list = (await (await t.request("/api/v1/auth/products", { token: w.brand.token })).json()) as { data: { name: string }[] };
    expect(list.data.map((p) => p.name)).toEqual(["Glow Serum"]);
    const other = await orderWorld(t);
    const none = (await (await t.request("/api/v1/auth/products", { token: other.brand.token })).json()) as { data: unknown[] };
    expect(none.data).toEqual([]);
    await topUp(t, w.buyerAccountId, 1);
  });
});

describe("order e-mail", () => {
  it("tells the other side of each change once: tracking to the creator, receipt to the brand", async () => {
    const { deliverEvent } = await import("@/server/jobs/deliver-event");
    const { orderMailConsumer } = await import("@/server/jobs/consumers/order-mail-consumer");
    const { mailOutbox } = await import("@/server/db/schema");
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1 });
    const { order, videos } = await buy(w, true);
    await updateTracking(t.ctx.db, {
      videoId: videos[0]!.id,
      party: buyer(w),
      carrier: "fedex",
      trackingNumber: "123456789012",
      applyToAll: false,
    });
    await markReceived(t.ctx.db, { videoId: videos[0]!.id, party: creator(w), condition: "received", note: "", photoKey: null });
    const events = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(inArray(domainEvent.entityId, [order.id, videos[0]!.id]));
    for (const e of events) {
      if (!orderMailConsumer.accepts(e)) continue;
      await deliverEvent(t.ctx, orderMailConsumer, e.id);
      expect(await deliverEvent(t.ctx, orderMailConsumer, e.id)).toBe("duplicate");
    }
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order-update"));
    const to = (email: string) => mails.filter((m) => m.toAddress === email).map((m) => m.subject);
    expect(to(w.creator.email)).toEqual(
      expect.arrayContaining([expect.stringContaining("You have a new order"), expect.stringContaining("FedEx 123456789012")]),
    );
    expect(to(w.brand.email)).toEqual(
      expect.arrayContaining([expect.stringContaining("received the product"), expect.stringContaining("Production started")]),
    );
  });
});
