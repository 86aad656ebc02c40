import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adResult,
  adResultImport,
  conversation,
  conversationParticipant,
  creatorTrackRecord,
  domainEvent,
  marketOrder,
  message,
  orderVideo,
  revisionRequest,
  videoLicence,
} from "@/server/db/schema";
import { trackRecordLines } from "@/lib/track-record";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { recordEvent } from "@/server/domain/events/record-event";
import { getTrackRecord } from "@/server/domain/track-records/get-track-records";
import { recomputeAllTrackRecords } from "@/server/domain/track-records/recompute-track-records";
import { trackRecordCreatorsOf } from "@/server/domain/track-records/track-record-creators";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { trackRecordConsumer } from "@/server/jobs/consumers/track-record-consumer";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Track records (decision 083) from a hand-built history whose figures are counted here, not read
 * back from the code: 15 delivered orders of which 14 on time, 12 approved of which 9 on the first
 * version with 4 revision requests, three answered conversations with a brand, three videos with ad
 * results. Then the consumer: a real delivery's event recomputes the creator's row.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = new Date("2026-09-01T12:00:00Z").getTime();

/** An order row as history: its deadline, its last delivery, its status; its videos (1 or 2). */
async function historicOrder(
  w: OrderWorld,
  o: { n: number; status: (typeof marketOrder.$inferInsert)["status"]; deliveredAt?: Date | null; disputed?: boolean; videos?: number },
) {
  const deadlineAt = new Date(BASE + o.n * 10 * DAY);
  const [order] = await t.ctx.db
    .insert(marketOrder)
    .values({
      status: o.status,
      buyerAccountId: w.buyerAccountId,
      brandProfileId: w.brandProfileId,
      creatorUserId: w.creator.id,
      packageSnapshot: { title: "History" },
      priceCents: 10_000,
      platformFeeBps: 1500,
      turnaroundDays: 7,
      brief: {},
      shipsProduct: false,
      idempotencyKey: randomUUID(),
      productionStartedAt: new Date(deadlineAt.getTime() - 7 * DAY),
      deadlineAt,
      deliveredAt: o.deliveredAt ?? null,
      disputeOpenedAt: o.disputed ? new Date(deadlineAt.getTime() + DAY) : null,
    })
    .returning();
  const videos = await t.ctx.db
    .insert(orderVideo)
    .values(
      Array.from({ length: o.videos ?? 1 }, (_, i) => ({
        orderId: order!.id,
        position: i + 1,
        priceCents: 10_000 / (o.videos ?? 1),
        revisionRoundsLeft: 2,
        status: o.status === "completed" ? ("approved" as const) : ("uploaded" as const),
      })),
    )
    .returning();
  return { order: order!, deadlineAt, videos };
}

async function revisions(videoId: string, rounds: number) {
  for (let round = 1; round <= rounds; round++) {
    await t.ctx.db.insert(revisionRequest).values({ orderVideoId: videoId, round, roundsTotal: 2, note: "Brighter light" });
  }
}

async function chat(a: string, b: string, lines: { from: string; at: number }[]) {
  const [c] = await t.ctx.db
    .insert(conversation)
    .values({ pairKey: [a, b].sort().join(":") })
    .returning();
  await t.ctx.db.insert(conversationParticipant).values([
    { conversationId: c!.id, userId: a },
    { conversationId: c!.id, userId: b },
  ]);
  for (const [i, l] of lines.entries()) {
    await t.ctx.db.insert(message).values({ conversationId: c!.id, senderId: l.from, body: `line ${i}`, createdAt: new Date(l.at) });
  }
}

describe("the track record of a hand-built history", () => {
  let w: OrderWorld;

  beforeAll(async () => {
    w = await orderWorld(t);
    const before = (deadline: Date) => new Date(deadline.getTime() - DAY);
    // Orders 1–12: delivered a day early and approved; 10 and 11 after one revision, 12 after two.
    for (let n = 1; n <= 12; n++) {
      const { deadlineAt, videos } = await historicOrder(w, { n, status: "completed", deliveredAt: null, videos: n === 12 ? 2 : 1 });
      await t.ctx.db
        .update(marketOrder)
        .set({ deliveredAt: before(deadlineAt) })
        .where(eq(marketOrder.deadlineAt, deadlineAt));
      if (n === 10 || n === 11) await revisions(videos[0]!.id, 1);
      if (n === 12) {
        await revisions(videos[0]!.id, 1);
        await revisions(videos[1]!.id, 1);
      }
    }
    // 13: on time, completed through a dispute: delivered, not "approved".
    const o13 = await historicOrder(w, { n: 13, status: "completed", disputed: true });
    await t.ctx.db
      .update(marketOrder)
      .set({ deliveredAt: before(o13.deadlineAt) })
      .where(eq(marketOrder.id, o13.order.id));
    // 14: first delivered 2 hours before the deadline, re-delivered after a revision 2 days late:
    // on time, by its first delivery (the event), though delivered_at now says late.
    const o14 = await historicOrder(w, { n: 14, status: "delivered", deliveredAt: new Date(BASE + 14 * 10 * DAY + 2 * DAY) });
    await revisions(o14.videos[0]!.id, 1);
    await t.ctx.db.insert(domainEvent).values([
      {
        entity: "order",
        entityId: o14.order.id,
        type: "order.delivered",
        actor: `user:${w.creator.id}`,
        occurredAt: new Date(o14.deadlineAt.getTime() - 2 * HOUR),
        dispatchedAt: new Date(),
      },
      {
        entity: "order",
        entityId: o14.order.id,
        type: "order.delivered",
        actor: `user:${w.creator.id}`,
        occurredAt: new Date(o14.deadlineAt.getTime() + 2 * DAY),
        dispatchedAt: new Date(),
      },
    ]);
    // 15: a day late. 16: still in production. 17: cancelled before any delivery.
    await historicOrder(w, { n: 15, status: "delivered", deliveredAt: new Date(BASE + 15 * 10 * DAY + DAY) });
    await historicOrder(w, { n: 16, status: "in_production" });
    await historicOrder(w, { n: 17, status: "cancelled" });

    // Conversations with brands: medians 1.5 h, 30 min and 3 h → 1.5 h over 3 conversations.
    const c = w.creator.id;
    const brands = await Promise.all([1, 2, 3, 4].map(() => createUser(t, { types: ["brand"] })));
    const peer = await createUser(t, { types: ["creator"] });
    await chat(brands[0]!.id, c, [
      { from: brands[0]!.id, at: BASE },
      { from: brands[0]!.id, at: BASE + 10 * 60_000 }, // the same unanswered run: timed from its first message
      { from: c, at: BASE + 2 * HOUR },
      { from: brands[0]!.id, at: BASE + 3 * HOUR },
      { from: c, at: BASE + 4 * HOUR },
    ]);
    await chat(c, brands[1]!.id, [
      { from: c, at: BASE - HOUR }, // the creator opened it: answers nothing
      { from: brands[1]!.id, at: BASE },
      { from: c, at: BASE + 30 * 60_000 },
    ]);
    await chat(brands[2]!.id, c, [
      { from: brands[2]!.id, at: BASE },
      { from: c, at: BASE + 3 * HOUR },
    ]);
    // Not counted: a brand never answered, and a talk with another creator.
    await chat(brands[3]!.id, c, [{ from: brands[3]!.id, at: BASE }]);
    await chat(peer.id, c, [
      { from: peer.id, at: BASE },
      { from: c, at: BASE + 20 * DAY },
    ]);

    // Ad results for three licensed videos: hook rates 30%, 25%, 40%; ROAS 2.5, 3.0, 1.5.
    const [imp] = await t.ctx.db
      .insert(adResultImport)
      .values({ buyerAccountId: w.buyerAccountId, platform: "meta", source: "file", rowCount: 3 })
      .returning();
    const approvedVideos = await t.ctx.db
      .select({ id: orderVideo.id, orderId: orderVideo.orderId })
      .from(orderVideo)
      .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
      .where(and(eq(marketOrder.creatorUserId, c), eq(marketOrder.status, "completed")))
      .limit(3);
    const ads = [
      { impressions: 10_000, hookViews: 3_000, spendMinor: 10_000, conversionValueMinor: 25_000 },
      { impressions: 20_000, hookViews: 5_000, spendMinor: 10_000, conversionValueMinor: 30_000 },
      { impressions: 5_000, hookViews: 2_000, spendMinor: 10_000, conversionValueMinor: 15_000 },
    ];
    for (const [i, v] of approvedVideos.entries()) {
      const [licence] = await t.ctx.db
        .insert(videoLicence)
        .values({
          orderVideoId: v.id,
          orderId: v.orderId,
          licensorUserId: c,
          licensorName: "Cory Maker",
          licenseeBrandProfileId: w.brandProfileId,
          licenseeBuyerAccountId: w.buyerAccountId,
          licenseeName: "Acme Skincare",
          usage: "paid",
          term: "perpetual",
          rawFootage: false,
          startsAt: new Date(BASE),
        })
        .returning();
      await t.ctx.db.insert(adResult).values({
        buyerAccountId: w.buyerAccountId,
        importId: imp!.id,
        platform: "meta",
        adRef: `ad-${i}`,
        adName: `Ad ${i}`,
        startsOn: "2026-10-01",
        endsOn: "2026-10-01",
        currency: "USD",
        clicks: 100,
        conversions: 10,
        holdViews: 500,
        licenceId: licence!.id,
        ...ads[i]!,
      });
    }
    await recomputeAllTrackRecords(t.ctx.db);
  });

  it("counts 14 of 15 on time, 9 of 12 approved first time, 4 revision rounds, a 1.5-hour median reply and the ad medians", async () => {
    const r = await getTrackRecord(t.ctx.db, w.creator.id);
    expect(r).toMatchObject({
      deliveredOrders: 15,
      onTimeOrders: 14,
      approvedOrders: 12,
      firstVersionOrders: 9,
      revisionRounds: 4,
      replyConversations: 3,
      medianReplySeconds: 5400,
      adVideos: 3,
    });
    expect(r.onTimeRate).toBeCloseTo(14 / 15, 10);
    expect(r.firstVersionRate).toBeCloseTo(0.75, 10);
    expect(r.averageRevisionRounds).toBeCloseTo(4 / 12, 10);
    expect(r.medianHookRate).toBeCloseTo(0.3, 10);
    expect(r.medianRoas).toBeCloseTo(2.5, 10);
    expect(trackRecordLines(r).map((l) => [l.value, l.words])).toEqual([
      ["93%", "Delivered 14 of 15 orders on time"],
      ["75%", "Approved on the first version in 9 of 12 orders"],
      ["0.3", "4 revision requests over 12 approved orders (0.3 per order)"],
      ["about 2 hours", "Replies in about 2 hours (median of 3 conversations)"],
      ["30%", "Median hook rate 30% over 3 videos brands ran as ads"],
      ["2.5×", "Median return on ad spend 2.5× over 3 videos brands ran as ads"],
    ]);
  });

  it("recomputing again leaves the same row, computed_at included", async () => {
    const [before] = await t.ctx.db.select().from(creatorTrackRecord).where(eq(creatorTrackRecord.creatorUserId, w.creator.id));
    await recomputeAllTrackRecords(t.ctx.db);
    const [after] = await t.ctx.db.select().from(creatorTrackRecord).where(eq(creatorTrackRecord.creatorUserId, w.creator.id));
    expect(after).toEqual(before);
  });

  it("a creator with two orders has counts but no rates: 'Not enough orders yet'", async () => {
    const few = await orderWorld(t);
    for (const n of [1, 2]) {
      const { order, deadlineAt } = await historicOrder(few, { n, status: "completed" });
      await t.ctx.db
        .update(marketOrder)
        .set({ deliveredAt: new Date(deadlineAt.getTime() - DAY) })
        .where(eq(marketOrder.id, order.id));
    }
    await recomputeAllTrackRecords(t.ctx.db);
    const r = await getTrackRecord(t.ctx.db, few.creator.id);
    expect(r).toMatchObject({ deliveredOrders: 2, onTimeOrders: 2, onTimeRate: null, approvedOrders: 2, firstVersionRate: null });
    expect(r.medianReplySeconds).toBeNull();
    expect(r.medianHookRate).toBeNull();
    const lines = trackRecordLines(r);
    expect(lines.find((l) => l.key === "on_time")).toMatchObject({ value: null, words: "Not enough orders yet" });
    expect(lines.find((l) => l.key === "response")).toMatchObject({ value: null, words: "Not enough conversations yet" });
    expect(lines.some((l) => l.key === "hook_rate" || l.key === "roas")).toBe(false);
  });
});

describe("kept current by the track-records consumer", () => {
  it("a delivery's order.delivered event recomputes the creator's row; another delivery of the same event changes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 50_000, videos: 1 });
    const { order, videos } = await buyOrder(t, w);
    const creatorParty = { side: "creator" as const, userId: w.creator.id };
    await deliverOrderVideo(t.ctx.db, { videoId: videos[0]!.id, party: creatorParty });
    expect((await getTrackRecord(t.ctx.db, w.creator.id)).deliveredOrders).toBe(0);

    const [delivered] = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, order.id), eq(domainEvent.type, "order.delivered")));
    expect(trackRecordConsumer.accepts(delivered!)).toBe(true);
    expect(await deliverEvent(t.ctx, trackRecordConsumer, delivered!.id)).toBe("delivered");
    expect(await getTrackRecord(t.ctx.db, w.creator.id)).toMatchObject({ deliveredOrders: 1, onTimeOrders: 1, approvedOrders: 0 });

    // The approval's events (order_video.approved, order.completed) bring the approval in.
    await approveOrderVideo(t.ctx.db, { videoId: videos[0]!.id, party: { side: "buyer", buyerAccountId: w.buyerAccountId } });
    const [approved] = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, videos[0]!.id), eq(domainEvent.type, "order_video.approved")));
    expect(await deliverEvent(t.ctx, trackRecordConsumer, approved!.id)).toBe("delivered");
    expect(await getTrackRecord(t.ctx.db, w.creator.id)).toMatchObject({ deliveredOrders: 1, approvedOrders: 1, firstVersionOrders: 1 });
    expect(await deliverEvent(t.ctx, trackRecordConsumer, approved!.id)).toBe("duplicate");
  });

  it("accepts order, order-video, message and ad-result events only", () => {
    for (const type of [
      "order.delivered",
      "order.completed",
      "order_video.revision_requested",
      "message.sent",
      "ad_results.imported",
      "ad_results.matched",
    ]) {
      expect(trackRecordConsumer.accepts({ type })).toBe(true);
    }
    for (const type of ["subscription.renewed", "payout.created", "conversation.read", "notification.created"]) {
      expect(trackRecordConsumer.accepts({ type })).toBe(false);
    }
  });

  it("an ad-result import recomputes the creators whose videos it matched", async () => {
    const w = await orderWorld(t, { walletCents: 50_000, videos: 1 });
    const { videos } = await buyOrder(t, w);
    await deliverOrderVideo(t.ctx.db, { videoId: videos[0]!.id, party: { side: "creator", userId: w.creator.id } });
    await approveOrderVideo(t.ctx.db, { videoId: videos[0]!.id, party: { side: "buyer", buyerAccountId: w.buyerAccountId } });
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, videos[0]!.id));
    const [imp] = await t.ctx.db
      .insert(adResultImport)
      .values({ buyerAccountId: w.buyerAccountId, platform: "tiktok", source: "file", rowCount: 1 })
      .returning();
    await t.ctx.db.insert(adResult).values({
      buyerAccountId: w.buyerAccountId,
      importId: imp!.id,
      platform: "tiktok",
      adRef: "tt-1",
      adName: "TT 1",
      startsOn: "2026-10-01",
      endsOn: "2026-10-01",
      currency: "USD",
      spendMinor: 5_000,
      impressions: 1_000,
      clicks: 10,
      conversions: 1,
      conversionValueMinor: 9_000,
      hookViews: 200,
      holdViews: 50,
      licenceId: licence!.id,
    });
    expect(await getTrackRecord(t.ctx.db, w.creator.id)).toMatchObject({ adVideos: 0 });
    const importEvent = { entity: "ad_result_import", entityId: imp!.id, type: "ad_results.imported" };
    expect(await trackRecordCreatorsOf(t.ctx.db, { ...importEvent, payload: {} })).toEqual([w.creator.id]);
    const recorded = await t.ctx.db.transaction((tx) => recordEvent(tx, { ...importEvent, actor: { kind: "system" } }));
    expect(await deliverEvent(t.ctx, trackRecordConsumer, recorded.id)).toBe("delivered");
    // One video: counted, but under three videos no median is shown.
    expect(await getTrackRecord(t.ctx.db, w.creator.id)).toMatchObject({ adVideos: 1, medianHookRate: null, medianRoas: null });
  });
});
