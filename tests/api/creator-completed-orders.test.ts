import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign, campaignProposal, creatorProfile, marketOrder } from "@/server/db/schema";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * creator_profile.completed_orders (decision 091) is kept by triggers on market_order: it must
 * equal count(*) of the creator's completed orders after every way an order enters or leaves the
 * completed state — completed through the use-cases, moved out of it and back, inserted completed,
 * deleted, moved to another creator — and after the profile is deleted and inserted again. The
 * campaign's proposal list shows it as the creator's `completed_orders`.
 */

let t: TestApp;
let w: OrderWorld;
let other: OrderWorld;
let campaignId: string;
const completed: string[] = [];
let open: string;

/** The creator's completed orders as the triggers keep them, and as count(*) finds them. */
async function counts(creatorUserId: string): Promise<{ kept: number | null; counted: number }> {
  const [profile] = await t.ctx.db
    .select({ kept: creatorProfile.completedOrders })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, creatorUserId));
  const [row] = await t.ctx.db
    .select({ counted: sql<number>`count(*)::int` })
    .from(marketOrder)
    .where(and(eq(marketOrder.creatorUserId, creatorUserId), eq(marketOrder.status, "completed")));
  return { kept: profile?.kept ?? null, counted: row!.counted };
}

async function expectCompleted(creatorUserId: string, expected: number) {
  expect(await counts(creatorUserId)).toEqual({ kept: expected, counted: expected });
}

/** What the brand's proposal list shows as the creator's completed orders. */
async function shownOnProposal(): Promise<number> {
  const { data } = await t.as(w.brand.token).v1.call("GET /auth/campaigns/:id/proposals", { param: { id: campaignId } });
  expect(data).toHaveLength(1);
  return data[0]!.creator.completed_orders;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 1_000_000, priceCents: 10_000, videos: 1 });
  other = await orderWorld(t, { walletCents: 1_000_000, priceCents: 10_000, videos: 1 });
  // Three orders completed through the use-cases (delivered, then approved), one left open.
  for (let i = 0; i < 3; i++) {
    const { order, videos } = await deliveredOrder(t, w, { withFile: false });
    expect((await approve(t, w, videos[0]!.id)).completed).toBe(true);
    completed.push(order.id);
  }
  open = (await buyOrder(t, w)).order.id;
  const [c] = await t.ctx.db.insert(campaign).values({ buyerAccountId: w.buyerAccountId, title: "Serum launch" }).returning();
  campaignId = c!.id;
  await t.ctx.db.insert(campaignProposal).values({ campaignId, creatorUserId: w.creator.id, pitch: "Hello", priceCents: 10_000 });
}, 120_000);
afterAll(() => t?.close());

describe("a creator's completed orders, kept on the profile", () => {
  it("counts the orders the use-cases complete, not the open one, and the proposal list shows it", async () => {
    await expectCompleted(w.creator.id, 3);
    await expectCompleted(other.creator.id, 0);
    expect(await shownOnProposal()).toBe(3);
  });

  it("follows an order out of the completed state and back, and ignores updates that leave it", async () => {
    await t.ctx.db.update(marketOrder).set({ status: "disputed" }).where(eq(marketOrder.id, completed[0]!));
    await expectCompleted(w.creator.id, 2);
    expect(await shownOnProposal()).toBe(2);
    // Status written again with the same value, and another column of a completed order.
    await t.ctx.db.update(marketOrder).set({ status: "disputed" }).where(eq(marketOrder.id, completed[0]!));
    await t.ctx.db.update(marketOrder).set({ status: "completed", completedAt: new Date() }).where(eq(marketOrder.id, completed[1]!));
    await expectCompleted(w.creator.id, 2);
    await t.ctx.db.update(marketOrder).set({ status: "completed" }).where(eq(marketOrder.id, completed[0]!));
    await expectCompleted(w.creator.id, 3);
    // Every order of the creator at once: one statement, several rows.
    await t.ctx.db.update(marketOrder).set({ status: "refunded" }).where(eq(marketOrder.creatorUserId, w.creator.id));
    await expectCompleted(w.creator.id, 0);
    await t.ctx.db
      .update(marketOrder)
      .set({ status: "completed" })
      .where(and(eq(marketOrder.creatorUserId, w.creator.id), sql`${marketOrder.id} <> ${open}`));
    await expectCompleted(w.creator.id, 3);
    expect(await shownOnProposal()).toBe(3);
  });

  it("counts an order inserted completed and uncounts it when deleted", async () => {
    const [source] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, completed[2]!));
    const copyId = randomUUID();
    await t.ctx.db.insert(marketOrder).values({ ...source!, id: copyId, idempotencyKey: `copy-${copyId}` });
    await expectCompleted(w.creator.id, 4);
    await t.ctx.db.delete(marketOrder).where(eq(marketOrder.id, copyId));
    await expectCompleted(w.creator.id, 3);
    // Deleting an order that is not completed changes nothing.
    const [openRow] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, open));
    const openCopy = randomUUID();
    await t.ctx.db.insert(marketOrder).values({ ...openRow!, id: openCopy, idempotencyKey: `copy-${openCopy}` });
    await t.ctx.db.delete(marketOrder).where(eq(marketOrder.id, openCopy));
    await expectCompleted(w.creator.id, 3);
  });

  it("moves a completed order's count with the order to another creator, and back", async () => {
    await t.ctx.db.update(marketOrder).set({ creatorUserId: other.creator.id }).where(eq(marketOrder.id, completed[2]!));
    await expectCompleted(w.creator.id, 2);
    await expectCompleted(other.creator.id, 1);
    // Moved and moved out of the completed state in one update.
    await t.ctx.db.update(marketOrder).set({ creatorUserId: w.creator.id, status: "disputed" }).where(eq(marketOrder.id, completed[2]!));
    await expectCompleted(w.creator.id, 2);
    await expectCompleted(other.creator.id, 0);
    await t.ctx.db.update(marketOrder).set({ status: "completed" }).where(eq(marketOrder.id, completed[2]!));
    await expectCompleted(w.creator.id, 3);
  });

  it("starts a profile inserted after its user's orders from their count", async () => {
    const [profile] = await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.userId, w.creator.id));
    await t.ctx.db.delete(creatorProfile).where(eq(creatorProfile.userId, w.creator.id));
    // The profile's own value is not trusted: the insert counts.
    const { searchVector: _generated, ...columns } = profile!;
    await t.ctx.db.insert(creatorProfile).values({ ...columns, completedOrders: 0 });
    await expectCompleted(w.creator.id, 3);
    expect(await shownOnProposal()).toBe(3);
  });

  it("is recomputed by the rebuild that bulk loads call", async () => {
    await t.ctx.db.update(creatorProfile).set({ completedOrders: 42 }).where(eq(creatorProfile.userId, w.creator.id));
    await t.ctx.db.update(creatorProfile).set({ completedOrders: 7 }).where(eq(creatorProfile.userId, other.creator.id));
    await t.ctx.db.execute(sql`SELECT creator_profile_recount_completed_orders()`);
    await expectCompleted(w.creator.id, 3);
    await expectCompleted(other.creator.id, 0);
  });
});
