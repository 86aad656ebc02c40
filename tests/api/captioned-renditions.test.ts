import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdFormats } from "@/contracts/renditions";
import { captionTrack, orderVideoVersion, videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { renditionCaptionFilters } from "@/server/domain/renditions/captioned-renditions";
import { renderRendition } from "@/server/domain/renditions/render-rendition";
import { seedCaptionedRenditions } from "@/server/seed/seed-captioned-renditions";
import { storageKey, uniqueName, type StorageKey } from "@/server/integrations/storage";
import { captionBox } from "@/server/integrations/video/captions/burn-in";
import { ffmpegPath, probeVideo } from "@/server/integrations/video/ffmpeg";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Ad formats with burned-in captions (decisions 078 and 079 joined): the brand asks for one format
 * in a caption style, the rendition job draws the licensed version's cues at the format's size, and
 * the file downloads under the licence named with the asset code. A flat-colour clip makes the
 * captioned 1:1 comparable to the plain one pixel by pixel.
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
  dir = await mkdtemp(path.join(tmpdir(), "captioned-renditions-"));
  const file = path.join(dir, "clip.mp4");
  execFileSync(ffmpegPath(), [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "color=c=0x3366aa:s=360x640:r=30:d=1", "-f", "lavfi", "-i", "sine=frequency=440:duration=1",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file,
  ]); // prettier-ignore
  clip = await readFile(file);
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function licensedClip(withCaptions: boolean) {
  const { videos } = await deliveredOrder(t, w, { term: "1y" });
  await approve(t, w, videos[0]!.id);
  const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, videos[0]!.id));
  const key = storageKey("videos", "captioned-renditions-test", uniqueName("mp4"));
  await t.ctx.storage.put(key, clip, { contentType: "video/mp4" });
  await t.ctx.db
    .update(videoAsset)
    .set({ originalKey: key, sizeBytes: clip.length, width: 360, height: 640, durationMs: 1000 })
    .where(eq(videoAsset.id, licence!.assetId!));
  const [version] = await t.ctx.db
    .select()
    .from(orderVideoVersion)
    .where(and(eq(orderVideoVersion.orderVideoId, videos[0]!.id), eq(orderVideoVersion.assetId, licence!.assetId!)));
  let trackId: string | null = null;
  if (withCaptions) {
    const [track] = await t.ctx.db
      .insert(captionTrack)
      .values({
        orderVideoId: videos[0]!.id,
        versionId: version!.id,
        source: "script",
        status: "ready",
        cues: [{ startMs: 0, endMs: 1000, text: "HELLO CAPTIONS" }],
      })
      .returning();
    trackId = track!.id;
  }
  return { licenceId: licence!.id, assetCode: licence!.assetCode, trackId };
}

const deps = () => ({ db: t.ctx.db, storage: t.ctx.storage, captionFilters: renditionCaptionFilters(t.ctx.db) });
const captionedRows = (licenceId: string) =>
  t.ctx.db
    .select()
    .from(videoRendition)
    .where(and(eq(videoRendition.licenceId, licenceId), isNotNull(videoRendition.captionStyle)));
async function ask(licenceId: string, token: string, body: unknown) {
  const res = await t.request(`/api/v1/auth/licences/${licenceId}/renditions/captioned`, { token, body });
  return { status: res.status, json: (await res.json()) as { data: AdFormats; error?: { code: string; fields?: Record<string, string> } } };
}

/** One frame of a video as 8-bit grey pixels. */
async function greyFrame(bytes: Buffer, name: string, atSeconds: number): Promise<Buffer> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return execFileSync(
    ffmpegPath(),
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-ss",
      String(atSeconds),
      "-i",
      file,
      "-frames:v",
      "1",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "gray",
      "-",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

async function stored(key: string | null): Promise<Buffer> {
  const object = await t.ctx.storage.get(key as StorageKey);
  if (!object) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe("formats with burned-in captions", () => {
  it("needs finished captions on the licensed version (409, nothing queued)", async () => {
    const { licenceId } = await licensedClip(false);
    const { status, json } = await ask(licenceId, w.brand.token, { shape: "1x1", style: "boxed" });
    expect(status).toBe(409);
    expect(json.error?.code).toBe("invalid_state");
    expect(await captionedRows(licenceId)).toHaveLength(0);
    const res = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.brand.token });
    const { data } = (await res.json()) as { data: AdFormats };
    expect(data.captions).toMatchObject({ trackReady: false, renditions: [] });
    expect(data.captions.styles.map((s) => s.id)).toEqual(["bold_white", "boxed", "yellow_pop"]);
  });

  it("refuses bad input (400), the creator (403) and strangers (404), changing nothing", async () => {
    const { licenceId } = await licensedClip(true);
    for (const body of [
      { shape: "2x3", style: "boxed" },
      { shape: "1x1", style: "comic" },
      { shape: "1x1" },
      { shape: "1x1", style: "boxed", x: 1 },
    ]) {
      const { status, json } = await ask(licenceId, w.brand.token, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.error?.code).toBe("validation_error");
    }
    expect((await ask(licenceId, w.creator.token, { shape: "1x1", style: "boxed" })).status).toBe(403);
    expect((await ask(licenceId, stranger.token, { shape: "1x1", style: "boxed" })).status).toBe(404);
    expect(await captionedRows(licenceId)).toHaveLength(0);
  });

  it("the captioned 1:1 differs from the plain one only inside the caption area and downloads with the asset code", async () => {
    const { licenceId, assetCode, trackId } = await licensedClip(true);
    const plainRes = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.brand.token, body: {} });
    expect(plainRes.status).toBe(200);
    const { status, json } = await ask(licenceId, w.brand.token, { shape: "1x1", style: "boxed" });
    expect(status).toBe(200);
    expect(json.data.captions.trackReady).toBe(true);
    expect(json.data.captions.renditions).toEqual([
      expect.objectContaining({ shape: "1x1", style: "boxed", status: "queued", downloadUrl: null, fileName: `${assetCode}-1x1-CC.mp4` }),
    ]);
    // Asking twice queues one.
    await ask(licenceId, w.brand.token, { shape: "1x1", style: "boxed" });
    const [row] = await captionedRows(licenceId);
    expect(await captionedRows(licenceId)).toHaveLength(1);
    const [plain] = await t.ctx.db
      .select()
      .from(videoRendition)
      .where(and(eq(videoRendition.licenceId, licenceId), eq(videoRendition.shape, "1x1"), isNull(videoRendition.captionStyle)));

    expect(await renderRendition(deps(), plain!.id)).toBe("ready");
    expect(await renderRendition(deps(), row!.id)).toBe("ready");
    const [plainDone] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, plain!.id));
    const [captionedDone] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, row!.id));
    expect(captionedDone).toMatchObject({ status: "ready", width: 1080, height: 1080 });
    expect(captionedDone!.storageKey).toMatch(new RegExp(`${assetCode}-1x1-CC\\.mp4$`));

    const captionedBytes = await stored(captionedDone!.storageKey);
    const probeFile = path.join(dir, "captioned-probe.mp4");
    await writeFile(probeFile, captionedBytes);
    const probe = await probeVideo(probeFile);
    expect(probe).toMatchObject({ width: 1080, height: 1080, videoCodec: "h264" });
    expect(Math.abs(probe!.durationMs - 1000)).toBeLessThanOrEqual(70);

    const a = await greyFrame(await stored(plainDone!.storageKey), "plain.mp4", 0.5);
    const b = await greyFrame(captionedBytes, "captioned.mp4", 0.5);
    expect(a.length).toBe(1080 * 1080);
    expect(b.length).toBe(a.length);
    const box = captionBox(1080, 1080);
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < 1080; y++) {
      for (let x = 0; x < 1080; x++) {
        const i = y * 1080 + x;
        if (Math.abs(a[i]! - b[i]!) <= 40) continue;
        if (y >= box.y && y < box.y + box.height) inside++;
        else outside++;
      }
    }
    expect(inside).toBeGreaterThan(2000);
    expect(outside).toBe(0);

    const formats = await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.creator.token });
    const { data } = (await formats.json()) as { data: AdFormats };
    const ready = data.captions.renditions[0]!;
    expect(ready).toMatchObject({ status: "ready", fileName: `${assetCode}-1x1-CC.mp4` });
    const download = await t.request(ready.downloadUrl!, { token: w.creator.token });
    expect(download.status).toBe(302);
    expect(download.headers.get("location")).toBeTruthy();
    const unknown = await t.request(`/api/v1/auth/licences/${licenceId}/renditions/1x1/captions/comic/download`, { token: w.brand.token });
    expect(unknown.status).toBe(404);
    const other = await t.request(ready.downloadUrl!, { token: stranger.token });
    expect(other.status).toBe(404);

    // Captions edited after the file was made: asking again makes it again.
    await t.ctx.db
      .update(captionTrack)
      .set({ cues: [{ startMs: 0, endMs: 1000, text: "EDITED" }], revision: 2, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(captionTrack.id, trackId!));
    await ask(licenceId, w.brand.token, { shape: "1x1", style: "boxed" });
    const [again] = await captionedRows(licenceId);
    expect(again).toMatchObject({ status: "queued", generation: 2, storageKey: null });
    expect(await t.ctx.storage.head(captionedDone!.storageKey as StorageKey)).toBeNull();
  });

  it("a captioned row whose captions are gone fails on its last try instead of coming out plain", async () => {
    const { licenceId, trackId } = await licensedClip(true);
    await ask(licenceId, w.brand.token, { shape: "4x5", style: "yellow_pop" });
    await t.ctx.db.delete(captionTrack).where(eq(captionTrack.id, trackId!));
    const [row] = await captionedRows(licenceId);
    expect(await renderRendition(deps(), row!.id, { finalAttempt: true })).toBe("failed");
    const [failed] = await t.ctx.db.select().from(videoRendition).where(eq(videoRendition.id, row!.id));
    expect(failed).toMatchObject({ status: "failed", storageKey: null });
  });

  it("the demo seed queues a captioned 1:1 beside the formats of a video with finished captions, once", async () => {
    const withCaptions = await licensedClip(true);
    const without = await licensedClip(false);
    for (const { licenceId } of [withCaptions, without]) {
      expect((await t.request(`/api/v1/auth/licences/${licenceId}/renditions`, { token: w.brand.token, body: {} })).status).toBe(200);
    }
    await seedCaptionedRenditions(t.ctx);
    await seedCaptionedRenditions(t.ctx);
    expect((await captionedRows(withCaptions.licenceId)).map((r) => [r.shape, r.captionStyle, r.status])).toEqual([
      ["1x1", "bold_white", "queued"],
    ]);
    expect(await captionedRows(without.licenceId)).toHaveLength(0);
  });
});
