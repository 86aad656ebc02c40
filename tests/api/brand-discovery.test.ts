import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorList, creatorListItem, creatorProfile, creatorRating, member, socialLink, user } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { completeProfileParts } from "../support/creator-profile-fixtures";
import { orderWorld, purchaseBody, type OrderWorld } from "../support/order-fixtures";

/*
 * Decision 034: the in-app directory's follower, language and rating
 * filters and the rating sort; saved lists scoped to the buyer account (a team member sees them,
 * another brand gets 404); ratings — only the order's brand, only completed orders, once per order,
 * editable for 14 days then refused, one creator reply — and the creator's denormalised average.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Answer<T> {
  status: number;
  data: T;
  error?: { code: string; message: string; fields?: Record<string, string> };
}
async function call<T = unknown>(who: TestUser, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const res = await t.request(`/api/v1${path}`, { token: who.token, ...init });
  const json = (await res.json()) as { data: T; error?: Answer<T>["error"] };
  return { status: res.status, data: json.data, error: json.error };
}

interface Card {
  userId: string;
  customUrl: string;
  totalFollowers: number;
  languages: string[];
  ratingAverage: number | null;
  ratingCount: number;
  listIds: string[];
}

/** A listed creator made directly in the database: a creator user, a public URL, languages and follower counts. */
async function listedCreator(slug: string, languages: string[], followers: number[]): Promise<string> {
  const id = randomUUID();
  await t.ctx.db
    .insert(user)
    .values({ id, name: slug, email: `${slug}-${id.slice(0, 6)}@test.reelbrief.com`, types: ["creator"], didOnboard: true });
  await t.ctx.db.insert(creatorProfile).values({
    userId: id,
    firstName: slug,
    lastName: "Tester",
    customUrl: `${slug}-${id.slice(0, 6)}`,
    languages,
    niches: ["pets"],
    ...completeProfileParts(),
  });
  for (const [i, n] of followers.entries()) {
    await t.ctx.db.insert(socialLink).values({
      userId: id,
      platform: i === 0 ? "tiktok" : "instagram",
      handle: slug,
      url: `https://www.tiktok.com/@${slug}`,
      followerCount: n,
    });
  }
  return id;
}

/** A completed order of the world's brand with its creator: bought through the API, completed by the test hook. */
async function completedOrder(w: OrderWorld): Promise<string> {
  const bought = await call<{ id: string }>(w.brand, "/auth/orders", { body: purchaseBody(w) });
  expect(bought.status, JSON.stringify(bought.error)).toBe(201);
  const done = await call<{ status: string }>(w.brand, `/dev/orders/${bought.data.id}/complete`, { method: "POST" });
  expect(done.status, JSON.stringify(done.error)).toBe(200);
  expect(done.data.status).toBe("completed");
  return bought.data.id;
}

async function profileRating(userId: string) {
  const [p] = await t.ctx.db
    .select({ average: creatorProfile.ratingAverage, count: creatorProfile.ratingCount })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, userId));
  return { average: p!.average === null ? null : Number(p!.average), count: p!.count };
}

describe("ratings", () => {
  let w: OrderWorld;
  let orderId: string;
  beforeAll(async () => {
    w = await orderWorld(t, { walletCents: 200_000, videos: 1 });
    orderId = await completedOrder(w);
  });

  it("refuses an order that is not completed, and another brand's order, writing nothing", async () => {
    const open = await call<{ id: string }>(w.brand, "/auth/orders", { body: purchaseBody(w) });
    expect(open.status).toBe(201);
    const early = await call(w.brand, `/auth/orders/${open.data.id}/rating`, { body: { stars: 5 } });
    expect(early.status).toBe(409);
    expect(early.error!.code).toBe("invalid_state");

    const stranger = await createUser(t, { types: ["brand"] });
    const foreign = await call(stranger, `/auth/orders/${orderId}/rating`, { body: { stars: 1, text: "Never worked with them" } });
    expect(foreign.status).toBe(404);
    // The creator cannot rate (brand route), nor read a stranger's rating.
    expect((await call(w.creator, `/auth/orders/${orderId}/rating`, { body: { stars: 5 } })).status).toBe(403);
    expect((await call(stranger, `/auth/orders/${orderId}/rating`)).status).toBe(404);
    expect(await t.ctx.db.select().from(creatorRating).where(eq(creatorRating.orderId, orderId))).toEqual([]);
    expect(await profileRating(w.creator.id)).toEqual({ average: null, count: 0 });
  });

  it("rejects bad stars with a 400 naming the field", async () => {
    for (const stars of [0, 6, 3.5, "five"]) {
      const res = await call(w.brand, `/auth/orders/${orderId}/rating`, { body: { stars } });
      expect(res.status).toBe(400);
      expect(res.error!.fields).toHaveProperty("stars");
    }
  });

  it("lets the order's brand rate once, and keeps the creator's average and count", async () => {
    const first = await call<{ stars: number; text: string | null; editableUntil: string }>(w.brand, `/auth/orders/${orderId}/rating`, {
      body: { stars: 4, text: "  Fast and friendly  " },
    });
    expect(first.status, JSON.stringify(first.error)).toBe(201);
    expect(first.data.stars).toBe(4);
    expect(first.data.text).toBe("Fast and friendly");
    expect(await profileRating(w.creator.id)).toEqual({ average: 4, count: 1 });

    const again = await call(w.brand, `/auth/orders/${orderId}/rating`, { body: { stars: 1 } });
    expect(again.status).toBe(409);
    expect(again.error!.code).toBe("conflict");
    expect(await profileRating(w.creator.id)).toEqual({ average: 4, count: 1 });

    // Both sides read it; the creator's public page shows the average.
    expect((await call<{ stars: number }>(w.creator, `/auth/orders/${orderId}/rating`)).data.stars).toBe(4);
    const [p] = await t.ctx.db
      .select({ url: creatorProfile.customUrl })
      .from(creatorProfile)
      .where(eq(creatorProfile.userId, w.creator.id));
    const pub = await t.request(`/api/v1/creators/${p!.url}`);
    const body = (await pub.json()) as { data: { ratingAverage: number; ratingCount: number } };
    expect([body.data.ratingAverage, body.data.ratingCount]).toEqual([4, 1]);
  });

  it("averages several orders' ratings", async () => {
    const second = await completedOrder(w);
    expect((await call(w.brand, `/auth/orders/${second}/rating`, { body: { stars: 5 } })).status).toBe(201);
    const third = await completedOrder(w);
    expect((await call(w.brand, `/auth/orders/${third}/rating`, { body: { stars: 2 } })).status).toBe(201);
    // (4 + 5 + 2) / 3 = 3.666… → 3.67
    expect(await profileRating(w.creator.id)).toEqual({ average: 3.67, count: 3 });
  });

  it("lets the brand change its rating within 14 days, then refuses", async () => {
    const edited = await call<{ stars: number; text: string | null }>(w.brand, `/auth/orders/${orderId}/rating`, {
      method: "PATCH",
      body: { stars: 5, text: "Even better on the second look" },
    });
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.data.stars).toBe(5);
    // (5 + 5 + 2) / 3 = 4
    expect(await profileRating(w.creator.id)).toEqual({ average: 4, count: 3 });

    // 13 days after giving it: still changeable.
    await t.ctx.db
      .update(creatorRating)
      .set({ createdAt: new Date(Date.now() - 13 * 86_400_000) })
      .where(eq(creatorRating.orderId, orderId));
    expect((await call(w.brand, `/auth/orders/${orderId}/rating`, { method: "PATCH", body: { stars: 4 } })).status).toBe(200);

    // 15 days: refused, nothing changes.
    await t.ctx.db
      .update(creatorRating)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(creatorRating.orderId, orderId));
    const late = await call(w.brand, `/auth/orders/${orderId}/rating`, { method: "PATCH", body: { stars: 1 } });
    expect(late.status).toBe(409);
    expect(late.error!.code).toBe("invalid_state");
    const [row] = await t.ctx.db.select().from(creatorRating).where(eq(creatorRating.orderId, orderId));
    expect(row!.stars).toBe(4);
    expect(await profileRating(w.creator.id)).toEqual({ average: 3.67, count: 3 });
  });

  it("lets the rated creator reply once; nobody else", async () => {
    const otherCreator = await createUser(t, { types: ["creator"] });
    expect((await call(otherCreator, `/auth/orders/${orderId}/rating/reply`, { body: { reply: "Not mine" } })).status).toBe(404);
    expect((await call(w.brand, `/auth/orders/${orderId}/rating/reply`, { body: { reply: "Brand speaking" } })).status).toBe(403);
    expect((await call(w.creator, `/auth/orders/${orderId}/rating/reply`, { body: { reply: "   " } })).status).toBe(400);

    const reply = await call<{ reply: string }>(w.creator, `/auth/orders/${orderId}/rating/reply`, {
      body: { reply: "Thank you, lovely brief!" },
    });
    expect(reply.status, JSON.stringify(reply.error)).toBe(200);
    expect(reply.data.reply).toBe("Thank you, lovely brief!");
    const twice = await call(w.creator, `/auth/orders/${orderId}/rating/reply`, { body: { reply: "Changed my mind" } });
    expect(twice.status).toBe(409);
    const [row] = await t.ctx.db.select().from(creatorRating).where(eq(creatorRating.orderId, orderId));
    expect(row!.reply).toBe("Thank you, lovely brief!");
  });
});

describe("the in-app directory", () => {
  let brand: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    brand = await createUser(t, { types: ["brand"] });
    ids.small = await listedCreator("zz-small", ["en"], [5_000]);
    ids.mid = await listedCreator("zz-mid", ["es", "en"], [30_000, 20_000]);
    ids.big = await listedCreator("zz-big", ["fr"], [200_000]);
    // Ratings as the rating use-case leaves them (its own tests above); here only the directory reads them.
    await t.ctx.db.update(creatorProfile).set({ ratingAverage: 4.5, ratingCount: 2 }).where(eq(creatorProfile.userId, ids.small));
    await t.ctx.db.update(creatorProfile).set({ ratingAverage: 4.5, ratingCount: 8 }).where(eq(creatorProfile.userId, ids.mid));
    await t.ctx.db.update(creatorProfile).set({ ratingAverage: 3, ratingCount: 1 }).where(eq(creatorProfile.userId, ids.big));
  });
  const mine = (cards: Card[]) => cards.filter((c) => Object.values(ids).includes(c.userId)).map((c) => c.userId);
  const search = async (query: string) => {
    const res = await call<Card[]>(brand, `/auth/creators?niche=pets&pageSize=48&${query}`);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return mine(res.data);
  };

  it("is for brands only", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    expect((await call(creator, "/auth/creators")).status).toBe(403);
    expect((await t.request("/api/v1/auth/creators")).status).toBe(401);
  });

  it("filters by minimum followers (all social links together)", async () => {
    expect((await search("minFollowers=50000")).sort()).toEqual([ids.mid, ids.big].sort());
    expect(await search("minFollowers=100000")).toEqual([ids.big]);
    expect((await search("minFollowers=0")).length).toBe(3);
  });

  it("filters by language (any of them)", async () => {
    expect(await search("language=fr")).toEqual([ids.big]);
    expect((await search("language=es&language=fr")).sort()).toEqual([ids.mid, ids.big].sort());
    expect((await search("language=EN")).sort()).toEqual([ids.small, ids.mid].sort());
  });

  it("filters by minimum rating and sorts by rating (average, then count)", async () => {
    expect((await search("minRating=4")).sort()).toEqual([ids.small, ids.mid].sort());
    expect(await search("minRating=4.6")).toEqual([]);
    expect(await search("sort=rating")).toEqual([ids.mid, ids.small, ids.big]);
    // The public directory takes the same filters and sort.
    const pub = (await (await t.request("/api/v1/creators?niche=pets&sort=rating&minFollowers=10000")).json()) as { data: Card[] };
    expect(mine(pub.data)).toEqual([ids.mid, ids.big]);
  });

  it("answers bad filters with 400 naming the field", async () => {
    for (const [query, field] of [
      ["minFollowers=-1", "minFollowers"],
      ["minFollowers=lots", "minFollowers"],
      ["language=english", "language.0"],
      ["minRating=6", "minRating"],
      ["sort=stars", "sort"],
    ]) {
      const res = await call(brand, `/auth/creators?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.error!.fields, query).toHaveProperty([field!]);
    }
  });

  it("opens a creator's page and 404s an unknown or hidden one", async () => {
    const page = await call<{ creator: { userId: string }; lists: unknown[]; pastOrders: unknown[] }>(brand, `/auth/creators/${ids.mid}`);
    expect(page.status).toBe(200);
    expect(page.data.creator.userId).toBe(ids.mid);
    expect((await call(brand, `/auth/creators/${randomUUID()}`)).status).toBe(404);
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, ids.big!));
    expect((await call(brand, `/auth/creators/${ids.big}`)).status).toBe(404);
    await t.ctx.db.update(user).set({ banned: false }).where(eq(user.id, ids.big!));
  });
});

describe("saved lists", () => {
  it("belong to the buyer account: a team member sees them, another brand gets 404", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const org = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Glow Agency", slug: `glow-${owner.id.toLowerCase()}` },
    });
    expect(org.status).toBe(200);
    const orgId = ((await org.json()) as { id: string }).id;
    const teammate = await createUser(t, { types: ["brand"] });
    await t.ctx.db.insert(member).values({ id: randomUUID(), organizationId: orgId, userId: teammate.id, role: "member" });
    expect((await t.request("/api/auth/organization/set-active", { token: teammate.token, body: { organizationId: orgId } })).status).toBe(
      200,
    );
    const creatorId = await listedCreator("zz-saved", ["en"], [1_000]);

    const created = await call<{ id: string; name: string }>(owner, "/auth/creator-lists", { body: { name: "  Skincare shortlist " } });
    expect(created.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data.name).toBe("Skincare shortlist");
    const listId = created.data.id;
    expect((await call(owner, `/auth/creator-lists/${listId}/creators`, { body: { creator_user_id: creatorId } })).status).toBe(200);
    // Saving twice keeps one entry.
    expect((await call(owner, `/auth/creator-lists/${listId}/creators`, { body: { creator_user_id: creatorId } })).status).toBe(200);

    // The teammate sees the same list, with the creator, and can rename it.
    const seen = await call<{ id: string; creatorCount: number }[]>(teammate, "/auth/creator-lists");
    expect(seen.data.map((l) => [l.id, l.creatorCount])).toEqual([[listId, 1]]);
    const view = await call<{ creators: { userId: string }[] }>(teammate, `/auth/creator-lists/${listId}`);
    expect(view.data.creators.map((c) => c.userId)).toEqual([creatorId]);
    expect((await call(teammate, `/auth/creator-lists/${listId}`, { method: "PATCH", body: { name: "Skincare finalists" } })).status).toBe(
      200,
    );
    const cards = await call<Card[]>(teammate, "/auth/creators?pageSize=48&minFollowers=1000&maxPrice=");
    expect(cards.data.find((c) => c.userId === creatorId)?.listIds).toEqual([listId]);

    // Another brand: every list route answers 404 and changes nothing.
    const other = await createUser(t, { types: ["brand"] });
    expect((await call(other, "/auth/creator-lists")).data).toEqual([]);
    expect((await call(other, `/auth/creator-lists/${listId}`)).status).toBe(404);
    expect((await call(other, `/auth/creator-lists/${listId}`, { method: "PATCH", body: { name: "Mine now" } })).status).toBe(404);
    expect((await call(other, `/auth/creator-lists/${listId}/creators`, { body: { creator_user_id: creatorId } })).status).toBe(404);
    expect((await call(other, `/auth/creator-lists/${listId}/creators/${creatorId}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(other, `/auth/creator-lists/${listId}`, { method: "DELETE" })).status).toBe(404);
    const [still] = await t.ctx.db.select().from(creatorList).where(eq(creatorList.id, listId));
    expect(still!.name).toBe("Skincare finalists");
    expect(await t.ctx.db.select().from(creatorListItem).where(eq(creatorListItem.listId, listId))).toHaveLength(1);

    // Bad input: 400 naming the field; an unknown creator is refused.
    const blank = await call(owner, "/auth/creator-lists", { body: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.error!.fields).toHaveProperty("name");
    expect((await call(owner, `/auth/creator-lists/${listId}/creators`, { body: { creator_user_id: randomUUID() } })).status).toBe(400);

    // Remove, then delete.
    expect((await call(teammate, `/auth/creator-lists/${listId}/creators/${creatorId}`, { method: "DELETE" })).status).toBe(200);
    expect((await call<{ creators: unknown[] }>(owner, `/auth/creator-lists/${listId}`)).data.creators).toEqual([]);
    expect((await call(owner, `/auth/creator-lists/${listId}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(owner, `/auth/creator-lists/${listId}`)).status).toBe(404);
  });
});
