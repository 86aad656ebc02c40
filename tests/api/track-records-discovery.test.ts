import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfile, creatorTrackRecord, user } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { completeProfileParts } from "../support/creator-profile-fixtures";

/*
 * Decision 083 in the directories: the track-record filters ("on time ≥ 90%", "approved first time
 * ≥ 80%") and sorts (on time, first version, response time), in the brand's in-app directory and the
 * public one, with 400s naming the field; and the figures on the creator's public page. The
 * records are written here as the recompute leaves them (its own tests are in track-records.test.ts).
 */

let t: TestApp;
let brand: TestUser;
const ids: Record<"a" | "b" | "few" | "none", string> = { a: "", b: "", few: "", none: "" };
const urls: Record<string, string> = {};

async function listedCreator(slug: string): Promise<string> {
  const id = randomUUID();
  await t.ctx.db
    .insert(user)
    .values({ id, name: slug, email: `${slug}-${id.slice(0, 6)}@test.reelbrief.com`, types: ["creator"], didOnboard: true });
  urls[id] = `${slug}-${id.slice(0, 6)}`;
  await t.ctx.db.insert(creatorProfile).values({
    userId: id,
    firstName: slug,
    lastName: "Tester",
    customUrl: urls[id],
    niches: ["outdoors"],
    ...completeProfileParts(),
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  brand = await createUser(t, { types: ["brand"] });
  ids.a = await listedCreator("tr-a");
  ids.b = await listedCreator("tr-b");
  ids.few = await listedCreator("tr-few");
  ids.none = await listedCreator("tr-none");
  await t.ctx.db.insert(creatorTrackRecord).values([
    // 14 of 15 on time (93%), 9 of 12 first version (75%), replies in 2 hours.
    {
      creatorUserId: ids.a,
      deliveredOrders: 15,
      onTimeOrders: 14,
      onTimeRate: 14 / 15,
      approvedOrders: 12,
      firstVersionOrders: 9,
      firstVersionRate: 0.75,
      revisionRounds: 4,
      averageRevisionRounds: 4 / 12,
      replyConversations: 31,
      medianReplySeconds: 7200,
    },
    // 9 of 10 on time (exactly 90%), 9 of 10 first version (90%), replies in 30 minutes.
    {
      creatorUserId: ids.b,
      deliveredOrders: 10,
      onTimeOrders: 9,
      onTimeRate: 0.9,
      approvedOrders: 10,
      firstVersionOrders: 9,
      firstVersionRate: 0.9,
      revisionRounds: 1,
      averageRevisionRounds: 0.1,
      replyConversations: 5,
      medianReplySeconds: 1800,
    },
    // Two orders, both on time: not enough for a rate.
    { creatorUserId: ids.few, deliveredOrders: 2, onTimeOrders: 2, approvedOrders: 2, firstVersionOrders: 2 },
  ]);
});
afterAll(() => t?.close());

const mine = (cards: { userId: string }[]) => cards.map((c) => c.userId).filter((id) => Object.values(ids).includes(id));

async function inApp(query: string): Promise<string[]> {
  const res = await t.request(`/api/v1/auth/creators?niche=outdoors&pageSize=48&${query}`, { token: brand.token });
  expect(res.status, query).toBe(200);
  return mine(((await res.json()) as { data: { userId: string }[] }).data);
}

describe("track-record filters and sorts", () => {
  it("filters on-time delivery at a percentage, exactly: 9 of 10 is 90%; too few orders never match", async () => {
    expect((await inApp("minOnTime=90")).sort()).toEqual([ids.a, ids.b].sort());
    expect(await inApp("minOnTime=91")).toEqual([ids.a]);
    expect(await inApp("minOnTime=94")).toEqual([]);
    // 0% still asks for enough orders: the creator with two orders and the one with none are left out.
    expect((await inApp("minOnTime=0")).sort()).toEqual([ids.a, ids.b].sort());
  });

  it("filters first-version approval, and both filters together", async () => {
    expect(await inApp("minFirstVersion=80")).toEqual([ids.b]);
    expect((await inApp("minFirstVersion=75")).sort()).toEqual([ids.a, ids.b].sort());
    expect(await inApp("minOnTime=91&minFirstVersion=80")).toEqual([]);
  });

  it("sorts best first, creators without enough data last", async () => {
    expect(await inApp("sort=on_time")).toEqual([ids.a, ids.b, ids.few, ids.none]);
    expect(await inApp("sort=first_version")).toEqual([ids.b, ids.a, ids.few, ids.none]);
    expect(await inApp("sort=response_time")).toEqual([ids.b, ids.a, ids.few, ids.none]);
  });

  it("the public directory takes the same filters and sorts", async () => {
    const res = await t.request("/api/v1/creators?niche=outdoors&minOnTime=90&sort=first_version");
    expect(res.status).toBe(200);
    const cards = ((await res.json()) as { data: { userId: string; trackRecord: Record<string, unknown> }[] }).data;
    expect(mine(cards)).toEqual([ids.b, ids.a]);
    // Each card carries the figures it shows ("93% on time · 14 of 15 orders").
    expect(cards.find((c) => c.userId === ids.a)!.trackRecord).toMatchObject({ deliveredOrders: 15, onTimeOrders: 14 });
  });

  it("answers bad values with 400 naming the field", async () => {
    for (const [query, field] of [
      ["minOnTime=101", "minOnTime"],
      ["minOnTime=-5", "minOnTime"],
      ["minOnTime=ninety", "minOnTime"],
      ["minOnTime=90.5", "minOnTime"],
      ["minFirstVersion=200", "minFirstVersion"],
      ["sort=fastest", "sort"],
    ] as const) {
      for (const path of ["/api/v1/auth/creators", "/api/v1/creators"]) {
        const res = await t.request(`${path}?${query}`, { token: brand.token });
        expect(res.status, `${path}?${query}`).toBe(400);
        const body = (await res.json()) as { error: { fields?: Record<string, string> } };
        expect(body.error.fields, `${path}?${query}`).toHaveProperty([field]);
      }
    }
  });
});

describe("the creator's public page", () => {
  it("carries the figures and their counts; a creator never computed has the empty record", async () => {
    const a = (await (await t.request(`/api/v1/creators/${urls[ids.a]}`)).json()) as { data: { trackRecord: Record<string, unknown> } };
    expect(a.data.trackRecord).toMatchObject({
      deliveredOrders: 15,
      onTimeOrders: 14,
      approvedOrders: 12,
      firstVersionOrders: 9,
      replyConversations: 31,
      medianReplySeconds: 7200,
      medianHookRate: null,
    });
    const none = (await (await t.request(`/api/v1/creators/${urls[ids.none]}`)).json()) as {
      data: { trackRecord: Record<string, unknown> };
    };
    expect(none.data.trackRecord).toMatchObject({ deliveredOrders: 0, onTimeRate: null, firstVersionRate: null, medianReplySeconds: null });
  });
});
