import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransfer, marketOrder, orderVideo } from "@/server/db/schema";
import { checkConsistency, earningsOf, escrowOf, getBalance, walletOf } from "@/server/domain/ledger";
import { cancelOrder } from "@/server/domain/orders/cancel-and-dispute";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { autoApproveUnreviewed } from "@/server/domain/orders/run-order-jobs";
import { BRIEF, buyOrder, orderWorld, purchaseBody, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * Against PostgreSQL (real concurrent connections; PGlite has one):
 * purchases racing for one wallet, one purchase sent ten times, the brand's approval racing the
 * auto-approval job, and a cancel racing a delivery.
 */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;
if (!isPostgresRun()) console.info("orders-concurrency: skipped — concurrency needs PostgreSQL (TEST_DATABASE_URL)");

let t: TestApp;
beforeAll(async () => {
  if (isPostgresRun()) t = await createTestApp();
});
afterAll(() => t?.close());

const buyerParty = (w: OrderWorld) => ({ side: "buyer" as const, buyerAccountId: w.buyerAccountId });
const creatorParty = (w: OrderWorld) => ({ side: "creator" as const, userId: w.creator.id });

async function ordersOf(w: OrderWorld) {
  const [row] = await t.ctx.db.select({ n: count() }).from(marketOrder).where(eq(marketOrder.buyerAccountId, w.buyerAccountId));
  return row!.n;
}

/** The lowest balance the wallet ever had, from its ledger entries (never below zero). */
async function lowestWalletBalance(w: OrderWorld): Promise<number> {
  const result = await t.ctx.database.executeSql(
    `SELECT min(e.balance_after)::bigint AS low FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
     WHERE a.kind = 'buyer_wallet' AND a.owner_key = $1`,
    [w.buyerAccountId],
  );
  return Number((result.rows[0] as { low: string | number }).low);
}

function purchase(w: OrderWorld, key: string) {
  return purchasePackage(t.ctx.db, {
    packageId: w.packageId,
    brandProfileId: w.brandProfileId,
    brief: BRIEF,
    shipsProduct: false,
    idempotencyKey: key,
    buyerAccountId: w.buyerAccountId,
    buyerUserId: w.brand.id,
    platformFeeBps: 1500,
  });
}

describeOnPostgres("orders under concurrency (PostgreSQL)", () => {
  it("20 concurrent purchases from a wallet that affords 5: exactly 5 orders, the balance never negative", async () => {
    const w = await orderWorld(t, { walletCents: 5 * 20_000, priceCents: 20_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w) })),
    );
    const statuses = results.map((r) => (r.status === "fulfilled" ? r.value.status : 0));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await ordersOf(w)).toBe(5);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(0);
    expect(await lowestWalletBalance(w)).toBeGreaterThanOrEqual(0);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("the same purchase sent 10× concurrently makes one order, paid once", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000 });
    const body = purchaseBody(w);
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.request("/api/v1/auth/orders", { token: w.brand.token, body })));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { data: { id: string } }[];
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.data.id)).size).toBe(1);
    expect(await ordersOf(w)).toBe(1);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(80_000);
  });

  it("the brand's approval racing the auto-approval job releases the money once (10 rounds)", async () => {
    const w = await orderWorld(t, { walletCents: 10 * 10_000, priceCents: 10_000, videos: 1 });
    for (let round = 0; round < 10; round += 1) {
      const { order } = await purchase(w, randomUUID());
      const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id));
      const uploadedAt = new Date(Date.now() - 6 * DAY_MS);
      await deliverOrderVideo(t.ctx.db, { videoId: video!.id, party: creatorParty(w), now: uploadedAt });
      const outcomes = await Promise.allSettled([
        approveOrderVideo(t.ctx.db, { videoId: video!.id, party: buyerParty(w) }),
        autoApproveUnreviewed(t.ctx.db, new Date()),
      ]);
      const brandWon = outcomes[0].status === "fulfilled";
      const jobApproved = outcomes[1].status === "fulfilled" ? outcomes[1].value : 0;
      expect(Number(brandWon) + jobApproved, `round ${round}: exactly one approval`).toBe(1);
      const [payments] = await t.ctx.db
        .select({ n: count() })
        .from(ledgerTransfer)
        .where(and(eq(ledgerTransfer.referenceId, order.id), eq(ledgerTransfer.reason, "order_payment")));
      expect(payments!.n).toBe(1);
      expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(0);
    }
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(10 * 8_500);
  });

  it("a cancel racing a delivery: one wins, the other is refused, the money follows the winner (10 rounds)", async () => {
    const w = await orderWorld(t, { walletCents: 10 * 10_000, priceCents: 10_000, videos: 1, turnaroundDays: 1 });
    const wins = { cancel: 0, deliver: 0 };
    for (let round = 0; round < 10; round += 1) {
      // Bought 5 days ago with a 1-day turnaround: the brand may cancel, the creator may still deliver.
      const { order } = await buyOrder(t, w, { now: new Date(Date.now() - 5 * DAY_MS) });
      const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id));
      const [cancel, deliver] = await Promise.allSettled([
        cancelOrder(t.ctx.db, { orderId: order.id, party: buyerParty(w), reason: "late" }),
        deliverOrderVideo(t.ctx.db, { videoId: video!.id, party: creatorParty(w) }),
      ]);
      expect(
        [cancel.status, deliver.status].filter((s) => s === "fulfilled"),
        `round ${round}`,
      ).toHaveLength(1);
      const [row] = await t.ctx.db.select({ status: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, order.id));
      const [v] = await t.ctx.db.select({ status: orderVideo.status }).from(orderVideo).where(eq(orderVideo.id, video!.id));
      if (cancel.status === "fulfilled") {
        wins.cancel += 1;
        expect(row!.status).toBe("cancelled");
        expect(v!.status).toBe("pending");
        expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(0);
      } else {
        wins.deliver += 1;
        expect(row!.status).toBe("delivered");
        expect(v!.status).toBe("uploaded");
        expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(10_000);
      }
    }
    expect(wins.cancel + wins.deliver).toBe(10);
    const [sum] = await t.ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.reason, "order_refunded"));
    expect(sum!.n).toBeGreaterThanOrEqual(wins.cancel);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });
});
