import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorCampaignView } from "@/contracts/campaigns";
import { brandProfile, campaign, campaignInvitation, campaignProposal, creatorProfile } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { completeCreatorProfile } from "../support/creator-profile-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Campaign browsing without a text search, in each shape that runs as a prepared statement
 * (no filter and qualifying only, in each sort; niche + platform + price + shipping, newest first),
 * and a combination that is built per request. The expected pages come from the campaigns this
 * file writes, in a database of their own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const base = Date.now();

/** The campaigns written, in the order of their index `i`: each sort key is distinct. */
interface Model {
  i: number;
  niches: string[];
  platforms: string[];
  countries: string[];
  priceMaxCents: number;
  shipped: boolean;
  minFollowers: number;
  publishedDaysAgo: number;
  deadlineInDays: number;
}

// 27 campaigns: more than a page of 20. Prices, deadlines and publication days are permutations, so
// each sort has one order. The creator below (US, skincare, 5,000 followers) qualifies where the
// countries are empty or US, the niches are empty or include skincare, and min followers ≤ 5,000.
const models: Model[] = Array.from({ length: 27 }, (_, i) => ({
  i,
  niches: [["beauty"], ["skincare"], [], ["beauty", "skincare"], ["gaming"]][i % 5]!,
  platforms: [["tiktok"], ["instagram"], ["tiktok", "youtube"]][i % 3]!,
  countries: [[], ["US"], ["DE"], ["US", "FR"]][i % 4]!,
  priceMaxCents: 3_000 + ((i * 7) % 27) * 500,
  shipped: i % 4 !== 1,
  minFollowers: i % 6 === 5 ? 10_000 : 0,
  publishedDaysAgo: (i * 5) % 27,
  deadlineInDays: 1 + ((i * 11) % 27),
}));

const qualifies = (m: Model) =>
  (m.countries.length === 0 || m.countries.includes("US")) &&
  (m.niches.length === 0 || m.niches.includes("skincare")) &&
  m.minFollowers <= 5_000;

const bySort = {
  newest: (a: Model, b: Model) => a.publishedDaysAgo - b.publishedDaysAgo,
  deadline: (a: Model, b: Model) => a.deadlineInDays - b.deadlineInDays,
  price_desc: (a: Model, b: Model) => b.priceMaxCents - a.priceMaxCents,
};

let ids: string[] = [];
let me: TestUser;

beforeAll(async () => {
  const brand = await createUser(t, { types: ["brand"] });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
  const [profile] = await t.ctx.db
    .insert(brandProfile)
    .values({ buyerAccountId: buyer.id, name: "Shape Co", website: "https://shape.example.com" })
    .returning({ id: brandProfile.id });
  const rows = await t.ctx.db
    .insert(campaign)
    .values(
      models.map((m) => ({
        buyerAccountId: buyer.id,
        brandProfileId: profile!.id,
        status: "active" as const,
        title: `Shape ${m.i}`,
        platforms: m.platforms,
        countries: m.countries,
        niches: m.niches,
        minFollowers: m.minFollowers,
        productShipped: m.shipped,
        priceMinCents: 2_000,
        priceMaxCents: m.priceMaxCents,
        applicationDeadline: new Date(base + m.deadlineInDays * DAY),
        publishedAt: new Date(base - m.publishedDaysAgo * DAY),
      })),
    )
    .returning({ id: campaign.id });
  ids = rows.map((r) => r.id);
  me = await createUser(t, { types: ["creator"] });
  await t.ctx.db
    .insert(creatorProfile)
    .values(completeCreatorProfile(me.id, { country: "US", niches: ["skincare"], languages: [], totalFollowers: 5_000 }));
});

async function browse(query: string) {
  const res = await t.request(`/api/v1/auth/campaigns/view?${query}`, { token: me.token });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: CreatorCampaignView[]; meta: { total: number; page: number; pageSize: number } };
}

const titles = (list: Model[]) => list.map((m) => `Shape ${m.i}`);

describe("campaign browsing in its prepared shapes", () => {
  for (const sort of ["newest", "deadline", "price_desc"] as const) {
    it(`lists every active campaign, ${sort}, page by page`, async () => {
      const expected = titles([...models].sort(bySort[sort]));
      const first = await browse(`sort=${sort}`);
      expect(first.meta).toEqual({ total: 27, page: 1, pageSize: 20 });
      expect(first.data.map((c) => c.title)).toEqual(expected.slice(0, 20));
      const second = await browse(`sort=${sort}&page=2`);
      expect(second.meta).toEqual({ total: 27, page: 2, pageSize: 20 });
      expect(second.data.map((c) => c.title)).toEqual(expected.slice(20));
      expect(await browse(`sort=${sort}&page=3`)).toEqual({ data: [], meta: { total: 27, page: 3, pageSize: 20 } });
    });

    it(`lists the qualifying campaigns only, ${sort}`, async () => {
      const expected = titles(models.filter(qualifies).sort(bySort[sort]));
      const page = await browse(`sort=${sort}&qualified_only=1`);
      expect(page.meta.total).toBe(expected.length);
      expect(page.data.map((c) => c.title)).toEqual(expected);
      expect(page.data.every((c) => c.qualifies && c.reasons.length === 0)).toBe(true);
    });
  }

  it("filters by niche, platform, minimum price and shipping (the filter panel's shape)", async () => {
    const match = (m: Model) => m.niches.includes("beauty") && m.platforms.includes("tiktok") && m.priceMaxCents >= 6_000 && m.shipped;
    const expected = titles(models.filter(match).sort(bySort.newest));
    expect(expected.length).toBeGreaterThan(1);
    const page = await browse("niche=beauty&platform=tiktok&min_price=60&shipped=yes");
    expect(page.meta.total).toBe(expected.length);
    expect(page.data.map((c) => c.title)).toEqual(expected);
  });

  it("builds other combinations per request: the same filters sorted by deadline, with qualifying only", async () => {
    const match = (m: Model) =>
      m.niches.includes("beauty") && m.platforms.includes("tiktok") && m.priceMaxCents >= 6_000 && m.shipped && qualifies(m);
    const expected = titles(models.filter(match).sort(bySort.deadline));
    expect(expected.length).toBeGreaterThan(0);
    const page = await browse("niche=beauty&platform=tiktok&min_price=60&shipped=yes&qualified_only=1&sort=deadline");
    expect(page.data.map((c) => c.title)).toEqual(expected);
  });

  it("marks the creator's proposals (the live one, else the latest) and invitations", async () => {
    const [withLive, withEnded, invitedTo] = [ids[0]!, ids[1]!, ids[2]!];
    const proposal = (campaignId: string, status: "submitted" | "withdrawn" | "rejected", daysAgo: number) => ({
      campaignId,
      creatorUserId: me.id,
      status,
      pitch: "A pitch",
      priceCents: 5_000,
      createdAt: new Date(base - daysAgo * DAY),
    });
    const [live, , latestEnded] = await t.ctx.db
      .insert(campaignProposal)
      .values([
        proposal(withLive, "submitted", 3),
        proposal(withLive, "withdrawn", 1),
        proposal(withEnded, "rejected", 1),
        proposal(withEnded, "withdrawn", 4),
      ])
      .returning({ id: campaignProposal.id });
    await t.ctx.db.insert(campaignInvitation).values({ campaignId: invitedTo, creatorUserId: me.id });
    const all = [...(await browse("sort=newest")).data, ...(await browse("sort=newest&page=2")).data];
    const byId = new Map(all.map((c) => [c.id, c]));
    expect(byId.get(withLive)).toMatchObject({ my_proposal: { id: live!.id, status: "submitted" }, invited: false });
    expect(byId.get(withEnded)).toMatchObject({ my_proposal: { id: latestEnded!.id, status: "rejected" }, invited: false });
    expect(byId.get(invitedTo)).toMatchObject({ my_proposal: null, invited: true });
    expect(all.filter((c) => c.my_proposal || c.invited)).toHaveLength(3);
  });
});
