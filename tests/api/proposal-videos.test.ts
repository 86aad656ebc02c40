import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProposalView } from "@/contracts/campaigns";
import { brandProfile, campaignProposal, creatorProfile, proposalVideo, videoAsset } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { deleteOrphanVideo } from "@/server/domain/videos/orphan-videos";
import { sweepOrphanVideos } from "@/server/jobs/orphan-videos";
import { completeCreatorProfile } from "../support/creator-profile-fixtures";
import { createUser, type TestApp, type TestUser } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";
import { closeVideoTestApp, openVideoTestApp, uploadVideo } from "../support/video-uploads";

/*
 * Decision 046: a proposal carries up to 3 portfolio links or videos (docs/product/campaigns-and-proposals.md). The creator
 * uploads each video (purpose `proposal`) and the submit names them; a video that is not theirs,
 * not finished, failed or already on a proposal refuses the whole submit with nothing written.
 * The campaign's brand, the creator and admins stream it; anyone else 404. An upload never
 * attached is swept a day later like an unsent message video (decision 043).
 */

let t: TestApp;
let clip: Buffer;
beforeAll(async () => ({ t, clip } = await openVideoTestApp("proposal-videos")));
afterAll(() => closeVideoTestApp(t));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function call<T>(user: TestUser, urlPath: string, init: { method?: string; body?: unknown } = {}) {
  const res = await t.request(`/api/v1${urlPath}`, { token: user.token, ...init });
  const json = (await res.json()) as { data: T; error?: { code: string; message: string; fields?: Record<string, string> } };
  return { status: res.status, data: json.data, error: json.error };
}

/** A brand on the Starter plan with one published fixed-price campaign open to US skincare creators. */
async function brandWithCampaign(): Promise<{ brand: TestUser; campaignId: string }> {
  const brand = await createUser(t, { types: ["brand"] });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
  await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name: "Glow Co", website: "https://glow.example.com" });
  await transfer(t.ctx.db, {
    from: clearingOf("sandbox"),
    to: walletOf(buyer.id),
    amount: 100_000,
    reason: "top_up",
    reference: { type: "test", id: brand.id },
    idempotencyKey: `test-fund:${brand.id}`,
  });
  expect((await call(brand, "/auth/subscriptions", { body: { plan: "starter" } })).status).toBe(201);
  const draft = await call<{ id: string }>(brand, "/auth/campaigns", {
    body: {
      title: "Serum launch",
      product_name: "Glow Serum",
      product_shipped: true,
      description: "Show your morning routine with the serum, natural light, honest first impressions.",
      platforms: ["tiktok"],
      niches: ["skincare"],
      pricing: "fixed",
      price_min_cents: 25_000,
      creators_wanted: 2,
      application_deadline: inDays(14),
    },
  });
  expect(draft.status, JSON.stringify(draft.error)).toBe(201);
  expect((await call(brand, `/auth/campaigns/${draft.data.id}/status`, { body: { action: "publish" } })).status).toBe(200);
  return { brand, campaignId: draft.data.id };
}

async function creator(): Promise<TestUser> {
  const user = await createUser(t, { types: ["creator"] });
  await t.ctx.db.insert(creatorProfile).values(completeCreatorProfile(user.id, { country: "US", niches: ["skincare"] }));
  return user;
}

const propose = (who: TestUser, campaignId: string, extra: Record<string, unknown>) =>
  call<ProposalView>(who, `/auth/campaigns/${campaignId}/proposals`, { body: { pitch: "A morning routine in window light.", ...extra } });
const stream = (assetId: string, who: TestUser | null, variant = "original") =>
  t.request(`/api/v1/videos/${assetId}/${variant}`, { token: who?.token });
const proposalsOf = async (creatorUserId: string) =>
  (await t.ctx.db.select({ n: count() }).from(campaignProposal).where(eq(campaignProposal.creatorUserId, creatorUserId)))[0]!.n;
const attached = async (assetIds: string[]) =>
  (await t.ctx.db.select({ n: count() }).from(proposalVideo).where(inArray(proposalVideo.videoAssetId, assetIds)))[0]!.n;

describe("submitting a proposal with videos", () => {
  it("attaches them in order; the brand and the creator read them with their state", async () => {
    const { brand, campaignId } = await brandWithCampaign();
    const me = await creator();
    const ready = await uploadVideo(t, me, clip, { purpose: "proposal", filename: "routine.mp4" }, { process: true });
    // Uploaded, still processing: accepted; the proposal shows it processing until the job is done.
    const processing = await uploadVideo(t, me, clip, { purpose: "proposal", filename: "unboxing.mp4" });

    const sent = await propose(me, campaignId, {
      portfolio_links: ["https://www.tiktok.com/@casey"],
      video_asset_ids: [processing, ready],
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(201);
    expect(sent.data.videos.map((v) => [v.assetId, v.status])).toEqual([
      [processing, "processing"],
      [ready, "ready"],
    ]);
    expect(sent.data.videos[1]).toMatchObject({
      posterUrl: `/api/v1/videos/${ready}/poster`,
      playbackUrl: `/api/v1/videos/${ready}/original`,
      width: 360,
      height: 640,
    });

    const list = await call<ProposalView[]>(brand, `/auth/campaigns/${campaignId}/proposals`);
    expect(list.data.find((p) => p.id === sent.data.id)?.videos.map((v) => v.assetId)).toEqual([processing, ready]);
    const own = await call<ProposalView[]>(me, "/auth/campaign/proposals");
    expect(own.data[0]?.videos.map((v) => v.assetId)).toEqual([processing, ready]);
    const one = await call<ProposalView>(brand, `/auth/campaign/proposals/${sent.data.id}`);
    expect(one.data.videos).toHaveLength(2);
  });

  it("refuses a 4th item (links and videos together), naming video_asset_ids; nothing is written", async () => {
    const { campaignId } = await brandWithCampaign();
    const me = await creator();
    const a = await uploadVideo(t, me, clip, { purpose: "proposal" });
    const b = await uploadVideo(t, me, clip, { purpose: "proposal" });
    const links = ["https://a.example.com", "https://b.example.com"];
    const res = await propose(me, campaignId, { portfolio_links: links, video_asset_ids: [a, b] });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.video_asset_ids).toBe("Add at most 3 links and videos together");
    const four = await propose(me, campaignId, { video_asset_ids: [a, b, crypto.randomUUID(), crypto.randomUUID()] });
    expect(four.status).toBe(400);
    expect(four.error?.fields).toHaveProperty("video_asset_ids");
    const twice = await propose(me, campaignId, { video_asset_ids: [a, a] });
    expect(twice.error?.fields?.video_asset_ids).toBe("Add each video once");
    expect(await proposalsOf(me.id)).toBe(0);
    expect(await attached([a, b])).toBe(0);
  });

  it("refuses another's, another purpose's, an unfinished, a failed or an already attached video as a whole (400, nothing written)", async () => {
    const { campaignId } = await brandWithCampaign();
    const { campaignId: other } = await brandWithCampaign();
    const me = await creator();
    const someoneElse = await creator();
    const mine = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    const theirs = await uploadVideo(t, someoneElse, clip, { purpose: "proposal" }, { process: true });
    const portfolio = await uploadVideo(t, me, clip, { purpose: "portfolio" }, { process: true });
    const failed = await uploadVideo(t, me, clip, { purpose: "proposal" });
    await t.ctx.db.update(videoAsset).set({ status: "failed", failureReason: "This file is not a video" }).where(eq(videoAsset.id, failed));
    const unfinished = await uploadVideo(t, me, clip, { purpose: "proposal" });
    await t.ctx.db.update(videoAsset).set({ status: "uploading" }).where(eq(videoAsset.id, unfinished));
    const onAnother = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    expect((await propose(me, other, { video_asset_ids: [onAnother] })).status).toBe(201);

    for (const [bad, message] of [
      [theirs, "a video is not one you uploaded for a proposal"],
      [portfolio, "a video is not one you uploaded for a proposal"],
      [crypto.randomUUID(), "a video is not one you uploaded for a proposal"],
      [failed, "“clip.mp4”: This file is not a video"],
      [unfinished, "wait until “clip.mp4” has finished uploading"],
      [onAnother, "“clip.mp4” is already part of another proposal; upload it again"],
    ] as const) {
      const res = await propose(me, campaignId, { video_asset_ids: [mine, bad] });
      expect(res.status, bad).toBe(400);
      expect(res.error?.fields?.video_asset_ids, bad).toBe(message);
    }
    // Only the proposal to the other campaign exists; the good video is still free.
    expect(await proposalsOf(me.id)).toBe(1);
    expect(await attached([mine, theirs, portfolio, failed, unfinished])).toBe(0);
    expect((await propose(me, campaignId, { video_asset_ids: [mine] })).status).toBe(201);
  });
});

describe("who streams a proposal video", () => {
  it("the campaign's brand, the creator and admins; a stranger, another brand and anonymous 404 (poster too)", async () => {
    const { brand, campaignId } = await brandWithCampaign();
    const { brand: otherBrand } = await brandWithCampaign();
    const me = await creator();
    const stranger = await creator();
    const admin = await createUser(t, { role: "admin" });
    const assetId = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    // Uploaded, not yet attached: the uploader's alone.
    expect((await stream(assetId, me)).status).toBe(302);
    expect((await stream(assetId, brand)).status).toBe(404);

    expect((await propose(me, campaignId, { video_asset_ids: [assetId] })).status).toBe(201);
    for (const variant of ["original", "poster"]) {
      for (const who of [brand, me, admin]) expect((await stream(assetId, who, variant)).status, `${who.id} ${variant}`).toBe(302);
      for (const who of [stranger, otherBrand, null])
        expect((await stream(assetId, who, variant)).status, `${who?.id} ${variant}`).toBe(404);
    }
  });
});

describe("sweeping proposal uploads never attached", () => {
  it("removes a day-old upload on no proposal; keeps an attached one and a fresh one", async () => {
    const { campaignId } = await brandWithCampaign();
    const me = await creator();
    const sent = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    const abandoned = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    const fresh = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    expect((await propose(me, campaignId, { video_asset_ids: [sent] })).status).toBe(201);
    await t.ctx.db
      .update(videoAsset)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(videoAsset.id, [sent, abandoned]));

    expect(await sweepOrphanVideos(t.ctx)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db
      .select({ id: videoAsset.id })
      .from(videoAsset)
      .where(inArray(videoAsset.id, [sent, abandoned, fresh]));
    expect(left.map((r) => r.id).sort()).toEqual([sent, fresh].sort());
    expect((await stream(sent, me)).status).toBe(302);
    // A submit naming the swept upload is refused.
    const { campaignId: other } = await brandWithCampaign();
    expect((await propose(me, other, { video_asset_ids: [abandoned] })).status).toBe(400);
  });
});

/** Resolves once a statement of this test's database waits on a row lock (another connection's). */
async function someoneWaitsOnALock(): Promise<void> {
  for (let tries = 0; tries < 250; tries++) {
    const [row] = await rowsOf<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no statement ever waited on the lock");
}

// Two connections interleaved on a row lock: PostgreSQL only (PGlite has one connection).
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;

describeOnPostgres("a submit and the sweep racing for one day-old upload", () => {
  async function dayOldUpload(me: TestUser) {
    const id = await uploadVideo(t, me, clip, { purpose: "proposal" }, { process: true });
    await t.ctx.db
      .update(videoAsset)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(videoAsset.id, id));
    return id;
  }

  it("the submit locks it first: the sweep leaves it (no error), the proposal keeps it", async () => {
    const { campaignId } = await brandWithCampaign();
    const me = await creator();
    const video = await dayOldUpload(me);
    const proposal = await propose(me, campaignId, {});
    expect(proposal.status).toBe(201);
    let sweep: Promise<boolean> | undefined;
    // What the submit's transaction does (decision 046): lock the named asset, attach it. The
    // sweep's delete starts meanwhile on another connection and waits for the lock.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from video_asset where id = ${video} for update`);
      await tx.insert(proposalVideo).values({ proposalId: proposal.data.id, videoAssetId: video, position: 0 });
      sweep = deleteOrphanVideo(t.ctx.db, video);
      await someoneWaitsOnALock();
    });
    expect(await sweep).toBe(false);
    expect(await attached([video])).toBe(1);
    expect((await stream(video, me)).status).toBe(302);
  });

  it("the sweep deletes it first: the submit naming it is refused (400) and writes nothing", async () => {
    const { campaignId } = await brandWithCampaign();
    const me = await creator();
    const video = await dayOldUpload(me);
    let submit: ReturnType<typeof propose> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      expect(await deleteOrphanVideo(tx, video)).toBe(true);
      submit = propose(me, campaignId, { video_asset_ids: [video] });
      await someoneWaitsOnALock();
    });
    const refused = await submit!;
    expect(refused.status).toBe(400);
    expect(refused.error?.fields).toHaveProperty("video_asset_ids");
    expect(await proposalsOf(me.id)).toBe(0);
  });
});
