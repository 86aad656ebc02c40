import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandCampaignView } from "@/contracts/campaigns";
import { brandProfile, campaignProposal, creatorPackage, creatorProfile, marketOrder } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { completeProfileParts } from "../support/creator-profile-fixtures";
import { BRIEF, topUp } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * A creator's proposals and packages reach brands only with a complete profile (the four parts of
 * src/lib/profile-completeness.ts). A creator with two of the four parts (name and URL; no bio,
 * no photos) is refused with 403 naming what is missing, and nothing is written.
 */

let t: TestApp;
let brand: TestUser;
let campaignId: string;

type ErrorBody = { error: { code: string; message: string; details?: { missing?: string[] } } };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const validPackage = {
  title: "Two product demos",
  description: "Two vertical demos with captions.",
  priceCents: 25_000,
  videos: 2,
  videoLengthSeconds: 45,
  aspectRatio: "9:16",
  turnaroundDays: 7,
  revisionRounds: 2,
  usageRightsTerm: "90d",
  rawFootage: false,
};

/** Name and custom URL only: two of the four parts. */
async function halfDoneCreator(): Promise<TestUser> {
  const creator = await createUser(t, { types: ["creator"] });
  await t.ctx.db.insert(creatorProfile).values({
    userId: creator.id,
    firstName: "Half",
    lastName: "Done",
    customUrl: `half-${randomUUID().slice(0, 8)}`,
    country: "US",
    niches: ["skincare"],
  });
  return creator;
}

const completeIt = (creator: TestUser) =>
  t.ctx.db.update(creatorProfile).set(completeProfileParts()).where(eq(creatorProfile.userId, creator.id));

const propose = (creator: TestUser) =>
  t.request(`/api/v1/auth/campaigns/${campaignId}/proposals`, {
    token: creator.token,
    body: { pitch: "A morning routine with the serum, filmed in daylight." },
  });

beforeAll(async () => {
  t = await createTestApp();
  brand = await createUser(t, { types: ["brand"] });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
  await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name: "Glow Co", website: "https://glow.example.com" });
  await topUp(t, buyer.id, 100_000);
  const sub = await t.request("/api/v1/auth/subscriptions", { token: brand.token, body: { plan: "starter" } });
  expect(sub.status, await sub.clone().text()).toBe(201);
  const draft = await t.request("/api/v1/auth/campaigns", {
    token: brand.token,
    body: {
      title: "Summer serum launch",
      product_name: "Glow Serum",
      product_url: "https://example.com/serum",
      product_shipped: true,
      description: "Show your morning routine with the serum, natural light, honest first impressions.",
      talking_points: ["Lightweight"],
      platforms: ["tiktok"],
      niches: ["skincare"],
      pricing: "fixed",
      price_min_cents: 25_000,
      creators_wanted: 2,
      application_deadline: inDays(14),
    },
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  campaignId = ((await draft.json()) as { data: BrandCampaignView }).data.id;
  const published = await t.request(`/api/v1/auth/campaigns/${campaignId}/status`, { token: brand.token, body: { action: "publish" } });
  expect(published.status, await published.clone().text()).toBe(200);
});
afterAll(() => t?.close());

describe("proposing needs a complete profile", () => {
  it("refuses a creator with two of four parts with 403 naming the missing parts, and stores no proposal", async () => {
    const creator = await halfDoneCreator();
    const res = await propose(creator);
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("forbidden");
    expect(body.error.message).toBe(
      "Complete your profile before you send a proposal. Missing: About you (a short bio and a longer description); Photos (four profile photos and an avatar).",
    );
    expect(body.error.details?.missing).toEqual(["about", "photos"]);
    expect(await t.ctx.db.select().from(campaignProposal).where(eq(campaignProposal.creatorUserId, creator.id))).toEqual([]);
  });

  it("refuses a creator without any profile, naming all four parts", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const res = await propose(creator);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.details?.missing).toEqual(["basicInfo", "url", "about", "photos"]);
  });

  it("takes the same creator's proposal once the profile is complete", async () => {
    const creator = await halfDoneCreator();
    await completeIt(creator);
    const res = await propose(creator);
    expect(res.status, await res.clone().text()).toBe(201);
  });
});

describe("selling needs a complete profile", () => {
  it("refuses an active package, saves a paused one, refuses activating it, and activates once complete", async () => {
    const creator = await halfDoneCreator();
    const active = await t.request("/api/v1/creator-packages", { token: creator.token, body: validPackage });
    expect(active.status).toBe(403);
    expect(((await active.json()) as ErrorBody).error.message).toBe(
      "Complete your profile before you put a package on sale. Missing: About you (a short bio and a longer description); Photos (four profile photos and an avatar).",
    );
    expect(await t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.userId, creator.id))).toEqual([]);

    const paused = await t.request("/api/v1/creator-packages", { token: creator.token, body: { ...validPackage, isActive: false } });
    expect(paused.status, await paused.clone().text()).toBe(201);
    const { id } = ((await paused.json()) as { data: { id: string } }).data;
    const activate = await t.request(`/api/v1/creator-packages/${id}`, { token: creator.token, method: "PATCH", body: { isActive: true } });
    expect(activate.status).toBe(403);
    const [row] = await t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.id, id));
    expect(row?.isActive).toBe(false);

    await completeIt(creator);
    const again = await t.request(`/api/v1/creator-packages/${id}`, { token: creator.token, method: "PATCH", body: { isActive: true } });
    expect(again.status, await again.clone().text()).toBe(200);
  });

  it("a creator whose profile became incomplete can still edit a package already on sale", async () => {
    const creator = await halfDoneCreator();
    const [pkg] = await t.ctx.db.insert(creatorPackage).values({ userId: creator.id, title: "One video", priceCents: 10_000 }).returning();
    const res = await t.request(`/api/v1/creator-packages/${pkg!.id}`, {
      token: creator.token,
      method: "PATCH",
      body: { title: "One video, captioned", isActive: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it("a brand cannot buy an active package of a creator whose profile is incomplete (404, no order)", async () => {
    const creator = await halfDoneCreator();
    // As a creator who emptied their bio after putting a package on sale.
    const [pkg] = await t.ctx.db.insert(creatorPackage).values({ userId: creator.id, title: "One video", priceCents: 10_000 }).returning();
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    const [profile] = await t.ctx.db.select().from(brandProfile).where(eq(brandProfile.buyerAccountId, buyer.id));
    const res = await t.request("/api/v1/auth/orders", {
      token: brand.token,
      body: {
        packageId: pkg!.id,
        brandProfileId: profile!.id,
        brief: BRIEF,
        shipsProduct: false,
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status, await res.clone().text()).toBe(404);
    expect(await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.creatorUserId, creator.id))).toEqual([]);
  });
});
