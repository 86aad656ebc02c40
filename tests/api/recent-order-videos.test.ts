import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentOrderVideosResponseSchema } from "@/contracts/orders";
import { orderVideo } from "@/server/db/schema";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp, type TestUser } from "../support/test-app";

/*
 * The dashboards' recent videos (GET /auth/order-videos/recent): the newest uploaded videos of the
 * caller's own orders on the side asked for, newest first, at most `limit`, across orders — never a
 * video not yet uploaded, never another party's. The query picks each order's latest videos first
 * and joins after (decision 049); this pins what it must return.
 */

let t: TestApp;
let a: OrderWorld;
let b: OrderWorld;
/** Brand A's videos in the order they were uploaded (oldest first). */
let uploadedOfA: string[];
let notUploadedOfA: string;
let uploadedOfB: string;

async function orderVideosOf(w: OrderWorld): Promise<string[]> {
  return (await buyOrder(t, w)).videos.map((v) => v.id);
}

const uploadAt = (videoId: string, minutes: number) =>
  t.ctx.db
    .update(orderVideo)
    .set({ uploadedAt: new Date(Date.UTC(2026, 10, 20, 12, minutes)) })
    .where(eq(orderVideo.id, videoId));

beforeAll(async () => {
  t = await createTestApp();
  a = await orderWorld(t, { walletCents: 100_000, videos: 2 });
  b = await orderWorld(t, { walletCents: 100_000, videos: 1 });
  const first = await orderVideosOf(a);
  const second = await orderVideosOf(a);
  const [other] = await orderVideosOf(b);
  // Uploads interleave the two orders, so the newest come from both; B's is the newest of all.
  await uploadAt(first[0]!, 1);
  await uploadAt(second[1]!, 2);
  await uploadAt(first[1]!, 3);
  await uploadAt(other!, 9);
  uploadedOfA = [first[0]!, second[1]!, first[1]!];
  notUploadedOfA = second[0]!;
  uploadedOfB = other!;
}, 60_000);
afterAll(() => t?.close());

async function recent(user: TestUser, query: string): Promise<string[]> {
  const res = await t.request(`/api/v1/auth/order-videos/recent?${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return recentOrderVideosResponseSchema.parse(await res.json()).data.map((v) => v.id);
}

describe("recent order videos", () => {
  it("lists the brand's uploaded videos across its orders, newest first, and nobody else's", async () => {
    const ids = await recent(a.brand, "side=buyer&limit=10");
    expect(ids).toEqual([...uploadedOfA].reverse());
    expect(ids).not.toContain(notUploadedOfA);
    expect(ids).not.toContain(uploadedOfB);
  });

  it("stops at the limit, keeping the newest", async () => {
    expect(await recent(a.brand, "side=buyer&limit=2")).toEqual([uploadedOfA[2], uploadedOfA[1]]);
    expect(await recent(a.brand, "side=buyer&limit=1")).toEqual([uploadedOfA[2]]);
  });

  it("gives the creator the same videos on the creator side, and each party only its own", async () => {
    expect(await recent(a.creator, "side=creator&limit=10")).toEqual([...uploadedOfA].reverse());
    expect(await recent(b.brand, "side=buyer")).toEqual([uploadedOfB]);
    expect(await recent(b.creator, "side=buyer")).toEqual([]);
  });

  it("refuses a limit out of range with 400", async () => {
    const res = await t.request("/api/v1/auth/order-videos/recent?limit=0", { token: a.brand.token });
    expect(res.status).toBe(400);
  });
});
