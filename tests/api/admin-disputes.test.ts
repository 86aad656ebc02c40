import { Validator } from "@seriousme/openapi-schema-validator";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { disputeEvidenceSchema, disputeMessagesSchema, disputeQueueSchema, disputeSettlementSchema } from "@/contracts/admin/disputes";
import { orderDetailsResponseSchema } from "@/contracts/orders";
import { auditLog, mailOutbox, marketOrder, notification, orderVideo } from "@/server/db/schema";
import { checkConsistency, earningsOf, escrowOf, getBalance, PLATFORM_REVENUE, walletOf } from "@/server/domain/ledger";
import { openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS } from "@/server/domain/orders/order-access";
import { runOrderJobs } from "@/server/domain/orders/run-order-jobs";
import { startJobs, type JobRunner } from "@/server/jobs";
import { drainQueues } from "../support/event-queues";
import { BRIEF, buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The admin's dispute desk through /api/v2: the queue, the evidence, the audited read of the
 * parties' messages, and the three decisions with literal cents (fee 15%, order_fixtures). Every
 * refused request leaves the order, its escrow and the audit log as they were.
 */

let t: TestApp;
let jobs: JobRunner;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.ctx, { dispatchIntervalMs: 100 });
  admin = await createUser(t, { role: "admin" });
});
afterAll(async () => {
  await jobs?.stop({ graceful: false });
  await t?.close();
});

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
const v2 = (path: string, init: { method?: string; body?: unknown } = {}) => t.request(`/api/v2${path}`, { ...init, token: admin.token });
const resolve = (orderId: string, body: unknown) => v2(`/disputes/${orderId}/resolve`, { method: "POST", body });

/** A 1-video order of $100.00 delivered and disputed by the brand: the escrow holds 10000 cents. */
async function disputedOrder(options: { openedAt?: Date } = {}) {
  const w = await orderWorld(t, { walletCents: 40_000, videos: 1, priceCents: 10_000 });
  const { order, videos } = await buyOrder(t, w);
  await deliverOrderVideo(t.ctx.db, { videoId: videos[0]!.id, party: { side: "creator", userId: w.creator.id } });
  await openDispute(t.ctx.db, {
    orderId: order.id,
    party: { side: "buyer", buyerAccountId: w.buyerAccountId },
    reason: "The video shows a competitor's bottle",
    now: options.openedAt,
  });
  return { w, orderId: order.id, videoId: videos[0]!.id };
}

async function auditRows(orderId: string, action: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, orderId), eq(auditLog.action, action)));
}

async function orderRow(orderId: string) {
  return (await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId)))[0]!;
}

async function partyView(w: OrderWorld, orderId: string, side: "buyer" | "creator") {
  const res = await t.request(`/api/v1/auth/order-details/${side}/${orderId}`, {
    token: side === "buyer" ? w.brand.token : w.creator.token,
  });
  expect(res.status).toBe(200);
  return orderDetailsResponseSchema.parse(await res.json()).data;
}

describe("GET /api/v2/disputes", () => {
  it("lists open disputes oldest first, a page at a time, with the escrow each holds", async () => {
    const newer = await disputedOrder({ openedAt: new Date("2030-02-02T00:00:00Z") });
    const older = await disputedOrder({ openedAt: new Date("2030-01-01T00:00:00Z") });
    const res = await v2("/disputes?limit=100");
    expect(res.status).toBe(200);
    const queue = disputeQueueSchema.parse(((await res.json()) as { data: unknown }).data);
    const ids = queue.items.map((i) => i.orderId);
    expect(ids.indexOf(older.orderId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.orderId)).toBeLessThan(ids.indexOf(newer.orderId));
    const item = queue.items.find((i) => i.orderId === older.orderId)!;
    expect(item).toMatchObject({
      escrowCents: 10_000,
      priceCents: 10_000,
      openedBy: "brand",
      reason: "The video shows a competitor's bottle",
      brand: { name: "Acme Skincare" },
      title: "Two TikTok videos",
      resolution: null,
    });
    expect(item.openedAt).toBe("2030-01-01T00:00:00.000Z");

    const page = disputeQueueSchema.parse(((await (await v2("/disputes?limit=1&page=2")).json()) as { data: unknown }).data);
    expect(page.items).toHaveLength(1);
    expect(page).toMatchObject({ page: 2, limit: 1 });
    expect(page.total).toBe(queue.total);
  });

  it("answers bad paging with a 400 that names the field", async () => {
    const res = await v2("/disputes?limit=0");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("limit");
    expect((await v2("/disputes?state=closed")).status).toBe(400);
  });
});

describe("GET /api/v2/disputes/{orderId}", () => {
  it("shows the evidence: brief, videos with shipping, timeline, money and the dispute, without writing to the audit log", async () => {
    const { orderId, videoId } = await disputedOrder();
    const res = await v2(`/disputes/${orderId}`);
    expect(res.status).toBe(200);
    const evidence = disputeEvidenceSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(evidence.brief.whatToFilm).toBe(BRIEF.whatToFilm);
    expect(evidence.order.package.title).toBe("Two TikTok videos");
    expect(evidence.videos.map((v) => [v.id, v.status])).toEqual([[videoId, "uploaded"]]);
    expect(evidence.dispute).toMatchObject({ openedBy: "brand", reason: "The video shows a competitor's bottle", resolution: null });
    expect(evidence.money.inEscrowCents).toBe(10_000);
    expect(evidence.timeline.map((e) => e.type)).toContain("order.disputed");
    expect(evidence.canResolve).toBe(true);
    expect(await auditRows(orderId, "dispute.messages_read")).toHaveLength(0);
  });

  it("answers 404 for an order that was never disputed and for an unknown id; 400 for a malformed id", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1, priceCents: 10_000 });
    const { order } = await buyOrder(t, w);
    expect((await v2(`/disputes/${order.id}`)).status).toBe(404);
    expect((await v2("/disputes/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await v2("/disputes/not-an-id")).status).toBe(400);
  });
});

describe("GET /api/v2/disputes/{orderId}/messages", () => {
  it("returns the parties' messages about the order and records the read in the audit log", async () => {
    const { w, orderId } = await disputedOrder();
    const opened = await t.request("/api/v1/auth/conversations", { token: w.brand.token, body: { userId: w.creator.id } });
    expect(opened.status).toBe(200);
    const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;
    const send = (token: string, body: string, ref?: { type: "order"; id: string }) =>
      t.request(`/api/v1/auth/conversation/${conversationId}/messages`, { token, body: { body, ...(ref ? { ref } : {}) } });
    expect((await send(w.brand.token, "The bottle on the shelf is a competitor's.", { type: "order", id: orderId })).status).toBe(201);
    expect((await send(w.creator.token, "It was in the room you sent me to film in.")).status).toBe(201);

    const res = await v2(`/disputes/${orderId}/messages`);
    expect(res.status).toBe(200);
    const { messages, truncated } = disputeMessagesSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(truncated).toBe(false);
    expect(messages.map((m) => [m.sender.side, m.body, m.aboutThisOrder])).toEqual([
      ["brand", "The bottle on the shelf is a competitor's.", true],
      ["creator", "It was in the room you sent me to film in.", false],
    ]);
    const rows = await auditRows(orderId, "dispute.messages_read");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorUserId).toBe(admin.id);
    expect(rows[0]!.metadata).toMatchObject({ messages: 2, conversations: [conversationId] });
  });
});

describe("POST /api/v2/disputes/{orderId}/resolve", () => {
  it("splits: 6000 to the creator (900 fee), 4000 back to the brand, the escrow empty and the ledger consistent", async () => {
    const { w, orderId } = await disputedOrder();
    const revenueBefore = await getBalance(t.ctx.db, PLATFORM_REVENUE);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(30_000);
    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(10_000);

    const reason = "Half the clip is usable; the competitor's bottle ruins the rest.";
    const res = await resolve(orderId, { outcome: "split", creatorCents: 6_000, buyerCents: 4_000, reason });
    expect(res.status).toBe(200);
    const settlement = disputeSettlementSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(settlement).toMatchObject({
      status: "completed",
      resolution: "split",
      escrowCents: 10_000,
      creatorCents: 6_000,
      feeCents: 900,
      buyerCents: 4_000,
      reason,
    });

    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(0);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(5_100);
    expect((await getBalance(t.ctx.db, PLATFORM_REVENUE)) - revenueBefore).toBe(900);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(34_000);
    const consistency = await checkConsistency(t.ctx.db);
    expect(consistency.problems).toEqual([]);
    expect(consistency.ok).toBe(true);

    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      status: "completed",
      disputeResolution: "split",
      disputeResolutionNote: reason,
      disputeCreatorCents: 6_000,
      disputeBuyerCents: 4_000,
    });
    expect(row.disputeResolvedAt).not.toBeNull();

    const audit = await auditRows(orderId, "dispute.resolve");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      reason,
      before: { status: "disputed", escrowCents: 10_000 },
      after: { status: "completed", resolution: "split", creatorCents: 6_000, feeCents: 900, buyerCents: 4_000, escrowCents: 0 },
    });

    // Both parties see the outcome on their order page…
    const expected = { resolution: "split", creatorCents: 6_000, feeCents: 900, creatorNetCents: 5_100, buyerCents: 4_000, note: reason };
    for (const side of ["buyer", "creator"] as const) {
      const view = await partyView(w, orderId, side);
      expect(view.order.status).toBe("completed");
      expect(view.dispute?.outcome).toEqual(expected);
      expect(view.money.inEscrowCents).toBe(0);
    }
    // …and are told, in the app and by e-mail, with the admin's reason.
    await jobs.dispatchNow();
    await drainQueues(t.ctx.db);
    for (const user of [w.brand, w.creator]) {
      const notes = await t.ctx.db.select().from(notification).where(eq(notification.userId, user.id));
      const outcome = notes.filter((n) => (n.data as { event?: string }).event === "order.dispute_split");
      expect(outcome).toHaveLength(1);
      expect(outcome[0]!.formattedMessage).toContain("$60.00 to the creator");
      expect(outcome[0]!.formattedMessage).toContain("$40.00 back to the brand");
      expect(outcome[0]!.formattedMessage).toContain(reason);
      const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      expect(mails.filter((m) => m.text.includes(reason))).toHaveLength(1);
    }
  });

  it("completes: the whole escrow to the creator minus the fee", async () => {
    const { w, orderId } = await disputedOrder();
    const res = await resolve(orderId, { outcome: "complete", reason: "The competitor's bottle is out of focus and out of frame." });
    expect(res.status).toBe(200);
    expect(disputeSettlementSchema.parse(((await res.json()) as { data: unknown }).data)).toMatchObject({
      resolution: "released",
      creatorCents: 10_000,
      feeCents: 1_500,
      buyerCents: 0,
    });
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(8_500);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(30_000);
    expect((await orderRow(orderId)).status).toBe("completed");
    expect(await auditRows(orderId, "dispute.resolve")).toHaveLength(1);
  });

  it("refunds: the whole escrow back to the brand's wallet", async () => {
    const { w, orderId } = await disputedOrder();
    const res = await resolve(orderId, { outcome: "refund", reason: "The video does not follow the brief at all." });
    expect(res.status).toBe(200);
    expect(disputeSettlementSchema.parse(((await res.json()) as { data: unknown }).data)).toMatchObject({
      resolution: "refunded",
      creatorCents: 0,
      feeCents: 0,
      buyerCents: 10_000,
    });
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(40_000);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(0);
    expect((await orderRow(orderId)).status).toBe("refunded");
    expect((await partyView(w, orderId, "creator")).dispute?.outcome).toMatchObject({ resolution: "refunded", buyerCents: 10_000 });
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const { w, orderId } = await disputedOrder();
    const reason = "A good enough reason";
    const cases: { body: unknown; status: number; says: string }[] = [
      { body: { outcome: "split", creatorCents: 6_000, buyerCents: 3_000, reason }, status: 400, says: "10000 cents" },
      { body: { outcome: "split", creatorCents: -1, reason }, status: 400, says: "cannot be negative" },
      { body: { outcome: "split", reason }, status: 400, says: "creatorCents" },
      { body: { outcome: "split", creatorCents: 10_000, reason }, status: 400, says: "$100.00" },
      { body: { outcome: "split", creatorCents: 12_000, reason }, status: 400, says: "$100.00" },
      { body: { outcome: "split", creatorCents: 50.5, reason }, status: 400, says: "whole cents" },
      { body: { outcome: "refund", creatorCents: 100, reason }, status: 400, says: "only for a split" },
      { body: { outcome: "complete", reason: "ok" }, status: 400, says: "reason" },
      { body: { outcome: "halve", reason }, status: 400, says: "outcome" },
    ];
    for (const c of cases) {
      const res = await resolve(orderId, c.body);
      expect(res.status, JSON.stringify(c.body)).toBe(c.status);
      expect(JSON.stringify(errorSchema.parse(await res.json())), JSON.stringify(c.body)).toContain(c.says);
    }
    expect((await orderRow(orderId)).status).toBe("disputed");
    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(10_000);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(30_000);
    expect(await auditRows(orderId, "dispute.resolve")).toHaveLength(0);
  });

  it("resolves only a disputed order, once: 409 for an order in production and for a second decision; 404 for none", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1, priceCents: 10_000 });
    const { order } = await buyOrder(t, w);
    const busy = await resolve(order.id, { outcome: "refund", reason: "Trying to refund early" });
    expect(busy.status).toBe(409);
    expect(errorSchema.parse(await busy.json()).error.message).toContain("not under dispute");
    expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(10_000);

    const { w: w2, orderId } = await disputedOrder();
    expect((await resolve(orderId, { outcome: "refund", reason: "The brief was ignored" })).status).toBe(200);
    const again = await resolve(orderId, { outcome: "complete", reason: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(errorSchema.parse(await again.json()).error.message).toContain("already resolved");
    expect(await getBalance(t.ctx.db, walletOf(w2.buyerAccountId))).toBe(40_000);
    expect(await getBalance(t.ctx.db, earningsOf(w2.creator.id))).toBe(0);
    expect(await auditRows(orderId, "dispute.resolve")).toHaveLength(1);

    expect((await resolve("00000000-0000-4000-8000-000000000000", { outcome: "refund", reason: "Nothing here" })).status).toBe(404);
  });
});

describe("order clocks while disputed", () => {
  it("a disputed order's delivery is not auto-approved, nor marked late, however long the dispute lasts", async () => {
    const { orderId, videoId, w } = await disputedOrder();
    const later = new Date(Date.now() + 60 * DAY_MS);
    const report = await runOrderJobs(t.ctx.db, later);
    expect(report.autoApproved).toBe(0);
    const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, videoId));
    expect(video!.status).toBe("uploaded");
    expect(video!.approvedAt).toBeNull();
    const row = await orderRow(orderId);
    expect(row.status).toBe("disputed");
    expect(row.lateAt).toBeNull();
    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(10_000);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(0);
  });
});

describe("the Disputes routes in /api/v2/openapi.json", () => {
  it("are served to an admin under the Disputes tag in a valid OpenAPI 3.1 document", async () => {
    const res = await v2("/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths?: Record<string, unknown> };
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const disputes = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { tags?: string[] }>)
        .filter(([, op]) => op.tags?.includes("Disputes"))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(disputes.sort()).toEqual([
      "GET /api/v2/disputes",
      "GET /api/v2/disputes/{orderId}",
      "GET /api/v2/disputes/{orderId}/messages",
      "POST /api/v2/disputes/{orderId}/resolve",
    ]);
  });
});
