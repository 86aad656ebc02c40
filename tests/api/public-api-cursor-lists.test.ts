import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@/contracts/envelope";
import { campaign, campaignProposal } from "@/server/db/schema";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 074, continued: cursor pages on the proposal lists, the content library and the
 * conversations, the same way as the order and campaign lists (public-api-cursors.test.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  data: Record<string, unknown>[];
  pagination?: { next_cursor?: string | null; total: number; per_page: number; page: number };
}

async function getPage(token: string, path: string): Promise<Page> {
  const res = await t.request(`/api/v1${path}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}

/**
 * Follows `next_cursor` to the end, calling `between` after each page; answers every id seen (by
 * `idOf`) in order, and checks each page's total against `total` when given.
 */
async function walk(
  token: string,
  path: string,
  limit: number,
  between: () => Promise<void>,
  idOf: (row: Record<string, unknown>) => string = (r) => r.id as string,
): Promise<{ seen: string[]; totals: number[] }> {
  const seen: string[] = [];
  const totals: number[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const sep = path.includes("?") ? "&" : "?";
    const page = await getPage(token, `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    expect(page.pagination?.per_page).toBe(limit);
    seen.push(...page.data.map(idOf));
    totals.push(page.pagination!.total);
    cursor = page.pagination!.next_cursor;
    if (!cursor) return { seen, totals };
    expect(page.data).toHaveLength(limit);
    await between();
  }
  throw new Error("the walk did not end");
}

/** A bad cursor is a 400 naming `cursor`; a limit out of 1–100 a 400 naming `limit`; nothing else is read. */
async function expectCursorChecks(token: string, path: string) {
  const sep = path.includes("?") ? "&" : "?";
  for (const cursor of ["not-a-cursor!", "eyJ4IjoxfQ", encodeCursor({ at: "yesterday", id: randomUUID() }), "x".repeat(300)]) {
    const res = await t.request(`/api/v1${path}${sep}cursor=${encodeURIComponent(cursor)}`, { token });
    expect(res.status, `${path} ${cursor}`).toBe(400);
    const error = ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
    expect(error.code).toBe("validation_error");
    expect(Object.keys(error.fields)).toEqual(["cursor"]);
  }
  for (const limit of ["0", "101", "-3", "2.5", "ten"]) {
    const res = await t.request(`/api/v1${path}${sep}limit=${limit}`, { token });
    expect(res.status, `${path} limit=${limit}`).toBe(400);
    const error = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
    expect(Object.keys(error.fields)).toEqual(["limit"]);
  }
  // The bounds themselves are accepted.
  expect((await t.request(`/api/v1${path}${sep}limit=1`, { token })).status).toBe(200);
  expect((await t.request(`/api/v1${path}${sep}limit=100`, { token })).status).toBe(200);
}

describe("proposals by cursor", () => {
  let w: OrderWorld;
  let campaignId: string;
  const existing: string[] = [];
  const propose = async (onCampaign = campaignId) => {
    const [p] = await t.ctx.db
      .insert(campaignProposal)
      // Withdrawn: not live, so one creator may have many on one campaign.
      .values({
        campaignId: onCampaign,
        creatorUserId: w.creator.id,
        status: "withdrawn",
        pitch: "My take on the serum",
        priceCents: 15_000,
      })
      .returning({ id: campaignProposal.id });
    return p!.id;
  };
  beforeAll(async () => {
    w = await orderWorld(t);
    const [c] = await t.ctx.db
      .insert(campaign)
      .values({
        buyerAccountId: w.buyerAccountId,
        brandProfileId: w.brandProfileId,
        createdByUserId: w.brand.id,
        status: "active",
        title: "Serum launch",
        productName: "Glow Serum",
        description: "Film your morning routine with the serum.",
        priceMinCents: 15_000,
        priceMaxCents: 15_000,
      })
      .returning({ id: campaign.id });
    campaignId = c!.id;
    for (let i = 0; i < 13; i++) existing.push(await propose());
  });

  it("walking a campaign's proposals returns each exactly once while creators propose between pages", async () => {
    const inserted: string[] = [];
    const { seen, totals } = await walk(w.brand.token, `/auth/campaigns/${campaignId}/proposals`, 4, async () => {
      inserted.push(await propose());
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...existing].sort());
    for (const id of inserted) expect(seen).not.toContain(id);
    expect(totals[0]).toBe(existing.length);
    // The status filter still applies; without cursor or limit the list is as it was.
    expect((await getPage(w.brand.token, `/auth/campaigns/${campaignId}/proposals?status=submitted&limit=5`)).data).toEqual([]);
    const all = await getPage(w.brand.token, `/auth/campaigns/${campaignId}/proposals`);
    expect(all.data).toHaveLength(existing.length + inserted.length);
    expect(all.pagination).toBeUndefined();
  });

  it("walking the creator's own proposals returns each exactly once while they propose between pages", async () => {
    const mine = (await getPage(w.creator.token, "/auth/campaign/proposals")).data.map((r) => r.id as string);
    expect(mine.length).toBeGreaterThan(10);
    const { seen } = await walk(w.creator.token, "/auth/campaign/proposals", 3, async () => {
      await propose();
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...mine].sort());
  });

  it("another brand's campaign is a 404 in cursor mode too; bad cursors and limits are 400s", async () => {
    const other = await createUser(t, { types: ["brand"] });
    expect((await t.request(`/api/v1/auth/campaigns/${campaignId}/proposals?limit=5`, { token: other.token })).status).toBe(404);
    await expectCursorChecks(w.brand.token, `/auth/campaigns/${campaignId}/proposals`);
    await expectCursorChecks(w.creator.token, "/auth/campaign/proposals");
  });
});

describe("content library by cursor", () => {
  let w: OrderWorld;
  const pending: { videoId: string }[] = [];
  beforeAll(async () => {
    w = await orderWorld(t, { walletCents: 2_000_000, priceCents: 10_000, videos: 1 });
    for (let i = 0; i < 10; i++) {
      const { videos } = await deliveredOrder(t, w, { withFile: false });
      for (const v of videos) pending.push({ videoId: v.id });
    }
    // Seven licences before the walk; the rest are granted during it.
    for (const v of pending.splice(0, 7)) await approve(t, w, v.videoId);
  });

  it("walking the library returns each licence exactly once while videos are approved between pages", async () => {
    const before = (await getPage(w.brand.token, "/auth/content?per_page=60")).data.map((r) => r.licenceId as string);
    expect(before).toHaveLength(7);
    const { seen, totals } = await walk(
      w.brand.token,
      "/auth/content",
      2,
      async () => {
        const next = pending.shift();
        if (next) await approve(t, w, next.videoId);
      },
      (r) => r.licenceId as string,
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...before].sort());
    // The total counts every licence at the time of each page, including those granted meanwhile.
    expect(totals[0]).toBe(7);
    expect(totals[totals.length - 1]).toBeGreaterThan(7);
    // Page mode keeps its envelope, without a cursor.
    const paged = await getPage(w.brand.token, "/auth/content?page=2&per_page=4");
    expect(paged.pagination).toMatchObject({ page: 2, per_page: 4 });
    expect(paged.pagination?.next_cursor).toBeUndefined();
  });

  it("bad cursors and limits are 400s", async () => {
    await expectCursorChecks(w.brand.token, "/auth/content");
  });
});

describe("conversations by cursor", () => {
  let me: TestUser;
  const existing: string[] = [];
  const open = async () => {
    const other = await createUser(t, { types: ["creator"] });
    const res = await t.request("/api/v1/auth/conversations", { token: me.token, body: { userId: other.id } });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  beforeAll(async () => {
    me = await createUser(t, { types: ["brand"] });
    for (let i = 0; i < 7; i++) existing.push(await open());
  });

  it("walking the conversations returns each exactly once while conversations start and messages move others to the top", async () => {
    let n = 0;
    const { seen } = await walk(me.token, "/auth/conversations", 2, async () => {
      await open();
      // Activity on the oldest conversation: it would jump to the top of the page-mode order.
      const res = await t.request(`/api/v1/auth/conversation/${existing[0]}/messages`, { token: me.token, body: { body: `Hello ${++n}` } });
      expect(res.status, await res.clone().text()).toBe(201);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...existing].sort());
    const all = await getPage(me.token, "/auth/conversations");
    expect(all.pagination).toBeUndefined();
    expect(all.data[0]!.id).toBe(existing[0]);
  });

  it("walking a conversation's messages returns each exactly once while both people keep writing", async () => {
    const other = await createUser(t, { types: ["creator"] });
    const opened = await t.request("/api/v1/auth/conversations", { token: me.token, body: { userId: other.id } });
    const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;
    const send = async (token: string, body: string) => {
      const res = await t.request(`/api/v1/auth/conversation/${conversationId}/messages`, { token, body: { body } });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const existing: string[] = [];
    for (let i = 0; i < 9; i++) existing.push(await send(i % 2 ? other.token : me.token, `Message ${i}`));
    const inserted: string[] = [];
    const { seen, totals } = await walk(me.token, `/auth/conversation/${conversationId}/messages`, 2, async () => {
      inserted.push(await send(other.token, "Another one"));
    });
    expect(new Set(seen).size).toBe(seen.length);
    // Newest first: exactly the messages that existed, in reverse order of sending.
    expect(seen).toEqual([...existing].reverse());
    expect(totals[0]).toBe(existing.length);
    // Without limit or cursor: the newest 20, with the same envelope; a third person gets 404.
    const first = await getPage(me.token, `/auth/conversation/${conversationId}/messages`);
    expect(first.data[0]!.id).toBe(inserted[inserted.length - 1]);
    expect(first.pagination?.per_page).toBe(20);
    const stranger = await createUser(t, { types: ["brand"] });
    expect((await t.request(`/api/v1/auth/conversation/${conversationId}/messages?limit=5`, { token: stranger.token })).status).toBe(404);
    await expectCursorChecks(me.token, `/auth/conversation/${conversationId}/messages`);
  });

  it("bad cursors and limits are 400s", async () => {
    await expectCursorChecks(me.token, "/auth/conversations");
  });
});

describe("the document", () => {
  it("lists the cursor parameters and next_cursor on every list that pages by cursor", async () => {
    type Schema = { $ref?: string; properties?: Record<string, Schema>; anyOf?: Schema[] };
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }
        >
      >;
      components: { schemas: Record<string, Schema> };
    };
    const resolve = (s: Schema | undefined): Schema | undefined =>
      s?.$ref ? doc.components.schemas[s.$ref.replace("#/components/schemas/", "")] : s;
    const paths = [
      "/auth/orders",
      "/auth/campaigns",
      "/auth/campaigns/{id}/proposals",
      "/auth/campaign/proposals",
      "/auth/content",
      "/auth/conversations",
      "/auth/conversation/{id}/messages",
    ];
    for (const path of paths) {
      const op = doc.paths[`/api/v1${path}`]?.get;
      const query = op?.parameters?.filter((p) => p.in === "query").map((p) => p.name) ?? [];
      expect(query, path).toEqual(expect.arrayContaining(["cursor", "limit"]));
      const body = resolve(op?.responses["200"]?.content?.["application/json"]?.schema);
      const pagination = resolve(body?.properties?.pagination);
      expect(pagination?.properties?.next_cursor, path).toBeDefined();
    }
  });
});
