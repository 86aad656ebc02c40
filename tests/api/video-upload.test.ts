import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDetailsResponseSchema } from "@/contracts/orders";
import { marketOrder, orderVideo, orderVideoVersion, videoAsset, videoCheck } from "@/server/db/schema";
import { NOT_A_VIDEO, processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { startJobs } from "@/server/jobs";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import {
  checkAndSubmit,
  createVideoUpload,
  headVideoUpload,
  localPath,
  patchVideoUpload,
  TUS,
  tusMetadata,
} from "../support/video-uploads";
import { eventually } from "../support/eventually";

/*
 * Decision 031: a real MP4 made by ffmpeg here is uploaded with the tus
 * protocol spoken with plain requests (POST creation, PATCH chunks, HEAD offset), cut off midway
 * and resumed, arrives with the same SHA-256 and becomes a ready version of the order video; a
 * text file renamed .mp4 is refused by content with nothing attached; only the order's sides see
 * the files; the signed file URLs answer range requests as RFC 9110 says.
 */

const require = createRequire(import.meta.url);
const FFMPEG = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;

let t: TestApp;
let storageDir: string;
let clip: Buffer;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-videos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  const file = path.join(storageDir, "clip.mp4");
  // 2 s of 360×640 (9:16) test pattern with a tone: H.264/AAC, browser-playable, ~100 KB.
  execFileSync(FFMPEG, [
    ...[
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=360x640:rate=30",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440",
    ],
    ...["-t", "2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file],
  ]);
  clip = readFileSync(file);
});
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const sha256 = (b: Buffer | Uint8Array) => createHash("sha256").update(b).digest("hex");
async function inProduction(w: OrderWorld) {
  const { order, videos } = await buyOrder(t, w);
  return { orderId: order.id, videos };
}

const createUpload = (user: TestUser, body: { size: number; filename: string; orderVideoId: string }) =>
  createVideoUpload(t, user, body.size, { filename: body.filename, purpose: "order_delivery", orderVideoId: body.orderVideoId });
const patch = (user: TestUser, location: string, offset: number, bytes: Uint8Array | ReadableStream<Uint8Array>) =>
  patchVideoUpload(t, user, location, offset, bytes);

async function offsetOf(user: TestUser, location: string): Promise<number> {
  const res = await headVideoUpload(t, user, location);
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

/**
 * Uploads a whole file in one PATCH, processes and checks it as the workers would, and submits it
 * as the creator does (decision 076); returns the asset id.
 */
async function uploadAndProcess(user: TestUser, orderVideoId: string, bytes: Buffer, filename = "take.mp4") {
  const created = await createUpload(user, { size: bytes.length, filename, orderVideoId });
  expect(created.status).toBe(201);
  const location = created.headers.get("location")!;
  expect((await patch(user, location, 0, bytes)).status).toBe(204);
  const assetId = location.split("/").pop()!;
  if ((await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)) === "ready") {
    const submitted = await checkAndSubmit(t, user, orderVideoId, assetId);
    expect(submitted.status, await submitted.clone().text()).toBe(201);
  }
  return assetId;
}

describe("a resumable upload of a real MP4", () => {
  let w: OrderWorld;
  let orderId: string;
  let assetId: string;

  it("resumes after a dropped connection, arrives with the same SHA-256 and becomes version 1 on the order", async () => {
    w = await orderWorld(t, { walletCents: 100_000, videos: 1 });
    const made = await inProduction(w);
    orderId = made.orderId;
    const video = made.videos[0]!;

    const created = await createUpload(w.creator, { size: clip.length, filename: "unboxing.mp4", orderVideoId: video.id });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/\/api\/v1\/uploads\/videos\/[0-9a-f-]{36}$/);
    assetId = location.split("/").pop()!;
    const [uploading] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
    expect(uploading).toMatchObject({ status: "uploading", ownerUserId: w.creator.id, orderVideoId: video.id, sizeBytes: clip.length });

    // First chunk: a third of the file.
    const third = Math.floor(clip.length / 3);
    const first = await patch(w.creator, location, 0, clip.subarray(0, third));
    expect(first.status).toBe(204);
    expect(Number(first.headers.get("upload-offset"))).toBe(third);

    // Second chunk: the connection drops after a few more kilobytes.
    const cutAt = third + 8192;
    const dropped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(clip.subarray(third, cutAt)));
        setTimeout(() => controller.error(new Error("connection reset")), 50);
      },
    });
    await Promise.resolve(patch(w.creator, location, third, dropped)).catch(() => null);

    // Resume where the server says it stopped: somewhere between what it surely had and the cut.
    const resumeAt = await offsetOf(w.creator, location);
    expect(resumeAt).toBeGreaterThanOrEqual(third);
    expect(resumeAt).toBeLessThanOrEqual(cutAt);
    const wrongOffset = await patch(w.creator, location, 0, clip.subarray(0, 10));
    expect(wrongOffset.status).toBe(409);
    const last = await patch(w.creator, location, resumeAt, clip.subarray(resumeAt));
    expect(last.status).toBe(204);
    expect(Number(last.headers.get("upload-offset"))).toBe(clip.length);

    const [processing] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
    expect(processing!.status).toBe("processing");
    // The bytes in storage are the file's, whole.
    const stored = await t.ctx.storage.get(processing!.originalKey as never);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(clip));

    expect(await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)).toBe("ready");
    const [ready] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
    expect(ready).toMatchObject({
      status: "ready",
      sha256: sha256(clip),
      width: 360,
      height: 640,
      frameRateNum: 30,
      frameRateDen: 1,
      videoCodec: "h264",
      audioCodec: "aac",
      previewKey: null, // H.264/AAC plays in browsers as it is
    });
    expect(ready!.durationMs).toBeGreaterThanOrEqual(1900);
    expect(ready!.durationMs).toBeLessThanOrEqual(2200);
    expect(ready!.posterKey).toBeTruthy();
    expect(ready!.thumbnailStripKey).toBeTruthy();

    // A second run of the job (a retry) changes nothing.
    expect(await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)).toBe("skipped");
    // Processed is not delivered: the creator submits after the checks (decision 076).
    const [waiting] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId));
    expect(waiting!.status).toBe("in_production");
    expect((await checkAndSubmit(t, w.creator, video.id, assetId)).status).toBe(201);

    const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId));
    expect(order!.status).toBe("delivered");
    const [delivered] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, video.id));
    expect(delivered!.status).toBe("uploaded");

    const res = await t.request(`/api/v1/auth/order-details/buyer/${orderId}`, { token: w.brand.token });
    expect(res.status).toBe(200);
    const { data } = orderDetailsResponseSchema.parse(await res.json());
    const versions = data.videos[0]!.versions;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      assetId,
      status: "ready",
      width: 360,
      height: 640,
      frameRate: "30/1",
      posterUrl: `/api/v1/videos/${assetId}/poster`,
      playbackUrl: `/api/v1/videos/${assetId}/original`,
      downloadUrl: `/api/v1/videos/${assetId}/original`,
    });
    // The package asks for 30 s; this clip is 2 s (and 9:16 as asked).
    // Its sound is ffmpeg's plain sine (-21.8 LUFS) and it is 360×640: the checks warn on both too.
    expect(versions[0]!.deliverableWarnings).toEqual([
      expect.stringMatching(/loudness is -2\d\.\d LUFS/),
      expect.stringMatching(/360×640: ad platforms need at least 540 px/),
      expect.stringMatching(/2 s long; the order asks for about 30 s/),
    ]);
  });

  it("lets the order's two sides fetch the video and its poster; a foreign brand, another creator and anonymous get 404", async () => {
    const otherBrand = (await orderWorld(t)).brand;
    const otherCreator = await createUser(t, { types: ["creator"] });
    for (const variant of ["original", "poster", "strip"]) {
      for (const who of [w.brand, w.creator]) {
        const res = await t.request(`/api/v1/videos/${assetId}/${variant}`, { token: who.token });
        expect(res.status, variant).toBe(302);
      }
      for (const who of [otherBrand, otherCreator]) {
        const res = await t.request(`/api/v1/videos/${assetId}/${variant}`, { token: who.token });
        expect(res.status, variant).toBe(404);
      }
      expect((await t.request(`/api/v1/videos/${assetId}/${variant}`)).status).toBe(404);
    }
    // No preview was made, a made-up asset and a garbage id are 404 too.
    expect((await t.request(`/api/v1/videos/${assetId}/preview`, { token: w.brand.token })).status).toBe(404);
    expect((await t.request(`/api/v1/videos/${randomUUID()}/original`, { token: w.brand.token })).status).toBe(404);
    expect((await t.request(`/api/v1/videos/nope/original`, { token: w.brand.token })).status).toBe(404);
    // Another user cannot learn an upload's offset or append to it.
    const location = `/api/v1/uploads/videos/${assetId}`;
    const head = await headVideoUpload(t, otherCreator, location);
    expect(head.status).toBe(404);
  });

  it("answers range requests on the signed URL: first byte, a middle range, a suffix, and an unsatisfiable range", async () => {
    const redirect = await t.request(`/api/v1/videos/${assetId}/original`, { token: w.brand.token });
    const signed = localPath(redirect.headers.get("location")!);
    const size = clip.length;
    const get = (range?: string) => t.app.request(signed, { headers: range ? { range } : {} });

    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe(String(size));
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(clip));

    const firstByte = await get("bytes=0-0");
    expect(firstByte.status).toBe(206);
    expect(firstByte.headers.get("content-range")).toBe(`bytes 0-0/${size}`);
    expect(firstByte.headers.get("content-length")).toBe("1");
    expect(Buffer.from(await firstByte.arrayBuffer())).toEqual(clip.subarray(0, 1));

    const middle = await get("bytes=1000-1999");
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes 1000-1999/${size}`);
    expect(middle.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(clip.subarray(1000, 2000));

    const suffix = await get("bytes=-500");
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(clip.subarray(size - 500));

    const beyond = await get(`bytes=${size}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);

    // The poster is a JPEG.
    const poster = await t.request(`/api/v1/videos/${assetId}/poster`, { token: w.creator.token });
    const jpeg = Buffer.from(await (await t.app.request(localPath(poster.headers.get("location")!))).arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe("what is refused", () => {
  it("refuses a text file renamed .mp4 by its content, with a reason, and attaches nothing to the order", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 1 });
    const { orderId, videos } = await inProduction(w);
    const text = Buffer.from("This is not a video, just some notes I saved with the wrong name.\n".repeat(50));
    const assetId = await uploadAndProcess(w.creator, videos[0]!.id, text, "final-cut.mp4");
    const [asset] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
    expect(asset).toMatchObject({ status: "failed", failureReason: NOT_A_VIDEO, sha256: sha256(text) });
    const [versions] = await t.ctx.db
      .select({ n: count() })
      .from(orderVideoVersion)
      .where(eq(orderVideoVersion.orderVideoId, videos[0]!.id));
    expect(versions!.n).toBe(0);
    const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId));
    expect(order!.status).toBe("in_production");
    const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, videos[0]!.id));
    expect(video!.status).toBe("pending");

    // The creator sees why on their order page; the brand sees no version.
    const mine = orderDetailsResponseSchema.parse(
      await (await t.request(`/api/v1/auth/order-details/creator/${orderId}`, { token: w.creator.token })).json(),
    );
    expect(mine.data.videos[0]!.latestUpload).toMatchObject({ assetId, status: "failed", failureReason: NOT_A_VIDEO });
    expect(mine.data.videos[0]!.versions).toEqual([]);
    // The failed file is never served.
    expect((await t.request(`/api/v1/videos/${assetId}/original`, { token: w.creator.token })).status).toBe(404);
  });

  it("refuses uploads for someone else's order video, when nothing awaits a delivery, without a session, too large or of another type", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 1 });
    const { videos } = await inProduction(w);
    const id = videos[0]!.id;
    const before = await t.ctx.db.select({ n: count() }).from(videoAsset);

    const otherCreator = await createUser(t, { types: ["creator"] });
    expect((await createUpload(otherCreator, { size: 100, filename: "a.mp4", orderVideoId: id })).status).toBe(404);
    expect((await createUpload(w.brand, { size: 100, filename: "a.mp4", orderVideoId: id })).status).toBe(403);
    expect((await createUpload(w.creator, { size: 100, filename: "a.mp4", orderVideoId: randomUUID() })).status).toBe(404);
    expect((await createUpload(w.creator, { size: 100, filename: "notes.txt", orderVideoId: id })).status).toBe(400);
    expect((await createUpload(w.creator, { size: 3 * 1024 ** 3, filename: "a.mp4", orderVideoId: id })).status).toBe(413);
    const anonymous = await t.request("/api/v1/uploads/videos", {
      method: "POST",
      headers: {
        ...TUS,
        "upload-length": "100",
        "upload-metadata": tusMetadata({ filename: "a.mp4", purpose: "order_delivery", orderVideoId: id }),
      },
    });
    expect(anonymous.status).toBe(401);
    const noProtocol = await t.request("/api/v1/uploads/videos", {
      method: "POST",
      token: w.creator.token,
      headers: { "upload-length": "100" },
    });
    expect(noProtocol.status).toBe(412);

    // Once delivered, the video takes no new upload until the brand asks for a revision.
    await uploadAndProcess(w.creator, id, clip);
    expect((await createUpload(w.creator, { size: 100, filename: "again.mp4", orderVideoId: id })).status).toBe(409);
    const after = await t.ctx.db.select({ n: count() }).from(videoAsset);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });
});

describe("revisions", () => {
  it("a re-upload after a revision request is version 2 of the same order video", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 1, revisionRounds: 1 });
    const { orderId, videos } = await inProduction(w);
    const id = videos[0]!.id;
    await uploadAndProcess(w.creator, id, clip);
    // A revision request cites what to fix: here a comment pinned on the first frame.
    const [first] = await t.ctx.db.select().from(orderVideoVersion).where(eq(orderVideoVersion.orderVideoId, id));
    const pinned = await t.request(`/api/v1/auth/order_videos/${id}/comments`, {
      token: w.brand.token,
      body: { versionId: first!.id, body: "Show the label up close", frame: 0 },
    });
    expect(pinned.status).toBe(201);
    const asked = await t.request(`/api/v1/auth/order_videos/${id}/request-revision`, {
      token: w.brand.token,
      body: { note: "Show the label up close" },
    });
    expect(asked.status).toBe(200);
    const second = await uploadAndProcess(w.creator, id, clip, "take-2.mp4");
    const { data } = orderDetailsResponseSchema.parse(
      await (await t.request(`/api/v1/auth/order-details/buyer/${orderId}`, { token: w.brand.token })).json(),
    );
    expect(data.order.status).toBe("delivered");
    expect(data.videos[0]!.versions.map((v) => [v.version, v.assetId === second])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

describe("the workers", () => {
  it("pick up a finished upload by themselves: processed, then checked, ready for the creator's submit", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 1 });
    const { orderId, videos } = await inProduction(w);
    const jobs = await startJobs(t.ctx, { consumers: [] });
    try {
      const created = await createUpload(w.creator, { size: clip.length, filename: "by-the-worker.mp4", orderVideoId: videos[0]!.id });
      const location = created.headers.get("location")!;
      expect((await patch(w.creator, location, 0, clip)).status).toBe(204);
      const assetId = location.split("/").pop()!;
      const status = await eventually(
        async () => (await t.ctx.db.select({ s: videoAsset.status }).from(videoAsset).where(eq(videoAsset.id, assetId)))[0]!.s,
        (s) => s !== "processing",
        { what: "the worker to process the upload", within: 90_000, every: 250 },
      );
      expect(status).toBe("ready");
      const check = await eventually(
        async () => (await t.ctx.db.select().from(videoCheck).where(eq(videoCheck.assetId, assetId)))[0],
        (row) => row !== undefined,
        { what: "the worker to check the upload", within: 90_000, every: 250 },
      );
      expect(check!.status).toBe("done");
      const submitted = await t.request(`/api/v1/auth/order_videos/${videos[0]!.id}/submit`, {
        method: "POST",
        token: w.creator.token,
        body: { assetId, note: "The order asks for 30 s; this is the 2 s cut we agreed on." },
      });
      expect(submitted.status).toBe(201);
      const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, orderId));
      expect(order!.status).toBe("delivered");
    } finally {
      await jobs.stop({ graceful: false });
    }
  }, 120_000);
});
