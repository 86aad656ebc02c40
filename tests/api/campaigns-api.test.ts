import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandCampaignView, CreatorCampaignView, ProposalView } from "@/contracts/campaigns";
import {
  brandProfile,
  campaign,
  campaignProposal,
  marketOrder,
  creatorProfile,
  domainEvent,
  eventDelivery,
  mailOutbox,
  notification,
  paidUsageAuthorisation,
} from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { closeExpiredCampaigns } from "@/server/domain/campaigns/close-expired-campaigns";
import { checkConsistency, clearingOf, escrowOf, getBalance, transfer, walletOf } from "@/server/domain/ledger";
import { campaignMailConsumer } from "@/server/jobs/consumers/campaign-mail-consumer";
import { campaignNotificationsConsumer } from "@/server/jobs/consumers/campaign-notifications-consumer";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { completeCreatorProfile } from "../support/creator-profile-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/* The campaign and proposal API — lifecycle, allowance, browsing, proposals, authorization. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const completeBrief = (overrides: Record<string, unknown> = {}) => ({
  title: "Summer serum launch",
  product_name: "Glow Serum",
  product_url: "https://example.com/serum",
  product_shipped: true,
  description: "Show your morning routine with the serum, natural light, honest first impressions.",
  talking_points: ["Lightweight", "Vitamin C"],
  platforms: ["tiktok", "instagram"],
  niches: ["skincare"],
  pricing: "fixed",
  price_min_cents: 25_000,
  creators_wanted: 2,
  application_deadline: inDays(14),
  ...overrides,
});

async function call<T>(user: TestUser, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await t.request(`/api/v1${path}`, { token: user.token, ...init });
  const json = (await res.json()) as { data: T; error?: { code: string; message: string; fields?: Record<string, string> } };
  return { status: res.status, data: json.data, error: json.error };
}

async function fund(user: TestUser, amount: number) {
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: user.id, activeOrganizationId: null });
  await transfer(t.ctx.db, {
    from: clearingOf("sandbox"),
    to: walletOf(buyer.id),
    amount,
    reason: "top_up",
    reference: { type: "test", id: user.id },
    idempotencyKey: `test-fund:${user.id}:${amount}:${Math.random()}`,
  });
}

async function brandProfileOf(user: TestUser, name: string) {
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: user.id, activeOrganizationId: null });
  await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name, website: "https://glow.example.com" });
}

/** A brand with a Starter plan (2 live campaigns) and an onboarded-looking brand profile. */
async function brandWithPlan(plan = "starter") {
  const brand = await createUser(t, { types: ["brand"] });
  await brandProfileOf(brand, "Glow Co");
  await fund(brand, 100_000);
  const sub = await call(brand, "/auth/subscriptions", { body: { plan } });
  expect(sub.status, JSON.stringify(sub.error)).toBe(201);
  return brand;
}

async function creator(traits: { country?: string; niches?: string[]; languages?: string[] } = {}) {
  const user = await createUser(t, { types: ["creator"] });
  // Complete, as a creator must be to propose.
  await t.ctx.db.insert(creatorProfile).values(
    completeCreatorProfile(user.id, {
      country: traits.country ?? "US",
      niches: traits.niches ?? ["skincare"],
      languages: traits.languages ?? [],
    }),
  );
  return user;
}

async function publishedCampaign(brand: TestUser, overrides: Record<string, unknown> = {}) {
  const draft = await call<BrandCampaignView>(brand, "/auth/campaigns", { body: completeBrief(overrides) });
  expect(draft.status, JSON.stringify(draft.error)).toBe(201);
  const published = await call<BrandCampaignView>(brand, `/auth/campaigns/${draft.data.id}/status`, { body: { action: "publish" } });
  expect(published.status, JSON.stringify(published.error)).toBe(200);
  return published.data;
}

async function deliverCampaignEvents(consumer = campaignNotificationsConsumer) {
  const events = await t.ctx.db.select({ id: domainEvent.id }).from(domainEvent).where(like(domainEvent.type, "campaign_proposal.%"));
  for (const e of events) await deliverEvent(t.ctx, consumer, e.id);
}

describe("drafts and the brief builder", () => {
  it("creates a draft with few fields, autosaves it, and names the field of bad input", async () => {
    const brand = await brandWithPlan();
    const created = await call<BrandCampaignView>(brand, "/auth/campaigns", { body: { title: "Half written" } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ status: "draft", title: "Half written", revision_rounds: 2, pricing: "fixed" });
    expect(created.data.brand?.name).toBe("Glow Co");
    const saved = await call<BrandCampaignView>(brand, `/auth/campaigns/${created.data.id}`, {
      method: "PATCH",
      body: { hooks: ["Wait for it"] },
    });
    expect(saved.data).toMatchObject({ title: "Half written", hooks: ["Wait for it"] });
    for (const [body, field] of [
      [{ creators_wanted: 0 }, "creators_wanted"],
      [{ product_url: "ftp://x" }, "product_url"],
      [{ niches: ["astrology"] }, "niches.0"],
      [{ pricing: "bids", price_min_cents: 50_000, price_max_cents: 10_000 }, "price_max_cents"],
      [{ unknown_field: 1 }, ""],
    ] as const) {
      const res = await call(brand, `/auth/campaigns/${created.data.id}`, { method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(res.error?.fields).toHaveProperty(field);
    }
  });

  it("refuses to publish an incomplete brief, naming what is missing", async () => {
    const brand = await brandWithPlan();
    const created = await call<BrandCampaignView>(brand, "/auth/campaigns", { body: { title: "Only a title" } });
    const res = await call(brand, `/auth/campaigns/${created.data.id}/status`, { body: { action: "publish" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error!.fields!).sort()).toEqual(
      ["application_deadline", "description", "platforms", "price_min_cents", "product_name"].sort(),
    );
  });
});

describe("lifecycle and the subscription allowance", () => {
  it("refuses to publish without a plan, naming the plan that would allow it; counts live campaigns", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    await brandProfileOf(brand, "No Plan Co");
    const draft = await call<BrandCampaignView>(brand, "/auth/campaigns", { body: completeBrief() });
    const res = await call(brand, `/auth/campaigns/${draft.data.id}/status`, { body: { action: "publish" } });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: "limit_reached", fields: { plan: "starter" } });
    expect(res.error!.message).toContain("Starter");
    expect((await call(brand, `/auth/campaigns/${draft.data.id}`)).data).toMatchObject({ status: "draft" });
  });

  it("publishes up to total_allowed; closed campaigns count until archived", async () => {
    const brand = await brandWithPlan("starter");
    const a = await publishedCampaign(brand);
    await publishedCampaign(brand);
    expect((await call(brand, "/auth/subscription-allowance")).data).toEqual({
      subscriptions: [{ allowed_campaigns: 2 }],
      total_allowed: 2,
      live_campaigns: 2,
    });
    const third = await call<BrandCampaignView>(brand, "/auth/campaigns", { body: completeBrief() });
    const refused = await call(brand, `/auth/campaigns/${third.data.id}/status`, { body: { action: "publish" } });
    expect(refused.error).toMatchObject({ code: "limit_reached", fields: { plan: "pro" } });
    // Pause and resume keep it live; closing still counts; archiving frees the place.
    expect((await call(brand, `/auth/campaigns/${a.id}/status`, { body: { action: "pause" } })).data).toMatchObject({ status: "paused" });
    expect((await call(brand, `/auth/campaigns/${a.id}/status`, { body: { action: "resume" } })).data).toMatchObject({ status: "active" });
    expect((await call(brand, `/auth/campaigns/${a.id}/status`, { body: { action: "close" } })).data).toMatchObject({ status: "closed" });
    expect((await call(brand, `/auth/campaigns/${third.data.id}/status`, { body: { action: "publish" } })).status).toBe(403);
    expect((await call(brand, `/auth/campaigns/${a.id}/status`, { body: { action: "archive" } })).data).toMatchObject({
      status: "archived",
    });
    expect((await call(brand, `/auth/campaigns/${third.data.id}/status`, { body: { action: "publish" } })).data).toMatchObject({
      status: "active",
    });
    // An illegal move is a 409, nothing changes.
    expect((await call(brand, `/auth/campaigns/${a.id}/status`, { body: { action: "resume" } })).status).toBe(409);
    // A published campaign is no longer editable.
    expect((await call(brand, `/auth/campaigns/${third.data.id}`, { method: "PATCH", body: { title: "x" } })).status).toBe(409);
  });
});

describe("creators browse and propose", () => {
  it("lists active campaigns only, with filters and qualification reasons; drafts are invisible", async () => {
    const brand = await brandWithPlan("pro");
    const active = await publishedCampaign(brand, { title: "Browse me serum", niches: ["skincare"], countries: ["US"] });
    const german = await publishedCampaign(brand, { title: "Browse me German", countries: ["DE"], product_shipped: false });
    const draft = await call<BrandCampaignView>(brand, "/auth/campaigns", { body: completeBrief({ title: "Browse me draft" }) });
    const me = await creator({ country: "US", niches: ["skincare"] });

    const all = await call<CreatorCampaignView[]>(me, "/auth/campaigns/view?q=Browse%20me");
    expect(all.data.map((c) => c.title).sort()).toEqual(["Browse me German", "Browse me serum"]);
    expect(all.data.find((c) => c.id === german.id)).toMatchObject({ qualifies: false, reasons: ["Open to creators in DE"] });
    expect(all.data.find((c) => c.id === active.id)).toMatchObject({ qualifies: true, reasons: [] });
    const qualified = await call<CreatorCampaignView[]>(me, "/auth/campaigns/view?q=Browse%20me&qualified_only=1");
    expect(qualified.data.map((c) => c.id)).toEqual([active.id]);
    const notShipped = await call<CreatorCampaignView[]>(me, "/auth/campaigns/view?q=Browse%20me&shipped=no");
    expect(notShipped.data.map((c) => c.id)).toEqual([german.id]);
    const byPlatform = await call<CreatorCampaignView[]>(me, "/auth/campaigns/view?q=Browse%20me&platform=youtube");
    expect(byPlatform.data).toEqual([]);

    expect((await call(me, `/auth/campaigns/${draft.data.id}/view`)).status).toBe(404);
    expect((await call(me, `/auth/campaigns/${active.id}/view`)).data).toMatchObject({
      id: active.id,
      description: completeBrief().description,
    });
    // A brand route is not a creator's.
    expect((await call(me, `/auth/campaigns/${active.id}`)).status).toBe(403);
  });

  it("filters to qualifying campaigns by language for a creator with one or several languages", async () => {
    const brand = await brandWithPlan("pro");
    const spanish = await publishedCampaign(brand, { title: "Lingo es", languages: ["es"] });
    const open = await publishedCampaign(brand, { title: "Lingo any" });
    await publishedCampaign(brand, { title: "Lingo fr", languages: ["fr"] });
    // One language was sent as a bare string where an array was expected (a 400 "data exception").
    const one = await creator({ languages: ["ES"] });
    const oneQualified = await call<CreatorCampaignView[]>(one, "/auth/campaigns/view?q=Lingo&qualified_only=1");
    expect(oneQualified.status, JSON.stringify(oneQualified.error)).toBe(200);
    expect(oneQualified.data.map((c) => c.id).sort()).toEqual([spanish.id, open.id].sort());
    const two = await creator({ languages: ["de", " es "] });
    const twoQualified = await call<CreatorCampaignView[]>(two, "/auth/campaigns/view?q=Lingo&qualified_only=1");
    expect(twoQualified.status, JSON.stringify(twoQualified.error)).toBe(200);
    expect(twoQualified.data.map((c) => c.id).sort()).toEqual([spanish.id, open.id].sort());
  });

  it("qualifying only lists exactly the campaigns marked as qualifying, with the total of the page's query (decision 087)", async () => {
    const brand = await brandWithPlan("pro");
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    const [profile] = await t.ctx.db.select({ id: brandProfile.id }).from(brandProfile).where(eq(brandProfile.buyerAccountId, buyer.id));
    // Written directly: lists the brief form would trim, and a language that is a key's sentinel lookalike.
    const requirements: { countries?: string[]; niches?: string[]; languages?: string[]; minFollowers?: number }[] = [
      {},
      { countries: ["US"] },
      { countries: ["DE", "FR"] },
      { niches: ["skincare", "pets"] },
      { niches: ["gaming"] },
      { languages: [" FR "] },
      { languages: ["*"] },
      { languages: [" "] },
      { languages: ["es", "De"] },
      { countries: ["US"], niches: ["skincare"], languages: ["fr"] },
      { minFollowers: 100_000_000 },
    ];
    await t.ctx.db.insert(campaign).values(
      requirements.map((r, i) => ({
        buyerAccountId: buyer.id,
        brandProfileId: profile!.id,
        status: "active" as const,
        title: `Keys ${i}`,
        platforms: ["tiktok"],
        countries: r.countries ?? [],
        niches: r.niches ?? [],
        languages: r.languages ?? [],
        minFollowers: r.minFollowers ?? 0,
        priceMinCents: 10_000,
        priceMaxCents: 10_000,
        applicationDeadline: new Date(Date.now() + (i + 1) * 86_400_000),
        publishedAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const browse = async (user: TestUser, query: string) => {
      const res = await t.request(`/api/v1/auth/campaigns/view?q=Keys&${query}`, { token: user.token });
      expect(res.status).toBe(200);
      return (await res.json()) as { data: CreatorCampaignView[]; meta: { total: number; page: number } };
    };
    for (const traits of [
      { country: "US", niches: ["skincare"], languages: ["FR"] },
      { country: "DE", niches: ["gaming", "pets"], languages: ["de ", "es"] },
      { country: "FR", niches: ["food"], languages: [] },
      { country: "NL", niches: ["skincare"], languages: ["*"] },
    ]) {
      const me = await creator(traits);
      const all = await browse(me, "sort=deadline");
      expect(all.meta.total).toBe(requirements.length);
      expect(all.data.map((c) => c.title)).toEqual(requirements.map((_, i) => `Keys ${i}`));
      const qualified = await browse(me, "sort=deadline&qualified_only=1");
      const expected = all.data.filter((c) => c.qualifies).map((c) => c.title);
      expect(
        qualified.data.map((c) => c.title),
        JSON.stringify(traits),
      ).toEqual(expected);
      expect(qualified.meta.total).toBe(expected.length);
      // A page past the end has no rows but keeps the total.
      expect(await browse(me, "sort=deadline&qualified_only=1&page=2")).toMatchObject({
        data: [],
        meta: { total: expected.length, page: 2 },
      });
    }
    // The open campaign qualifies for everyone; the sentinel-like languages only for who speaks them.
    const star = await creator({ country: "NL", niches: ["food"], languages: ["*"] });
    expect((await browse(star, "qualified_only=1")).data.map((c) => c.title).sort()).toEqual(["Keys 0", "Keys 6"]);
  });

  it("takes one proposal per creator, checks the pitch, the bid range and the links", async () => {
    const brand = await brandWithPlan();
    const bids = await publishedCampaign(brand, { pricing: "bids", price_min_cents: 10_000, price_max_cents: 40_000 });
    const me = await creator();
    for (const [body, field] of [
      [{ pitch: "x".repeat(2001), price_cents: 20_000 }, "pitch"],
      [{ pitch: "Hi", price_cents: 50_000 }, "price_cents"],
      [{ pitch: "Hi" }, "price_cents"],
      [
        { pitch: "Hi", price_cents: 20_000, portfolio_links: ["https://a.co/1", "https://a.co/2", "https://a.co/3", "https://a.co/4"] },
        "portfolio_links",
      ],
    ] as const) {
      const res = await call(me, `/auth/campaigns/${bids.id}/proposals`, { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.error?.fields).toHaveProperty(field);
    }
    const ok = await call<ProposalView>(me, `/auth/campaigns/${bids.id}/proposals`, {
      body: { pitch: "x".repeat(2000), price_cents: 20_000, portfolio_links: ["https://a.co/1"] },
    });
    expect(ok.status).toBe(201);
    expect(ok.data).toMatchObject({ status: "submitted", price_cents: 20_000 });
    const again = await call(me, `/auth/campaigns/${bids.id}/proposals`, { body: { pitch: "Again", price_cents: 20_000 } });
    expect(again.status).toBe(409);
    // Withdrawn: the place is free again.
    expect((await call(me, `/auth/campaign/proposals/${ok.data.id}`, { body: { action: "withdraw" } })).data).toMatchObject({
      status: "withdrawn",
    });
    expect((await call(me, `/auth/campaigns/${bids.id}/proposals`, { body: { pitch: "Second try", price_cents: 15_000 } })).status).toBe(
      201,
    );
    const mine = await call<ProposalView[]>(me, "/auth/campaign/proposals");
    expect(mine.data.map((p) => p.status)).toEqual(["submitted", "withdrawn"]);
  });

  it("refuses a creator who does not qualify, with the reason", async () => {
    const brand = await brandWithPlan();
    const c = await publishedCampaign(brand, { countries: ["DE"] });
    const me = await creator({ country: "US" });
    const res = await call(me, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Hi" } });
    expect(res.status).toBe(403);
    expect(res.error!.message).toContain("Open to creators in DE");
  });
});

describe("the brand decides, and everyone is told", () => {
  it("shortlists, rejects with a reason; closing rejects the open ones; notifications reach brand and creators", async () => {
    const brand = await brandWithPlan();
    const c = await publishedCampaign(brand, { title: "Decisions" });
    const [a, b, d] = [await creator(), await creator(), await creator()];
    const pa = (await call<ProposalView>(a, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "A" } })).data;
    const pb = (await call<ProposalView>(b, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "B" } })).data;
    const pd = (await call<ProposalView>(d, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "D" } })).data;

    const list = await call<ProposalView[]>(brand, `/auth/campaigns/${c.id}/proposals`);
    expect(list.data).toHaveLength(3);
    expect(list.data[0]!.creator).toMatchObject({ name: "Casey Rivera", country: "US", niches: ["skincare"] });
    // Newest first, each with its campaign's title and its own dates (the page's rows come from a subquery).
    expect(list.data.map((p) => p.id)).toEqual([pd.id, pb.id, pa.id]);
    expect(list.data.map((p) => [p.campaign_title, p.created_at])).toEqual([pd, pb, pa].map((p) => ["Decisions", p.created_at]));

    expect((await call(brand, `/auth/campaign/proposals/${pa.id}`, { body: { action: "shortlist" } })).data).toMatchObject({
      status: "shortlisted",
    });
    expect(
      (await call(brand, `/auth/campaign/proposals/${pb.id}`, { body: { action: "reject", reason: "Not this time" } })).data,
    ).toMatchObject({
      status: "rejected",
      rejection_reason: "Not this time",
    });
    expect((await call<ProposalView[]>(brand, `/auth/campaigns/${c.id}/proposals?status=shortlisted`)).data.map((p) => p.id)).toEqual([
      pa.id,
    ]);
    // A creator cannot shortlist; accepting from submitted is refused (shortlist first).
    expect((await call(d, `/auth/campaign/proposals/${pd.id}`, { body: { action: "shortlist" } })).status).toBe(403);
    expect((await call(brand, `/auth/campaign/proposals/${pd.id}`, { body: { action: "accept" } })).status).toBe(409);

    await call(brand, `/auth/campaigns/${c.id}/status`, { body: { action: "close" } });
    const after = await call<ProposalView[]>(brand, `/auth/campaigns/${c.id}/proposals`);
    expect(Object.fromEntries(after.data.map((p) => [p.id, p.status]))).toEqual({
      [pa.id]: "rejected",
      [pb.id]: "rejected",
      [pd.id]: "rejected",
    });

    await deliverCampaignEvents();
    const bell = async (user: TestUser) =>
      (await t.ctx.db.select().from(notification).where(eq(notification.userId, user.id))).map((n) => [
        n.type,
        (n.data as { status?: string }).status ?? null,
      ]);
    expect((await bell(brand)).filter(([type]) => type === "CreatorProposalSubmitted")).toHaveLength(3);
    const brandNote = (await t.ctx.db.select().from(notification).where(eq(notification.userId, brand.id)))[0]!;
    expect(brandNote.data).toEqual({ campaign_id: c.id, proposal_id: expect.any(String) as string });
    expect((await bell(a)).sort()).toEqual([
      ["CampaignProposalUpdated", "closed"],
      ["CampaignProposalUpdated", "shortlisted"],
    ]);
    expect(await bell(b)).toEqual([["CampaignProposalUpdated", "rejected"]]);
    expect(await bell(d)).toEqual([["CampaignProposalUpdated", "closed"]]);
    // Delivered once: a second pass finds the delivery rows.
    await deliverCampaignEvents();
    expect(await bell(d)).toHaveLength(1);
    expect(
      (await t.ctx.db.select().from(eventDelivery).where(eq(eventDelivery.consumer, "campaign-notifications"))).length,
    ).toBeGreaterThan(0);

    // The same decisions are e-mailed to the creators (campaign-mail consumer), once each.
    await deliverCampaignEvents(campaignMailConsumer);
    await deliverCampaignEvents(campaignMailConsumer);
    const mails = async (user: TestUser) =>
      (
        await t.ctx.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, user.email.toLowerCase()), eq(mailOutbox.kind, "campaign-proposal-update")))
      )
        .map((m) => m.subject)
        .sort();
    expect(await mails(a)).toEqual(["Decisions has closed", "Shortlisted: Decisions"]);
    expect(await mails(b)).toEqual(["Your proposal to Decisions"]);
    expect(await mails(d)).toEqual(["Decisions has closed"]);
    expect(await mails(brand)).toEqual([]);
    const [declined] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, b.email.toLowerCase()), eq(mailOutbox.kind, "campaign-proposal-update")));
    expect(declined!.text).toContain("Not this time");
    expect(declined!.text).toContain(`/dashboard/campaigns/proposals?proposal=${pb.id}`);
  });

  it("the deadline job closes live campaigns past their deadline, once", async () => {
    const brand = await brandWithPlan();
    const c = await publishedCampaign(brand);
    const me = await creator();
    const p = (await call<ProposalView>(me, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Late" } })).data;
    const later = new Date(Date.now() + 15 * 86_400_000);
    const first = await closeExpiredCampaigns(t.ctx.db, later);
    expect(first.closed).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(campaign).where(eq(campaign.id, c.id));
    expect(row!.status).toBe("closed");
    const [prop] = await t.ctx.db.select().from(campaignProposal).where(eq(campaignProposal.id, p.id));
    expect(prop!.status).toBe("rejected");
    const events = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, c.id), eq(domainEvent.type, "campaign.closed")));
    expect(events).toHaveLength(1);
    expect(events[0]!.actor).toBe("system");
    await closeExpiredCampaigns(t.ctx.db, later);
    expect(
      await t.ctx.db
        .select()
        .from(domainEvent)
        .where(and(eq(domainEvent.entityId, c.id), eq(domainEvent.type, "campaign.closed"))),
    ).toHaveLength(1);
  });
});

describe("authorization", () => {
  it("another brand cannot read or act on a campaign or its proposals; another creator cannot see a proposal", async () => {
    const brand = await brandWithPlan();
    const other = await brandWithPlan();
    const c = await publishedCampaign(brand);
    const me = await creator();
    const stranger = await creator();
    const p = (await call<ProposalView>(me, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Mine" } })).data;

    expect((await call(other, `/auth/campaigns/${c.id}`)).status).toBe(404);
    expect((await call(other, `/auth/campaigns/${c.id}/proposals`)).status).toBe(404);
    expect((await call(other, `/auth/campaigns/${c.id}/status`, { body: { action: "close" } })).status).toBe(404);
    expect((await call(other, `/auth/campaign/proposals/${p.id}`)).status).toBe(404);
    expect((await call(other, `/auth/campaign/proposals/${p.id}`, { body: { action: "shortlist" } })).status).toBe(404);
    expect((await call(stranger, `/auth/campaign/proposals/${p.id}`)).status).toBe(404);
    expect((await call(stranger, `/auth/campaign/proposals/${p.id}`, { body: { action: "withdraw" } })).status).toBe(404);
    expect((await call(me, `/auth/campaign/proposals/${p.id}`)).data).toMatchObject({ id: p.id });
    expect((await call(brand, `/auth/campaign/proposals/${p.id}`)).data).toMatchObject({ id: p.id });
    expect((await call(me, "/auth/campaigns")).status).toBe(403);
    expect((await call(brand, "/auth/campaigns/view")).status).toBe(403);
    expect((await call(brand, `/auth/campaigns/not-a-uuid`)).status).toBe(404);
    const [still] = await t.ctx.db.select().from(campaignProposal).where(eq(campaignProposal.id, p.id));
    expect(still!.status).toBe("submitted");
  });
});

describe("accepting into a funded order", () => {
  it("escrows the campaign's paid-usage ask on top of the bid, pending until the creator hands it over (decision 084)", async () => {
    const brand = await brandWithPlan();
    const badAsk = await call(brand, "/auth/campaigns", {
      body: completeBrief({ paid_usage_ask: { platform: "tiktok_spark", window_days: 90, price_cents: 5_000 } }),
    });
    expect(badAsk.status).toBe(400);
    expect(badAsk.error?.fields?.["paid_usage_ask.window_days"]).toMatch(/7, 30, 60, 365/);
    const c = await publishedCampaign(brand, {
      price_min_cents: 30_000,
      creators_wanted: 1,
      paid_usage_ask: { platform: "meta_partnership", window_days: 90, price_cents: 12_000 },
    });
    expect(c.paid_usage_ask).toEqual({ platform: "meta_partnership", window_days: 90, price_cents: 12_000 });
    const maker = await creator();
    const p = (await call<ProposalView>(maker, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Yes" } })).data;
    await call(brand, `/auth/campaign/proposals/${p.id}`, { body: { action: "shortlist" } });
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    const before = await getBalance(t.ctx.db, walletOf(buyer.id));
    const accepted = await call<ProposalView>(brand, `/auth/campaign/proposals/${p.id}`, { body: { action: "accept" } });
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    const orderId = accepted.data.order_id!;
    expect(await getBalance(t.ctx.db, walletOf(buyer.id))).toBe(before - 30_000 - 12_000);
    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(42_000);
    const rows = await t.ctx.db.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.orderId, orderId));
    expect(rows.map((r) => [r.platform, r.windowDays, r.priceCents, r.status])).toEqual([["meta_partnership", 90, 12_000, "pending"]]);
    const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId));
    expect(order!.priceCents).toBe(30_000);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("accepts into an order funded in the same transaction; never beyond creators wanted", async () => {
    const brand = await brandWithPlan();
    const c = await publishedCampaign(brand, { price_min_cents: 90_000, creators_wanted: 1 });
    const [a, b] = [await creator(), await creator()];
    const pa = (await call<ProposalView>(a, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "A" } })).data;
    const pb = (await call<ProposalView>(b, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "B" } })).data;
    for (const p of [pa, pb]) await call(brand, `/auth/campaign/proposals/${p.id}`, { body: { action: "shortlist" } });

    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    const ordersOf = () => t.ctx.db.select().from(marketOrder).where(eq(marketOrder.buyerAccountId, buyer.id));
    const accepted = await call<ProposalView>(brand, `/auth/campaign/proposals/${pa.id}`, { body: { action: "accept" } });
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    expect(accepted.data.status).toBe("accepted");
    const orders = await ordersOf();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: accepted.data.order_id,
      priceCents: 90_000,
      creatorUserId: a.id,
      proposalId: pa.id,
      source: "campaign",
    });
    // The order's brief names the platforms as the builder shows them, not their stored keys.
    const notes = (orders[0]!.brief as { notes: string }).notes;
    expect(notes).toContain("Platforms: TikTok, Instagram");
    expect(notes).not.toContain("tiktok");

    // Creators wanted (1) is reached: the second is refused, nothing written.
    const second = await call(brand, `/auth/campaign/proposals/${pb.id}`, { body: { action: "accept" } });
    expect(second.status).toBe(403);
    expect(second.error!.code).toBe("limit_reached");
    expect(await ordersOf()).toHaveLength(1);
  });

  it("a short wallet is 402 and nothing changes", async () => {
    const brand = await brandWithPlan();
    const c = await publishedCampaign(brand, { price_min_cents: 5_000_000 });
    const a = await creator();
    const p = (await call<ProposalView>(a, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Expensive" } })).data;
    await call(brand, `/auth/campaign/proposals/${p.id}`, { body: { action: "shortlist" } });
    const res = await call(brand, `/auth/campaign/proposals/${p.id}`, { body: { action: "accept" } });
    expect(res.status).toBe(402);
    expect(res.error!.code).toBe("insufficient_funds");
    const [row] = await t.ctx.db.select().from(campaignProposal).where(eq(campaignProposal.id, p.id));
    expect(row).toMatchObject({ status: "shortlisted", orderId: null });
    expect(await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.proposalId, p.id))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(domainEvent)
        .where(and(eq(domainEvent.entityId, p.id), eq(domainEvent.type, "campaign_proposal.accepted"))),
    ).toEqual([]);
  });
});

describe("invitations", () => {
  it("an invited creator sees the invitation and may propose despite a missed requirement", async () => {
    const brand = await brandWithPlan();
    const c = await publishedCampaign(brand, { countries: ["DE"] });
    const me = await creator({ country: "US" });
    expect((await call(me, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Hi" } })).status).toBe(403);
    const invited = await call<{ id: string; created: boolean }>(brand, `/auth/campaigns/${c.id}/invitations`, {
      body: { creator_user_id: me.id },
    });
    expect(invited.data.created).toBe(true);
    expect(
      (await call<{ created: boolean }>(brand, `/auth/campaigns/${c.id}/invitations`, { body: { creator_user_id: me.id } })).data.created,
    ).toBe(false);
    expect((await call<CreatorCampaignView>(me, `/auth/campaigns/${c.id}/view`)).data).toMatchObject({ invited: true, qualifies: false });
    expect((await call(me, `/auth/campaigns/${c.id}/proposals`, { body: { pitch: "Thanks for the invite" } })).status).toBe(201);
    const other = await brandWithPlan();
    expect((await call(other, `/auth/campaigns/${c.id}/invitations`, { body: { creator_user_id: me.id } })).status).toBe(404);
    expect((await call(brand, `/auth/campaigns/${c.id}/invitations`, { body: { creator_user_id: brand.id } })).status).toBe(400);
  });
});
