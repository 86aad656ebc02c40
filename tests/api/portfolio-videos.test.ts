import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicCreatorSchema } from "@/contracts/creators";
import { portfolioResponseSchema, type Portfolio } from "@/contracts/portfolio";
import { creatorPortfolioVideo, creatorProfile, user, videoAsset } from "@/server/db/schema";
import { completeProfileParts } from "../support/creator-profile-fixtures";
import { createUser, type TestApp, type TestUser } from "../support/test-app";
import { closeVideoTestApp, createVideoUpload, localPath, openVideoTestApp, uploadVideo } from "../support/video-uploads";

/** The product's limit of portfolio videos per creator, written here rather than imported from the code under test. */
const MAX_PORTFOLIO_VIDEOS = 6;

/*
 * Decision 042: portfolio videos through the resumable uploader. A ready portfolio
 * video of a listed creator streams to anyone (anonymous included); while the profile is not
 * public, only its owner and admins; once removed, nobody (a finished one is deleted with its files at
 * once, so signed URLs handed out before stop serving it). At most 6, refused with a
 * 403 at upload creation (also when uploads race, on PostgreSQL); reorder and remove are the
 * creator's own.
 */

let t: TestApp;
let clip: Buffer;
let storageDir: string;
beforeAll(async () => ({ t, clip, storageDir } = await openVideoTestApp("portfolio")));
afterAll(() => closeVideoTestApp(t));

let slugs = 0;
/** A creator through onboarding; `listed` fills every part of the profile so it is public (decision 033). */
async function creator(listed: boolean): Promise<{ u: TestUser; slug: string }> {
  const u = await createUser(t);
  const slug = `portfolio-${Date.now().toString(36)}-${++slugs}`;
  const res = await t.request("/api/v1/auth/onboarding/creator", {
    token: u.token,
    body: { first_name: "Pia", last_name: "Reel", custom_url: slug, niches: ["beauty"], country: "US", date_of_birth: "1995-01-02" },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  if (listed) await t.ctx.db.update(creatorProfile).set(completeProfileParts()).where(eq(creatorProfile.userId, u.id));
  const [row] = await t.ctx.db.select({ isListed: creatorProfile.isListed }).from(creatorProfile).where(eq(creatorProfile.userId, u.id));
  expect(row?.isListed).toBe(listed);
  return { u, slug };
}

const portfolioOf = async (u: TestUser): Promise<Portfolio> => {
  const res = await t.request("/api/v1/creators/me/portfolio", { token: u.token });
  expect(res.status).toBe(200);
  return portfolioResponseSchema.parse(await res.json()).data;
};
/** The portfolio videos of the public creator answer (the rest of it is checked by the directory tests). */
const publicPortfolio = async (slug: string) => {
  const res = await t.request(`/api/v1/creators/${slug}`);
  expect(res.status).toBe(200);
  return publicCreatorSchema.shape.portfolioVideos.parse(
    ((await res.json()) as { data: { portfolioVideos: unknown } }).data.portfolioVideos,
  );
};
const stream = (assetId: string, who: TestUser | null, variant = "original") =>
  t.request(`/api/v1/videos/${assetId}/${variant}`, { token: who?.token });

describe("portfolio videos: upload, processing state, public page and who streams them", () => {
  it("a listed creator's ready video is on the public page and streams to anyone, anonymous included", async () => {
    const { u, slug } = await creator(true);
    const assetId = await uploadVideo(t, u, clip, { purpose: "portfolio", filename: "best-work.mp4" });

    // Uploaded, not yet processed: the editor shows it processing; the public page does not show it.
    let mine = await portfolioOf(u);
    expect(mine.max).toBe(MAX_PORTFOLIO_VIDEOS);
    expect(mine.videos).toMatchObject([
      { assetId, status: "processing", originalName: "best-work.mp4", playbackUrl: null, posterUrl: null },
    ]);
    let page = await publicPortfolio(slug);
    expect(page).toEqual([]);
    expect((await stream(assetId, null)).status).toBe(404);

    const { processVideoAsset } = await import("@/server/domain/videos/process-video-asset");
    expect(await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)).toBe("ready");
    mine = await portfolioOf(u);
    expect(mine.videos[0]).toMatchObject({ assetId, status: "ready", width: 360, height: 640 });
    expect(mine.videos[0]!.playbackUrl).toBe(`/api/v1/videos/${assetId}/original`);

    page = await publicPortfolio(slug);
    expect(page).toEqual([
      {
        assetId,
        durationMs: expect.any(Number) as number,
        width: 360,
        height: 640,
        posterUrl: `/api/v1/videos/${assetId}/poster`,
        playbackUrl: `/api/v1/videos/${assetId}/original`,
      },
    ]);

    const stranger = await createUser(t, { types: ["brand"] });
    for (const who of [null, stranger, u]) {
      for (const variant of ["original", "poster"]) {
        const res = await stream(assetId, who, variant);
        expect(res.status, `${who?.id ?? "anonymous"} ${variant}`).toBe(302);
        const file = await t.app.request(localPath(res.headers.get("location")!));
        expect(file.status).toBe(200);
        if (variant === "original") expect(Buffer.from(await file.arrayBuffer()).equals(clip)).toBe(true);
      }
    }
  });

  it("while the profile is not public (incomplete, or the creator banned) only the owner and admins stream it; once removed, nobody", async () => {
    const hidden = await creator(false);
    const listed = await creator(true);
    const admin = await createUser(t, { role: "admin" });
    const stranger = await createUser(t, { types: ["brand"] });
    const hiddenAsset = await uploadVideo(t, hidden.u, clip, { purpose: "portfolio" }, { process: true });
    const listedAsset = await uploadVideo(t, listed.u, clip, { purpose: "portfolio" }, { process: true });

    expect((await stream(hiddenAsset, null)).status).toBe(404);
    expect((await stream(hiddenAsset, stranger)).status).toBe(404);
    expect((await stream(hiddenAsset, hidden.u)).status).toBe(302);
    expect((await stream(hiddenAsset, admin)).status).toBe(302);
    expect((await t.request(`/api/v1/creators/${hidden.slug}`)).status).toBe(404);

    expect((await stream(listedAsset, null)).status).toBe(302);
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, listed.u.id));
    expect((await stream(listedAsset, null)).status).toBe(404);
    expect((await stream(listedAsset, stranger)).status).toBe(404);
    await t.ctx.db.update(user).set({ banned: false }).where(eq(user.id, listed.u.id));
    expect((await stream(listedAsset, null)).status).toBe(302);

    // Removed: gone from the public page and from everyone, its owner and admins included.
    const removed = await t.request(`/api/v1/creators/me/portfolio/${listedAsset}`, { method: "DELETE", token: listed.u.token });
    expect(removed.status).toBe(200);
    expect(portfolioResponseSchema.parse(await removed.json()).data.videos).toEqual([]);
    for (const who of [null, stranger, listed.u, admin]) expect((await stream(listedAsset, who)).status, who?.id ?? "anonymous").toBe(404);
    const page = await publicPortfolio(listed.slug);
    expect(page).toEqual([]);
  });

  it("a signed URL handed out before the creator removes the video stops serving it at once, and its files are gone", async () => {
    const { u } = await creator(true);
    const assetId = await uploadVideo(t, u, clip, { purpose: "portfolio" }, { process: true });
    const [asset] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
    const keys = [asset!.originalKey, asset!.posterKey, asset!.thumbnailStripKey, asset!.previewKey].filter((k): k is string => !!k);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    const urls: string[] = [];
    for (const variant of ["original", "poster"]) {
      const res = await stream(assetId, null, variant);
      expect(res.status).toBe(302);
      urls.push(localPath(res.headers.get("location")!));
    }
    for (const url of urls) expect((await t.app.request(url)).status).toBe(200);

    expect((await t.request(`/api/v1/creators/me/portfolio/${assetId}`, { method: "DELETE", token: u.token })).status).toBe(200);
    for (const url of urls) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    }
    for (const key of keys) expect(existsSync(path.join(storageDir, "objects", key)), key).toBe(false);
    expect(await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId))).toEqual([]);
  });

  it("a video removed while it still processes is nobody else's to stream once ready, and its files wait for the sweep", async () => {
    const { u } = await creator(true);
    const assetId = await uploadVideo(t, u, clip, { purpose: "portfolio" });
    expect((await t.request(`/api/v1/creators/me/portfolio/${assetId}`, { method: "DELETE", token: u.token })).status).toBe(200);
    const { processVideoAsset } = await import("@/server/domain/videos/process-video-asset");
    expect(await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)).toBe("ready");
    expect((await stream(assetId, null)).status).toBe(404);
    expect((await stream(assetId, u)).status).toBe(302);
  });

  it("only creators upload portfolio videos; anonymous 401, a brand 403", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    expect((await createVideoUpload(t, null, clip.length, { purpose: "portfolio", filename: "a.mp4" })).status).toBe(401);
    const res = await createVideoUpload(t, brand, clip.length, { purpose: "portfolio", filename: "a.mp4" });
    expect(res.status).toBe(403);
    expect(await t.ctx.db.select().from(creatorPortfolioVideo).where(eq(creatorPortfolioVideo.creatorUserId, brand.id))).toEqual([]);
  });
});

describe("the portfolio limit", () => {
  it(`refuses the ${MAX_PORTFOLIO_VIDEOS + 1}th upload with 403 and a message, before any byte; removing one makes room`, async () => {
    const { u } = await creator(true);
    const created: string[] = [];
    for (let i = 0; i < MAX_PORTFOLIO_VIDEOS; i++) {
      const res = await createVideoUpload(t, u, clip.length, { purpose: "portfolio", filename: `take-${i}.mp4` });
      expect(res.status).toBe(201);
      created.push(res.headers.get("location")!.split("/").pop()!);
    }
    const refused = await createVideoUpload(t, u, clip.length, { purpose: "portfolio", filename: "one-more.mp4" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(`You have ${MAX_PORTFOLIO_VIDEOS} portfolio videos`);
    expect((await portfolioOf(u)).videos.map((v) => v.assetId)).toEqual(created);

    expect((await t.request(`/api/v1/creators/me/portfolio/${created[2]}`, { method: "DELETE", token: u.token })).status).toBe(200);
    expect((await createVideoUpload(t, u, clip.length, { purpose: "portfolio", filename: "one-more.mp4" })).status).toBe(201);
    expect((await portfolioOf(u)).videos).toHaveLength(MAX_PORTFOLIO_VIDEOS);
  });

  it("uploads started at the same moment never pass the limit", async () => {
    const { u } = await creator(true);
    const answers = await Promise.all(
      Array.from({ length: MAX_PORTFOLIO_VIDEOS + 3 }, (_, i) =>
        createVideoUpload(t, u, clip.length, { purpose: "portfolio", filename: `race-${i}.mp4` }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(MAX_PORTFOLIO_VIDEOS);
    expect(answers.filter((s) => s === 403)).toHaveLength(3);
    const positions = (await t.ctx.db.select().from(creatorPortfolioVideo).where(eq(creatorPortfolioVideo.creatorUserId, u.id))).map(
      (r) => r.position,
    );
    expect(positions.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe("reordering and removing", () => {
  it("a permutation reorders; anything else is 400 naming assetIds and moves nothing; another creator's video is not yours", async () => {
    const { u } = await creator(true);
    const other = await creator(true);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await createVideoUpload(t, u, clip.length, { purpose: "portfolio", filename: `v${i}.mp4` });
      ids.push(res.headers.get("location")!.split("/").pop()!);
    }
    const foreign = (await createVideoUpload(t, other.u, clip.length, { purpose: "portfolio", filename: "theirs.mp4" })).headers
      .get("location")!
      .split("/")
      .pop()!;
    const order = (assetIds: unknown) =>
      t.request("/api/v1/creators/me/portfolio/order", { method: "PUT", token: u.token, body: { assetIds } });

    const moved = await order([ids[2], ids[0], ids[1]]);
    expect(moved.status).toBe(200);
    expect(portfolioResponseSchema.parse(await moved.json()).data.videos.map((v) => [v.assetId, v.position])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);

    for (const bad of [[ids[0], ids[1]], [ids[0], ids[1], foreign], [ids[0], ids[0], ids[1]], ["nope"], "x"]) {
      const res = await order(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(
        Object.keys(body.error.fields).some((f) => f.startsWith("assetIds")),
        JSON.stringify(body),
      ).toBe(true);
    }
    expect((await portfolioOf(u)).videos.map((v) => v.assetId)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await portfolioOf(other.u)).videos.map((v) => v.assetId)).toEqual([foreign]);

    // Removing another creator's video, or one not in the portfolio, is a 404 that changes nothing.
    expect((await t.request(`/api/v1/creators/me/portfolio/${foreign}`, { method: "DELETE", token: u.token })).status).toBe(404);
    expect((await t.request(`/api/v1/creators/me/portfolio/${crypto.randomUUID()}`, { method: "DELETE", token: u.token })).status).toBe(
      404,
    );
    expect((await t.request(`/api/v1/creators/me/portfolio/not-a-uuid`, { method: "DELETE", token: u.token })).status).toBe(400);
    expect((await portfolioOf(other.u)).videos.map((v) => v.assetId)).toEqual([foreign]);

    const removed = await t.request(`/api/v1/creators/me/portfolio/${ids[0]}`, { method: "DELETE", token: u.token });
    expect(portfolioResponseSchema.parse(await removed.json()).data.videos.map((v) => [v.assetId, v.position])).toEqual([
      [ids[2], 0],
      [ids[1], 1],
    ]);
    // A brand has no portfolio routes.
    const brand = await createUser(t, { types: ["brand"] });
    expect((await t.request("/api/v1/creators/me/portfolio", { token: brand.token })).status).toBe(403);
    expect((await t.request("/api/v1/creators/me/portfolio")).status).toBe(401);
  });
});
