import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderListResponseSchema } from "@/contracts/orders";
import { creatorProfile, marketOrder, user } from "@/server/db/schema";
import { listOrders, orderReference } from "@/server/domain/orders/order-read-model";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * A brand's order search first tests market_order.buyer_search_text (title, reference and the
 * creator's names, kept by triggers, decision 088), then the exact fields. The text must follow a
 * rename of the creator (account or profile), equal what the rebuild computes, and never widen
 * the answer: a query spanning two fields of the text matches no order.
 */

let t: TestApp;
let w: OrderWorld;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 1 });
  orderId = (await buyOrder(t, w)).order.id;
}, 60_000);
afterAll(() => t?.close());

async function search(q: string, extra = ""): Promise<string[]> {
  const res = await t.request(`/api/v1/auth/orders?q=${encodeURIComponent(q)}${extra}`, { token: w.brand.token });
  expect(res.status).toBe(200);
  return orderListResponseSchema.parse(await res.json()).data.map((o) => o.id);
}

async function searchText(): Promise<string> {
  const [row] = await t.ctx.db.select({ text: marketOrder.buyerSearchText }).from(marketOrder).where(eq(marketOrder.id, orderId));
  return row!.text;
}

describe("a brand's order search text", () => {
  it("finds the order by title, reference and the creator's names, and by nothing spanning two of them", async () => {
    const ref = orderReference(orderId);
    expect(await searchText()).toContain(ref);
    expect(await search("tiktok vid")).toEqual([orderId]);
    expect(await search(ref.toLowerCase())).toEqual([orderId]);
    expect(await search("cory mak")).toEqual([orderId]);
    expect(await search("cory mak", "&limit=5")).toEqual([orderId]);
    // The end of the title and the start of the reference are adjacent in the text, not in any field.
    expect(await search(`videos\n${ref}`)).toEqual([]);
    expect(await search("nobody here")).toEqual([]);
  });

  it("follows a rename of the creator's profile and account, and equals the rebuild", async () => {
    await t.ctx.db.update(creatorProfile).set({ firstName: "Dana", lastName: "Vale" }).where(eq(creatorProfile.userId, w.creator.id));
    expect(await search("dana vale")).toEqual([orderId]);
    expect(await search("cory mak")).toEqual([]);

    await t.ctx.db.update(user).set({ name: "Zed Account" }).where(eq(user.id, w.creator.id));
    expect(await search("zed acc")).toEqual([orderId]);

    // Without a profile the account name is still searchable.
    await t.ctx.db.delete(creatorProfile).where(eq(creatorProfile.userId, w.creator.id));
    expect(await searchText()).not.toContain("Dana");
    expect(await search("zed acc")).toEqual([orderId]);

    const kept = await searchText();
    await t.ctx.db.execute(sql`SET session_replication_role = replica`);
    try {
      await t.ctx.db.update(marketOrder).set({ buyerSearchText: "" }).where(eq(marketOrder.id, orderId));
      await t.ctx.db.execute(sql`SELECT market_order_rebuild_read_model()`);
    } finally {
      await t.ctx.db.execute(sql`SET session_replication_role = origin`);
    }
    expect(await searchText()).toBe(kept);
  });

  it("walks a search by cursor: every hit once, with the total of all hits", async () => {
    const w2 = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 1 });
    const bought: string[] = [];
    for (let i = 0; i < 3; i++) bought.push((await buyOrder(t, w2)).order.id);
    const seen: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request(`/api/v1/auth/orders?q=tiktok&limit=1${cursor ? `&cursor=${cursor}` : ""}`, { token: w2.brand.token });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { id: string }[]; pagination: { next_cursor: string | null; total: number } };
      seen.push(...body.data.map((o) => o.id));
      totals.push(body.pagination.total);
      cursor = body.pagination.next_cursor;
    } while (cursor && totals.length < 10);
    expect([...seen].sort()).toEqual([...bought].sort());
    expect(totals).toEqual([3, 3, 3]);
  });
});

describe("how the lists are planned", () => {
  // PostgreSQL only: PGlite ignores statement names.
  it.skipIf(!isPostgresRun())("runs a list as a named statement and a search as the unnamed one, planned with its pattern", async () => {
    const party = { side: "buyer" as const, buyerAccountId: w.buyerAccountId };
    // One transaction: one connection, whose named statements pg_prepared_statements lists.
    const names = await t.ctx.db.transaction(async (tx) => {
      const listed = await listOrders(tx, { party, filter: "all", page: 1, perPage: 20 });
      const found = await listOrders(tx, { party, filter: "all", q: "tiktok", page: 1, perPage: 20 });
      expect(found.rows.map((r) => r.id)).toContain(orderId);
      expect(listed.total).toBeGreaterThanOrEqual(found.total);
      const result = await tx.execute(sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'orders\\_%'`);
      return (result as { rows: { name: string }[] }).rows.map((r) => r.name);
    });
    expect(names).toContain("orders_list:buyer:all:page");
    expect(names.filter((n) => n.startsWith("orders_search"))).toEqual([]);
  });
});
