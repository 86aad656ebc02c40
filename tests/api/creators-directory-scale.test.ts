import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorPackage, user } from "@/server/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The directory past COUNT_AHEAD (1,000) matches: the total is counted exactly up to 1,000 rows
 * past the page's start and reported as a lower bound beyond (decision 019); and the keys
 * PostgreSQL keeps on creator_profile follow later writes to "user" and creator_package.
 */

const LISTED = 1030;
const COUNT_AHEAD = 1000;

interface ListBody {
  data: { customUrl: string; fromPriceCents: number | null }[];
  meta: { total: number; totalIsExact: boolean; page: number; pageSize: number; pageCount: number };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Set-based, as the scale seed does: creator n is n minutes old, only every tenth is in "pets".
  await t.ctx.db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, types)
    SELECT 'bulk-' || n, 'Bulk ' || n, 'bulk' || n || '@scale.test', true, '{creator}' FROM generate_series(1, ${LISTED}) n`);
  await t.ctx.db.execute(sql`
    INSERT INTO creator_profile (user_id, first_name, last_name, custom_url, short_bio, description, avatar,
                                 profile_photo_one, profile_photo_two, profile_photo_three, profile_photo_four, niches, created_at)
    SELECT 'bulk-' || n, 'Bulk', 'Creator ' || n, 'bulk-' || n, 'Bulk bio', 'A complete profile', '/a.svg',
           '/1.svg', '/2.svg', '/3.svg', '/4.svg',
           CASE WHEN n % 10 = 0 THEN '{pets}'::text[] ELSE '{tech}'::text[] END,
           now() - n * interval '1 minute'
    FROM generate_series(1, ${LISTED}) n`);
}, 120_000);
afterAll(() => t.close());

async function list(query: string): Promise<ListBody> {
  const res = await t.request(`/api/v1/creators?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

describe("the directory's total past COUNT_AHEAD matches", () => {
  it("is a lower bound on the first page, with pages to reach it", async () => {
    const body = await list("");
    expect(body.meta).toMatchObject({ total: COUNT_AHEAD, totalIsExact: false, pageSize: 12, pageCount: Math.ceil(COUNT_AHEAD / 12) });
    expect(body.data[0]!.customUrl).toBe("bulk-1");
    // The bound moves with the page: page 2 starts at row 13 and counts 1,000 past it.
    expect((await list("page=2")).meta).toMatchObject({ total: 12 + COUNT_AHEAD, totalIsExact: false });
  });

  it("is exact again once the page starts within COUNT_AHEAD of the end", async () => {
    const page = 86; // starts at row 1,021 (offset 1,020): 10 rows left, all counted
    const body = await list(`page=${page}`);
    expect(body.meta).toMatchObject({ total: LISTED, totalIsExact: true, page, pageCount: Math.ceil(LISTED / 12) });
    expect(body.data.map((c) => c.customUrl)).toEqual(Array.from({ length: 10 }, (_, i) => `bulk-${1021 + i}`));
  });

  it("is exact for a filter that matches fewer", async () => {
    const body = await list("niche=pets&pageSize=48");
    expect(body.meta).toMatchObject({ total: Math.floor(LISTED / 10), totalIsExact: true, pageCount: Math.ceil(LISTED / 10 / 48) });
  });
});

describe("keys PostgreSQL keeps for the directory (regression guard for migration 0008's triggers)", () => {
  it("drops a creator who is banned and lists them again when the ban is lifted", async () => {
    const slugs = async () => (await list("niche=pets&pageSize=3")).data.map((c) => c.customUrl);
    expect(await slugs()).toEqual(["bulk-10", "bulk-20", "bulk-30"]);
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, "bulk-10"));
    expect(await slugs()).toEqual(["bulk-20", "bulk-30", "bulk-40"]);
    await t.ctx.db.update(user).set({ banned: false }).where(eq(user.id, "bulk-10"));
    expect(await slugs()).toEqual(["bulk-10", "bulk-20", "bulk-30"]);
  });

  it("sorts by the cheapest active package as packages are added, deactivated and removed", async () => {
    const cheapest = async () => (await list("sort=price_asc&pageSize=1")).data[0];
    expect(await cheapest()).toMatchObject({ fromPriceCents: null }); // nobody sells anything yet
    await t.ctx.db.insert(creatorPackage).values([
      { userId: "bulk-500", title: "Two videos", priceCents: 9_000 },
      { userId: "bulk-500", title: "One video", priceCents: 5_000 },
      { userId: "bulk-700", title: "One video", priceCents: 7_000 },
    ]);
    expect(await cheapest()).toEqual(expect.objectContaining({ customUrl: "bulk-500", fromPriceCents: 5_000 }));
    await t.ctx.db.update(creatorPackage).set({ isActive: false }).where(eq(creatorPackage.priceCents, 5_000));
    expect(await cheapest()).toEqual(expect.objectContaining({ customUrl: "bulk-700", fromPriceCents: 7_000 }));
    await t.ctx.db.delete(creatorPackage).where(eq(creatorPackage.userId, "bulk-700"));
    expect(await cheapest()).toEqual(expect.objectContaining({ customUrl: "bulk-500", fromPriceCents: 9_000 }));
  });
});
