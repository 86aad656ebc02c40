import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketOrder } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { getBrandDashboard, getCreatorDashboard } from "@/server/domain/orders/order-dashboards";
import { approveOrderVideo, deliverOrderVideo, requestRevision } from "@/server/domain/orders/deliver-and-review";
import { markReceived, updateTracking } from "@/server/domain/orders/ship-and-receive";
import { buyOrder, orderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The order read model on market_order (escrow, released and earned cents, video counters, latest
 * upload) is written by the database's triggers only, in the transaction of each ledger move and
 * video change. Through a whole order journey it must say at every step what the ledger and the
 * videos say (the expectations come from the journey's own money: 2 videos at 10,000, a 15% fee),
 * and equal what a rebuild from scratch computes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const DAY_MS = 86_400_000;

async function readModel(orderId: string) {
  const [row] = await t.ctx.db
    .select({
      escrow: marketOrder.escrowCents,
      released: marketOrder.releasedCents,
      earned: marketOrder.earnedCents,
      untracked: marketOrder.videosUntracked,
      uploaded: marketOrder.videosUploaded,
      inTransit: marketOrder.videosInTransit,
      latestUploadAt: marketOrder.latestUploadAt,
    })
    .from(marketOrder)
    .where(eq(marketOrder.id, orderId));
  return row!;
}

describe("order read model", () => {
  it("follows the ledger and the videos through ship → receive → deliver → revision → approve, and equals a rebuild", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, revisionRounds: 1 });
    const buyer: OrderParty = { side: "buyer", buyerAccountId: w.buyerAccountId };
    const creator: OrderParty = { side: "creator", userId: w.creator.id };
    const now = new Date("2030-01-10T10:00:00Z");
    const later = new Date(now.getTime() + DAY_MS);
    const { order, videos } = await buyOrder(t, w, { shipsProduct: true, now });
    const [v1, v2] = videos as [(typeof videos)[number], (typeof videos)[number]];

    expect(await readModel(order.id)).toEqual({
      escrow: 20_000,
      released: 0,
      earned: 0,
      untracked: 2,
      uploaded: 0,
      inTransit: 0,
      latestUploadAt: null,
    });

    await updateTracking(t.ctx.db, {
      videoId: v1.id,
      party: buyer,
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      applyToAll: true,
    });
    expect(await readModel(order.id)).toMatchObject({ untracked: 0, inTransit: 2 });

    await markReceived(t.ctx.db, { videoId: v1.id, party: creator, condition: "received", note: "", photoKey: null, now });
    expect(await readModel(order.id)).toMatchObject({ inTransit: 1 });
    await markReceived(t.ctx.db, { videoId: v2.id, party: creator, condition: "received", note: "", photoKey: null, now });
    expect(await readModel(order.id)).toMatchObject({ inTransit: 0, uploaded: 0 });

    await deliverOrderVideo(t.ctx.db, { videoId: v1.id, party: creator, now: later });
    await deliverOrderVideo(t.ctx.db, { videoId: v2.id, party: creator, now: later });
    const delivered = await readModel(order.id);
    expect(delivered).toMatchObject({ uploaded: 2, escrow: 20_000, released: 0 });
    expect(delivered.latestUploadAt).not.toBeNull();

    // The first approval releases 10,000: 8,500 to the creator, 1,500 fee.
    await approveOrderVideo(t.ctx.db, { videoId: v1.id, party: buyer, now: later });
    expect(await readModel(order.id)).toMatchObject({ uploaded: 1, escrow: 10_000, released: 10_000, earned: 8_500 });

    await requestRevision(t.ctx.db, { videoId: v2.id, party: buyer, note: "Show the label", now: later });
    expect(await readModel(order.id)).toMatchObject({ uploaded: 0 });
    await deliverOrderVideo(t.ctx.db, { videoId: v2.id, party: creator, now: later });
    await approveOrderVideo(t.ctx.db, { videoId: v2.id, party: buyer, now: later });
    const done = await readModel(order.id);
    expect(done).toMatchObject({ escrow: 0, released: 20_000, earned: 17_000, uploaded: 0, untracked: 0, inTransit: 0 });

    // The dashboards read their money from it.
    const brand = await getBrandDashboard(t.ctx.db, { buyerAccountId: w.buyerAccountId });
    expect(brand.money).toMatchObject({ inEscrowCents: 0, spentCents: 20_000 });
    expect(brand.counts).toEqual({ active: 0, needsAction: 0, completed: 1 });
    const mine = await getCreatorDashboard(t.ctx.db, { userId: w.creator.id });
    expect(mine.money).toMatchObject({ inEscrowCents: 0, earnedCents: 17_000 });
    // Both sides list the same newest deliveries, as the brand's dashboard always did.
    expect(mine.recentVideos.map((v) => [v.id, v.status])).toEqual(brand.recentVideos.map((v) => [v.id, v.status]));
    expect(new Set(mine.recentVideos.map((v) => v.id))).toEqual(new Set([v1.id, v2.id]));

    // What the triggers kept equals what a rebuild computes from the videos and the ledger.
    await t.ctx.db.execute(sql`SELECT market_order_rebuild_read_model()`);
    expect(await readModel(order.id)).toEqual(done);
  });

  it("counts escrow and needs-action on open orders in the dashboards", async () => {
    const w = await orderWorld(t, { walletCents: 40_000 });
    await buyOrder(t, w, { shipsProduct: true });
    await buyOrder(t, w, { shipsProduct: false });
    const brand = await getBrandDashboard(t.ctx.db, { buyerAccountId: w.buyerAccountId });
    // Both funded at 20,000; the shipped one waits for the brand's tracking, the other for the creator.
    expect(brand.money.inEscrowCents).toBe(40_000);
    expect(brand.counts).toEqual({ active: 2, needsAction: 1, completed: 0 });
    const mine = await getCreatorDashboard(t.ctx.db, { userId: w.creator.id });
    expect(mine.money.inEscrowCents).toBe(40_000);
    expect(mine.counts).toEqual({ active: 2, needsAction: 1, completed: 0 });
  });
});
