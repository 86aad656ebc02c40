import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorPackage, creatorProfile, socialLink, user } from "@/server/db/schema";
import { completeProfileParts } from "../support/creator-profile-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * GET /api/v1/creators on a known set: every filter, the text search, the price range, the
 * sorts, the pagination and repeated array names, plus 400s naming the field.
 */

type Platform = "tiktok" | "instagram" | "youtube" | "x" | "linkedin";
interface Known {
  slug: string;
  first: string;
  last: string;
  bio: string;
  niches: string[];
  country: string;
  socials: [Platform, number][];
  /** Active package prices in dollars; `inactive` ones must never count. */
  prices: number[];
  inactive?: number[];
  daysAgo: number;
  banned?: boolean;
  notCreator?: boolean;
  noUrl?: boolean;
}

// One row per creator reads as a table; keep it that way.
// prettier-ignore
const KNOWN: Known[] = [
  { slug: "ada-stone", first: "Ada", last: "Stone", bio: "Skincare routines in natural light", niches: ["beauty", "skincare"], country: "GB", socials: [["tiktok", 50_000], ["instagram", 10_000]], prices: [150, 400], daysAgo: 1 },
  { slug: "bruno-vale", first: "Bruno", last: "Vale", bio: "Desk setups and gadget macro shots", niches: ["tech"], country: "US", socials: [["youtube", 200_000]], prices: [300], inactive: [40], daysAgo: 2 },
  { slug: "cora-lind", first: "Cora", last: "Lind", bio: "Dog walks, muddy boots, outdoor gear", niches: ["pets", "outdoors"], country: "SE", socials: [["instagram", 5_000]], prices: [90, 120], daysAgo: 3 },
  { slug: "dev-rana", first: "Dev", last: "Rana", bio: "Budgeting apps explained plainly", niches: ["finance", "apps"], country: "IN", socials: [["x", 8_000], ["linkedin", 2_000]], prices: [500], daysAgo: 4 },
  { slug: "eve-moreau", first: "Eve", last: "Moreau", bio: "French makeup under a minute", niches: ["beauty"], country: "FR", socials: [["tiktok", 120_000]], prices: [250], daysAgo: 5 },
  { slug: "finn-gray", first: "Finn", last: "Gray", bio: "Gaming peripherals with cinematic light", niches: ["gaming", "tech"], country: "US", socials: [["youtube", 30_000], ["tiktok", 1_000]], prices: [], daysAgo: 6 },
  // Never listed: banned, not a creator, no public URL.
  { slug: "gus-banned", first: "Gus", last: "Banned", bio: "Skincare spam", niches: ["beauty"], country: "GB", socials: [["tiktok", 999_999]], prices: [100], daysAgo: 7, banned: true },
  { slug: "hal-brand", first: "Hal", last: "Brand", bio: "Skincare brand owner", niches: ["beauty"], country: "GB", socials: [], prices: [100], daysAgo: 8, notCreator: true },
  { slug: "ivy-hidden", first: "Ivy", last: "Hidden", bio: "Skincare without a page", niches: ["beauty"], country: "GB", socials: [], prices: [100], daysAgo: 9, noUrl: true },
];
const LISTED = KNOWN.filter((k) => !k.banned && !k.notCreator && !k.noUrl).map((k) => k.slug);

interface Card {
  customUrl: string;
  name: string;
  fromPriceCents: number | null;
  totalFollowers: number;
  activePackages: number;
  platforms: { platform: string }[];
}
interface ListBody {
  data: Card[];
  meta: { total: number; page: number; pageSize: number; pageCount: number; sort: string };
}
interface ErrorBody {
  error: { code: string; fields?: Record<string, string> };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  for (const k of KNOWN) {
    const id = randomUUID();
    const createdAt = new Date(now - k.daysAgo * 86_400_000);
    await t.ctx.db.insert(user).values({
      id,
      name: `${k.first} ${k.last}`,
      email: `${k.slug}@directory.test`,
      emailVerified: true,
      types: k.notCreator ? ["brand"] : ["creator"],
      banned: k.banned ?? false,
      createdAt,
    });
    await t.ctx.db.insert(creatorProfile).values({
      userId: id,
      // Complete profiles (docs/product/current-user.md): only the URL, the type and the ban decide the listing here.
      ...completeProfileParts(k.bio),
      firstName: k.first,
      lastName: k.last,
      customUrl: k.noUrl ? null : k.slug,
      niches: k.niches,
      country: k.country,
      createdAt,
    });
    if (k.socials.length) {
      await t.ctx.db.insert(socialLink).values(
        k.socials.map(([platform, followers]) => ({
          userId: id,
          platform,
          handle: `@${k.slug}`,
          url: `https://example.com/${k.slug}`,
          followerCount: followers,
        })),
      );
    }
    const packages = [
      ...k.prices.map((p) => ({ userId: id, title: `$${p} package`, priceCents: p * 100 })),
      ...(k.inactive ?? []).map((p) => ({ userId: id, title: `$${p} retired`, priceCents: p * 100, isActive: false })),
    ];
    if (packages.length) await t.ctx.db.insert(creatorPackage).values(packages);
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<ListBody> {
  const res = await t.request(`/api/v1/creators${query ? `?${query}` : ""}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}
const slugs = (body: ListBody) => body.data.map((c) => c.customUrl);
const sorted = (xs: string[]) => [...xs].sort();

describe("GET /api/v1/creators", () => {
  it("lists only public creators, newest first, with card fields", async () => {
    const body = await list("");
    expect(slugs(body)).toEqual(LISTED);
    expect(body.meta).toEqual({ total: 6, totalIsExact: true, page: 1, pageSize: 12, pageCount: 1, sort: "newest" });
    const ada = body.data.find((c) => c.customUrl === "ada-stone")!;
    expect(ada).toMatchObject({ name: "Ada Stone", fromPriceCents: 15_000, totalFollowers: 60_000, activePackages: 2 });
    // Bruno's inactive $40 package neither sets his starting price nor counts.
    expect(body.data.find((c) => c.customUrl === "bruno-vale")).toMatchObject({ fromPriceCents: 30_000, activePackages: 1 });
    expect(body.data.find((c) => c.customUrl === "finn-gray")).toMatchObject({ fromPriceCents: null, activePackages: 0 });
  });

  it("filters by niche, one or several (repeated names without indexes)", async () => {
    expect(sorted(slugs(await list("niche=beauty")))).toEqual(["ada-stone", "eve-moreau"]);
    expect(sorted(slugs(await list("niche=tech&niche=pets")))).toEqual(["bruno-vale", "cora-lind", "finn-gray"]);
  });

  it("filters by country, case-insensitively, one or several", async () => {
    expect(sorted(slugs(await list("country=us")))).toEqual(["bruno-vale", "finn-gray"]);
    expect(sorted(slugs(await list("country=SE&country=FR")))).toEqual(["cora-lind", "eve-moreau"]);
  });

  it("filters by platform, one or several", async () => {
    expect(sorted(slugs(await list("platform=youtube")))).toEqual(["bruno-vale", "finn-gray"]);
    expect(sorted(slugs(await list("platform=x&platform=instagram")))).toEqual(["ada-stone", "cora-lind", "dev-rana"]);
  });

  it("filters by price range on active packages (dollars, inclusive)", async () => {
    expect(sorted(slugs(await list("maxPrice=100")))).toEqual(["cora-lind"]);
    // Ada sells $150 and $400: a package inside 300–450 is enough.
    expect(sorted(slugs(await list("minPrice=300&maxPrice=450")))).toEqual(["ada-stone", "bruno-vale"]);
    expect(sorted(slugs(await list("minPrice=450")))).toEqual(["dev-rana"]);
    // Bruno's $40 package is inactive.
    expect(slugs(await list("maxPrice=50"))).toEqual([]);
    expect(sorted(slugs(await list("minPrice=250&maxPrice=250")))).toEqual(["eve-moreau"]);
  });

  it("searches names and text, by word prefix", async () => {
    expect(slugs(await list("q=bruno"))).toEqual(["bruno-vale"]);
    expect(slugs(await list("q=Mor"))).toEqual(["eve-moreau"]);
    expect(sorted(slugs(await list("q=gadget")))).toEqual(["bruno-vale"]);
    expect(sorted(slugs(await list("q=skincare")))).toEqual(["ada-stone"]);
    expect(slugs(await list("q=dog%20boots"))).toEqual(["cora-lind"]);
    expect(slugs(await list("q=nothing-like-this"))).toEqual([]);
    expect(slugs(await list("q=%21%21%21"))).toEqual([]);
    expect((await list("q=bruno")).meta.sort).toBe("relevance");
  });

  it("combines filters with AND", async () => {
    expect(slugs(await list("niche=tech&country=US&platform=youtube&maxPrice=400"))).toEqual(["bruno-vale"]);
    expect(slugs(await list("niche=beauty&country=GB"))).toEqual(["ada-stone"]);
  });

  it("sorts by starting price (creators without packages last) and by followers", async () => {
    expect(slugs(await list("sort=price_asc"))).toEqual(["cora-lind", "ada-stone", "eve-moreau", "bruno-vale", "dev-rana", "finn-gray"]);
    expect(slugs(await list("sort=price_desc"))).toEqual(["dev-rana", "bruno-vale", "eve-moreau", "ada-stone", "cora-lind", "finn-gray"]);
    expect(slugs(await list("sort=followers"))).toEqual(["bruno-vale", "eve-moreau", "ada-stone", "finn-gray", "dev-rana", "cora-lind"]);
    expect(slugs(await list("sort=newest"))).toEqual(LISTED);
  });

  it("paginates without repeating or skipping anyone", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(`pageSize=4&page=${p}`)));
    expect(pages.map((p) => p.data.length)).toEqual([4, 2, 0]);
    expect(pages[0]!.meta).toMatchObject({ total: 6, pageSize: 4, pageCount: 2, page: 1 });
    expect(pages[2]!.meta.total).toBe(6);
    expect(pages.flatMap(slugs)).toEqual(LISTED);
    const filtered = await list("niche=tech&pageSize=1&page=2&sort=price_asc");
    expect(slugs(filtered)).toEqual(["finn-gray"]);
    expect(filtered.meta).toMatchObject({ total: 2, pageCount: 2 });
  });

  it("treats empty form fields as unset", async () => {
    expect(slugs(await list("q=&minPrice=&maxPrice=&sort=&page=&niche="))).toEqual(LISTED);
  });

  it.each([
    ["niche=knitting", "niche.0"],
    ["country=USA", "country.0"],
    ["platform=myspace", "platform.0"],
    ["minPrice=abc", "minPrice"],
    ["minPrice=-5", "minPrice"],
    ["minPrice=300&maxPrice=100", "maxPrice"],
    ["sort=cheapest", "sort"],
    ["page=0", "page"],
    ["page=1.5", "page"],
    ["pageSize=500", "pageSize"],
    [`q=${"a".repeat(101)}`, "q"],
  ])("rejects %s with a 400 naming %s", async (query, field) => {
    const res = await t.request(`/api/v1/creators?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});

describe("GET /api/v1/creators/:customUrl", () => {
  it("returns the public page with only active packages, cheapest first", async () => {
    const res = await t.request("/api/v1/creators/bruno-vale");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { name: string; packages: { priceCents: number }[]; socialLinks: unknown[] } & Record<string, unknown>;
    };
    expect(data.name).toBe("Bruno Vale");
    expect(data.packages.map((p) => p.priceCents)).toEqual([30_000]);
    expect(data.socialLinks).toHaveLength(1);
    expect(data).not.toHaveProperty("dateOfBirth");
    expect(data).not.toHaveProperty("email");
  });

  it("is 404 for unknown, banned and non-creator slugs, 400 for a malformed one", async () => {
    for (const slug of ["nobody-here", "gus-banned", "hal-brand"]) {
      const res = await t.request(`/api/v1/creators/${slug}`);
      expect(res.status, slug).toBe(404);
    }
    const bad = await t.request("/api/v1/creators/bad%20slug!");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("customUrl");
  });
});
