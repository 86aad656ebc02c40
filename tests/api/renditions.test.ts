import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdFormats } from "@/contracts/renditions";
import { renditionFocus, videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { dueRenditions, renderRendition, RENDITION_FAILED } from "@/server/domain/renditions/render-rendition";
import { requestRenditions } from "@/server/domain/renditions/request-renditions";
import { seedRenditionsFor } from "@/server/seed/seed-renditions";
import { storageKey, uniqueName, type StorageKey } from "@/server/integrations/storage";
import { ffmpegPath, probeVideo } from "@/server/integrations/video/ffmpeg";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 078: the brand's focus point and the four ad formats of a licensed video, rendered by
 * the workers' job function from a real (generated) 1 s 360×640 clip, downloaded under the
 * licence with the asset code in the file name.
 */

let t: TestApp;
let w: OrderWorld;
let stranger: TestUser;
let dir: string;
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 1 });
  stranger = await createUser(t, { types: ["brand"] });
  dir = await mkdtemp(path.join(tmpdir(), "renditions-api-"));
  const file = path.join(dir, "clip.mp4");
  execFileSync(ffmpegPath(), [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=s=360x640:r=30:d=1", "-f", "lavfi", "-i", "sine=frequency=440:duration=1",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file,
  ]); // prettier-ignore
  clip = await readFile(file);
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** An approved video whose licensed file is the generated clip (as the processing job leaves it). */
async function licensedClip(
  bytes: Buffer = clip,
  world: OrderWorld = w,
): Promise<{ licenceId: string; orderVideoId: string; assetCode: string }> {
  const { videos } = await deliveredOrder(t, world, { term: "1y" });
  await approve(t, world, videos[0]!.id);
  const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, videos[0]!.id));
  const key = storageKey("videos", "renditions-test", uniqueName("mp4"));
  await t.ctx.storage.put(key, bytes, { contentType: "video/mp4" });
  await t.ctx.db
    .update(videoAsset)
    .set({ originalKey: key, sizeBytes: bytes.length, width: 360, height: 640, durationMs: 1000 })
    .where(eq(videoAsset.id, licence!.assetId!));
  return { licenceId: licence!.id, orderVideoId: videos[0]!.id, assetCode: licence!.assetCode };
}

const rowsOf = (licenceId: string) => t.ctx.db.select().from(videoRendition).where(eq(videoRendition.licenceId, licenceId));
const deps = () => ({ db: t.ctx.db, storage: t.ctx.storage });
async function renderAll(licenceId: string) {
  for (const row of await rowsOf(licenceId)) await renderRendition(deps(), row.id);
}
async function adFormats(licenceId: string, token: string): Promise<AdFormats> {
  const res = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AdFormats }).data;
}

describe("asking for the ad formats", () => {
  it("the brand's request stores the focus and queues the four shapes once; asking again queues nothing", async () => {
    const { licenceId } = await licensedClip();
    const before = await adFormats(licenceId, w.brand.token);
    expect(before.focus).toEqual({ x: 0.5, y: 0.5 });
    expect(before.canEdit).toBe(true);
    expect(before.renditions.map((r) => [r.shape, r.status])).toEqual([
      ["9x16", null],
      ["1x1", null],
      ["4x5", null],
      ["16x9", null],
    ]);
    const res = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, {
      token: w.brand.token,
      body: { focus: { x: 0.25, y: 0.3 } },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: AdFormats };
    expect(data.focus).toEqual({ x: 0.25, y: 0.3 });
    expect(data.renditions.every((r) => r.status === "queued" && r.downloadUrl === null)).toBe(true);
    await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.brand.token, body: { focus: { x: 0.25, y: 0.3 } } });
    const rows = await rowsOf(licenceId);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.generation === 1 && r.focusX === 0.25 && r.focusY === 0.3)).toBe(true);
    expect((await dueRenditions(t.ctx.db)).filter((d) => rows.some((r) => r.id === d.id))).toHaveLength(4);
  });

  it("refuses bad input with the field named and changes nothing", async () => {
    const { licenceId } = await licensedClip();
    for (const body of [{ focus: { x: 1.5, y: 0.5 } }, { focus: { x: "left", y: 0.5 } }, { focus: { x: 0.5 } }, { shape: "1x1" }]) {
      const res = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.brand.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(error.code).toBe("validation_error");
      expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(await rowsOf(licenceId)).toHaveLength(0);
    expect(await t.ctx.db.select().from(renditionFocus).where(eq(renditionFocus.licenceId, licenceId))).toHaveLength(0);
  });

  it("the creator reads but may not ask (403); a stranger and a signed-out caller get 404", async () => {
    const { licenceId, orderVideoId } = await licensedClip();
    const creatorView = await adFormats(licenceId, w.creator.token);
    expect(creatorView.canEdit).toBe(false);
    const refused = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.creator.token, body: {} });
    expect(refused.status).toBe(403);
    expect(await rowsOf(licenceId)).toHaveLength(0);
    for (const token of [stranger.token, undefined]) {
      expect((await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token })).status).toBe(404);
      expect((await t.request(`/api/v1/auth/order_videos/${orderVideoId}/renditions`, { token })).status).toBe(404);
      expect((await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token, body: {} })).status).toBe(404);
      expect((await t.request(`/api/v1/auth/licences/${licenceId}/renditions/1x1/download`, { token })).status).toBe(404);
    }
    // The review panel finds the same formats by the order video.
    const byVideo = await t.request(`/api/v1/auth/order_videos/${orderVideoId}/renditions`, { token: w.brand.token });
    expect(((await byVideo.json()) as { data: AdFormats }).data.licenceId).toBe(licenceId);
  });
});

describe("rendering", () => {
  it("the workers make each format; the download is the licence's, named with the asset code, and probes as asked", async () => {
    const { licenceId, assetCode } = await licensedClip();
    await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.brand.token, body: {} });
    await renderAll(licenceId);
    const formats = await adFormats(licenceId, w.brand.token);
    expect(formats.renditions.map((r) => r.status)).toEqual(["ready", "ready", "ready", "ready"]);
    const square = formats.renditions.find((r) => r.shape === "1x1")!;
    expect(square.fileName).toBe(`${assetCode}-1x1.mp4`);
    expect(square.fileName).toMatch(/^RB-[0-9A-F]{8}-1x1\.mp4$/);
    // The creator downloads under the same licence.
    for (const token of [w.brand.token, w.creator.token]) {
      const res = await t.request(square.downloadUrl!, { token });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get("location")!);
      expect(location.pathname.endsWith(`/${assetCode}-1x1.mp4`)).toBe(true);
      const file = await t.request(location.pathname + location.search);
      expect(file.status).toBe(200);
      const local = path.join(dir, `download-${token.slice(0, 6)}.mp4`);
      await writeFile(local, Buffer.from(await file.arrayBuffer()));
      expect(await probeVideo(local)).toMatchObject({
        width: 1080,
        height: 1080,
        videoCodec: "h264",
        audioCodec: "aac",
        pixelFormat: "yuv420p",
      });
    }
    expect((await t.request(`/api/v1/auth/licences/${licenceId}/renditions/2x3/download`, { token: w.brand.token })).status).toBe(404);
  });

  it("two workers handed the same rendition: one renders it, the other skips", async () => {
    const { licenceId } = await licensedClip();
    await requestRenditions(deps(), { licenceId, viewer: { buyerAccountId: w.buyerAccountId, userId: w.brand.id, isAdmin: false } });
    const [row] = await rowsOf(licenceId);
    const outcomes = await Promise.all([renderRendition(deps(), row!.id), renderRendition(deps(), row!.id)]);
    expect(outcomes.sort()).toEqual(["ready", "skipped"]);
    expect(await renderRendition(deps(), row!.id)).toBe("skipped");
    const [after] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, row!.id));
    expect(after).toMatchObject({ status: "ready", attempts: 1 });
  });

  it("moving the focus makes new renditions and deletes the old files; a render of the old focus is thrown away", async () => {
    const { licenceId } = await licensedClip();
    const brand = { buyerAccountId: w.buyerAccountId, userId: w.brand.id, isAdmin: false };
    await requestRenditions(deps(), { licenceId, viewer: brand });
    await renderAll(licenceId);
    const old = await rowsOf(licenceId);
    expect(old.every((r) => r.status === "ready" && r.storageKey)).toBe(true);

    await requestRenditions(deps(), { licenceId, viewer: brand, focus: { x: 0.5, y: 0.1 } });
    const queued = await rowsOf(licenceId);
    expect(queued.every((r) => r.status === "queued" && r.generation === 2 && r.storageKey === null && r.focusY === 0.1)).toBe(true);
    for (const r of old) expect(await t.ctx.storage.head(r.storageKey as StorageKey)).toBeNull();

    // A captioned 1:1 (its extra filter is asked for mid-render): the brand moves the focus meanwhile.
    const [captioned] = await t.ctx.db
      .insert(videoRendition)
      .values({ licenceId, sourceAssetId: old[0]!.sourceAssetId, shape: "1x1", captionStyle: "bold", focusX: 0.5, focusY: 0.1 })
      .returning();
    const outcome = await renderRendition(
      {
        ...deps(),
        captionFilters: async () => {
          await requestRenditions(deps(), { licenceId, viewer: brand, focus: { x: 0.5, y: 0.9 } });
          return ["drawbox=x=0:y=900:w=1080:h=180:color=black:t=fill"];
        },
      },
      captioned!.id,
    );
    expect(outcome).toBe("superseded");
    const [now] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, captioned!.id));
    expect(now).toMatchObject({ status: "queued", generation: 2, focusY: 0.9, storageKey: null });
    expect(await renderRendition(deps(), captioned!.id)).toBe("ready");
    const [done] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, captioned!.id));
    expect(done!.storageKey).toMatch(/-1x1-CC\.mp4$/);
  });

  it("a source ffmpeg cannot read fails on the last try with a reason; asking again retries it", async () => {
    const { licenceId } = await licensedClip(Buffer.from("not a video at all"));
    const brand = { buyerAccountId: w.buyerAccountId, userId: w.brand.id, isAdmin: false };
    await requestRenditions(deps(), { licenceId, viewer: brand });
    const [row] = await t.ctx.db
      .select()
      .from(videoRendition)
      .where(and(eq(videoRendition.licenceId, licenceId), eq(videoRendition.shape, "4x5")));
    await expect(renderRendition(deps(), row!.id)).rejects.toThrow(/ffmpeg rendition failed/);
    const [retrying] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, row!.id));
    expect(retrying).toMatchObject({ status: "queued", attempts: 1 });
    expect(await renderRendition(deps(), row!.id, { finalAttempt: true })).toBe("failed");
    const formats = await adFormats(licenceId, w.brand.token);
    expect(formats.renditions.find((r) => r.shape === "4x5")).toMatchObject({
      status: "failed",
      failureReason: RENDITION_FAILED,
      downloadUrl: null,
    });
    await requestRenditions(deps(), { licenceId, viewer: brand });
    const [again] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, row!.id));
    expect(again).toMatchObject({ status: "queued", generation: 2, attempts: 0, failureReason: null });
  });

  it("a licence without a stored file cannot be rendered (409) and nothing is queued", async () => {
    const { videos } = await deliveredOrder(t, w, { term: "1y", withFile: false });
    await approve(t, w, videos[0]!.id);
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, videos[0]!.id));
    const res = await t.request(`/api/v1/auth/licences/${licence!.id}/renditions`, { token: w.brand.token, body: {} });
    expect(res.status).toBe(409);
    expect(await rowsOf(licence!.id)).toHaveLength(0);
    expect((await adFormats(licence!.id, w.brand.token)).source).toBeNull();
  });
});

describe("demo data", () => {
  it("the newest licensed video gets a focus and four queued formats for the workers; the next one a failed 4:5", async () => {
    const demo = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 1 });
    const older = await licensedClip(clip, demo);
    const newer = await licensedClip(clip, demo);
    await t.ctx.db
      .update(videoLicence)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(videoLicence.id, older.licenceId));
    expect(await seedRenditionsFor(t.ctx, demo.buyerAccountId)).toEqual([newer.licenceId, older.licenceId]);
    const formats = await adFormats(newer.licenceId, demo.brand.token);
    expect(formats.focus).toEqual({ x: 0.5, y: 0.42 });
    expect(formats.renditions.map((r) => r.status)).toEqual(["queued", "queued", "queued", "queued"]);
    const due = (await dueRenditions(t.ctx.db)).map((d) => d.id);
    for (const row of await rowsOf(newer.licenceId)) expect(due).toContain(row.id);
    const failed = await adFormats(older.licenceId, demo.brand.token);
    expect(failed.renditions.map((r) => r.status)).toEqual([null, null, "failed", null]);
    expect(failed.renditions[2]!.failureReason).toBe(RENDITION_FAILED);
  });
});
