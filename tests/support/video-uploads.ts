import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureVideoAsset } from "@/server/domain/video-checks/measure-video-asset";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { makeSampleClip } from "@/server/integrations/video/sample-clip";
import { createTestApp, type TestApp, type TestUser } from "./test-app";

/*
 * The tus protocol spoken with plain requests (POST creation, PATCH bytes), as in
 * tests/api/video-upload.test.ts, and a real MP4 made by ffmpeg, for the tests of the video
 * purposes beyond order deliveries (decision 042).
 */

export const TUS = { "tus-resumable": "1.0.0" };

/** 1 s of 360×640 (9:16) H.264 test pattern, made by the demo data's own sample-clip helper. */
export async function makeTestClip(): Promise<Buffer> {
  return (await makeSampleClip({ seconds: 1, width: 360, height: 640 })).bytes;
}

/**
 * A test app whose storage is a folder of its own (uploaded videos are real files there), and a
 * real MP4 to upload. Close it with closeVideoTestApp, which removes the folder too.
 */
export async function openVideoTestApp(name: string): Promise<{ t: TestApp; clip: Buffer; storageDir: string }> {
  const storageDir = mkdtempSync(path.join(tmpdir(), `reelbrief-${name}-`));
  const t = await createTestApp({ STORAGE_DIR: storageDir });
  return { t, clip: await makeTestClip(), storageDir };
}

export async function closeVideoTestApp(t: TestApp | undefined): Promise<void> {
  if (!t) return;
  await t.close();
  rmSync(t.ctx.settings.STORAGE_DIR, { recursive: true, force: true });
}

const b64 = (s: string) => Buffer.from(s).toString("base64");
export const tusMetadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(",");

/** The path of an absolute URL the app made (its origin is the configured BETTER_AUTH_URL). */
export const localPath = (url: string) => {
  const u = new URL(url, "http://localhost:3000");
  return u.pathname + u.search;
};

export function createVideoUpload(t: TestApp, user: TestUser | null, size: number, meta: Record<string, string>) {
  return t.request("/api/v1/uploads/videos", {
    method: "POST",
    token: user?.token,
    headers: { ...TUS, "upload-length": String(size), "upload-metadata": tusMetadata({ filetype: "video/mp4", ...meta }) },
  });
}

/** One tus PATCH of these bytes at this offset; a stream stands for a connection that may drop midway. */
export function patchVideoUpload(
  t: TestApp,
  user: TestUser,
  location: string,
  offset: number,
  bytes: Uint8Array | ReadableStream<Uint8Array>,
) {
  return t.app.request(localPath(location), {
    method: "PATCH",
    headers: {
      ...TUS,
      authorization: `Bearer ${user.token}`,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    body: bytes instanceof ReadableStream ? bytes : new Uint8Array(bytes),
    // Node's fetch needs this for a streamed request body.
    ...(bytes instanceof ReadableStream && { duplex: "half" }),
  });
}

/** The server's offset of an upload (tus HEAD): where a client resumes. */
export function headVideoUpload(t: TestApp, user: TestUser, location: string) {
  return t.app.request(localPath(location), { method: "HEAD", headers: { ...TUS, authorization: `Bearer ${user.token}` } });
}

/**
 * Creates an upload with this metadata and sends the whole file; returns the asset id. With
 * `process`, runs the processing job as the worker would (the asset becomes ready).
 */
export async function uploadVideo(
  t: TestApp,
  user: TestUser,
  bytes: Buffer,
  meta: Record<string, string>,
  options: { process?: boolean } = {},
): Promise<string> {
  const created = await createVideoUpload(t, user, bytes.length, { filename: "clip.mp4", ...meta });
  if (created.status !== 201) throw new Error(`upload creation answered ${created.status}: ${await created.text()}`);
  const location = created.headers.get("location")!;
  const patched = await patchVideoUpload(t, user, location, 0, bytes);
  if (patched.status !== 204) throw new Error(`upload PATCH answered ${patched.status}`);
  const assetId = location.split("/").pop()!;
  if (options.process) await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId);
  return assetId;
}

/**
 * The step after processing for an order delivery (decision 076): the checks job measures the
 * upload, then the creator submits it through the API (with a note, needed when the report warns).
 * Returns the submit's response.
 */
export async function checkAndSubmit(t: TestApp, creator: TestUser, orderVideoId: string, assetId: string, note = "Submitted as it is.") {
  await measureVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId);
  return t.request(`/api/v1/auth/order_videos/${orderVideoId}/submit`, { method: "POST", token: creator.token, body: { assetId, note } });
}
