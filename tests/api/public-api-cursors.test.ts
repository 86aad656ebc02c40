import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@/contracts/envelope";
import { brandProfile, campaign, member } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Decision 074: cursor pagination of the lists a brand's tools read, and the message routes behind
 * the messages scopes for API keys.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  data: { id: string }[];
  pagination: { next_cursor?: string | null; total: number; per_page: number };
}

async function getPage(token: string, path: string): Promise<Page> {
  const res = await t.request(`/api/v1${path}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}

/** Follows `next_cursor` to the end, calling `between` after each page; answers every id seen, in order. */
async function walk(token: string, path: string, limit: number, between: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const sep = path.includes("?") ? "&" : "?";
    const page = await getPage(token, `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.data.map((r) => r.id));
    cursor = page.pagination.next_cursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error("the walk did not end");
}

describe("cursor pagination", () => {
  let w: OrderWorld;
  const orderIds: string[] = [];
  beforeAll(async () => {
    w = await orderWorld(t, { walletCents: 2_000_000, priceCents: 10_000 });
    for (let i = 0; i < 23; i++) orderIds.push((await buyOrder(t, w)).order.id);
  });

  it("walking the orders returns every order exactly once while orders are bought between pages", async () => {
    const inserted: string[] = [];
    const seen = await walk(w.brand.token, "/auth/orders", 5, async () => {
      for (let i = 0; i < 2; i++) inserted.push((await buyOrder(t, w)).order.id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of orderIds) expect(seen.filter((s) => s === id)).toHaveLength(1);
    // Newest first: orders bought during the walk are newer than the first page, so they are not in it.
    for (const id of inserted) expect(seen).not.toContain(id);
    expect(seen).toHaveLength(orderIds.length);
  });

  it("the first cursor page is the newest orders; page mode keeps its own order and envelope", async () => {
    const first = await getPage(w.brand.token, "/auth/orders?limit=3");
    expect(first.pagination.per_page).toBe(3);
    expect(typeof first.pagination.next_cursor).toBe("string");
    const paged = (await (await t.request("/api/v1/auth/orders?page=1&per_page=10", { token: w.brand.token })).json()) as Page & {
      pagination: { page: number; total_pages: number };
    };
    expect(paged.data).toHaveLength(10);
    expect(paged.pagination.page).toBe(1);
    expect(paged.pagination.next_cursor).toBeUndefined();
  });

  it("a bad cursor is a 400 naming the cursor, for garbage and for a well-formed key of nothing valid", async () => {
    for (const cursor of ["not-a-cursor!", "eyJ4IjoxfQ", encodeCursor({ at: "yesterday", id: randomUUID() }), "x".repeat(300)]) {
      const res = await t.request(`/api/v1/auth/orders?cursor=${encodeURIComponent(cursor)}`, { token: w.brand.token });
      expect(res.status, cursor).toBe(400);
      const error = ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
      expect(error.code).toBe("validation_error");
      expect(Object.keys(error.fields)).toEqual(["cursor"]);
    }
    expect((await t.request("/api/v1/auth/orders?limit=0", { token: w.brand.token })).status).toBe(400);
    expect((await t.request("/api/v1/auth/orders?limit=101", { token: w.brand.token })).status).toBe(400);
  });

  it("walking the campaigns returns every campaign exactly once while campaigns are created between pages", async () => {
    const add = async () => {
      const [c] = await t.ctx.db
        .insert(campaign)
        .values({
          buyerAccountId: w.buyerAccountId,
          brandProfileId: w.brandProfileId,
          createdByUserId: w.brand.id,
          status: "draft",
          title: `Serum ${randomUUID().slice(0, 6)}`,
          productName: "Glow Serum",
          description: "Film your morning routine with the serum.",
          priceMinCents: 15_000,
          priceMaxCents: 15_000,
        })
        .returning({ id: campaign.id });
      return c!.id;
    };
    const existing: string[] = [];
    for (let i = 0; i < 11; i++) existing.push(await add());
    const seen = await walk(w.brand.token, "/auth/campaigns", 4, async () => {
      await add();
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...existing].sort());
    // Without cursor or limit the list is as it was: every campaign, no pagination.
    const all = (await (await t.request("/api/v1/auth/campaigns", { token: w.brand.token })).json()) as Page;
    expect(all.data.length).toBeGreaterThanOrEqual(existing.length);
    expect(all.pagination).toBeUndefined();
  });
});

describe("messages scopes for API keys", () => {
  async function keyWith(scopes: string[]) {
    const owner = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Acme Team", slug: `acme-${randomUUID().slice(0, 8)}` },
    });
    const organizationId = ((await res.json()) as { id: string }).id;
    const account = await resolveBuyerAccount(t.ctx.db, { userId: owner.id, activeOrganizationId: organizationId });
    await t.ctx.db.insert(brandProfile).values({ buyerAccountId: account.id, name: "Acme Team" });
    const created = await t.request("/api/v1/auth/api-keys", { token: owner.token, body: { name: "Inbox sync", scopes } });
    expect(created.status, await created.clone().text()).toBe(201);
    return { owner, organizationId, secret: ((await created.json()) as { data: { secret: string } }).data.secret };
  }

  it("a key without a messages scope gets 403 on the inbox; messages:read reads it but cannot send", async () => {
    const without = await keyWith(["orders:read"]);
    const refused = await t.request("/api/v1/auth/conversations", { token: without.secret });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { details: { scope: string } } }).error.details.scope).toBe("messages:read");

    const reader = await keyWith(["messages:read"]);
    expect((await t.request("/api/v1/auth/conversations", { token: reader.secret })).status).toBe(200);
    const creator = await createUser(t, { types: ["creator"] });
    const open = await t.request("/api/v1/auth/conversations", { token: reader.secret, body: { userId: creator.id } });
    expect(open.status).toBe(403);
    expect(((await open.json()) as { error: { details: { scope: string } } }).error.details.scope).toBe("messages:write");
  });

  it("people signed in are not concerned by the scopes", async () => {
    const { owner, organizationId } = await keyWith(["orders:read"]);
    const teammate = await createUser(t, { types: ["brand"] });
    await t.ctx.db.insert(member).values({ id: randomUUID(), organizationId, userId: teammate.id, role: "member" });
    expect((await t.request("/api/v1/auth/conversations", { token: owner.token })).status).toBe(200);
    expect((await t.request("/api/v1/auth/conversations", { token: teammate.token })).status).toBe(200);
  });
});
