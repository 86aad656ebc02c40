import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ERRORS } from "@tus/server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "@/server/api/app";
import { createAppContext } from "@/server/context";
import { uploadLock, videoAsset } from "@/server/db/schema";
import { CANCELLED_REASON, EXPIRED_REASON } from "@/server/domain/videos/abandon-video-upload";
import { createUploadLocker } from "@/server/integrations/video/upload-locker";
import { sweepExpiredUploads } from "@/server/jobs/expired-uploads";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { createVideoUpload, patchVideoUpload, TUS } from "../support/video-uploads";

/*
 * Decision 043: what happens to an upload besides finishing. The tus lock is a lease in the
 * database, so two web processes never touch one upload at once; a creator cancels an upload (tus
 * DELETE) and its bytes go; an upload left unfinished for a day is refused, swept from the store
 * and failed with a reason.
 */

let t: TestApp;
let storageDir: string;
let creator: TestUser;
const SIZE = 64 * 1024;
const bytes = new Uint8Array(SIZE).map((_, i) => i % 251);

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-upload-lifecycle-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  creator = await createUser(t, { types: ["creator"] });
});
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const auth = (user: TestUser) => ({ ...TUS, authorization: `Bearer ${user.token}` });
const fileOf = (assetId: string) => path.join(storageDir, "objects", "videos", assetId, "original");

/** A portfolio upload (no order needed): returns its path and asset id. */
async function startUpload(user: TestUser) {
  const res = await createVideoUpload(t, user, SIZE, { filename: "reel.mp4", purpose: "portfolio" });
  expect(res.status, await res.clone().text()).toBe(201);
  const location = new URL(res.headers.get("location")!).pathname;
  return { location, assetId: location.split("/").pop()!, expires: res.headers.get("upload-expires") };
}

const patch = (user: TestUser, location: string, offset: number, body: Uint8Array) => patchVideoUpload(t, user, location, offset, body);

const assetOf = async (assetId: string) => (await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId)))[0]!;

describe("the upload lease shared by every process", () => {
  it("lets one holder in at a time, asks the holder to let go, and times out a waiter", async () => {
    // Two lockers share nothing in memory, as two web processes would not.
    const processA = createUploadLocker(t.ctx.db, { renewMs: 20, retryMs: 10 });
    const processB = createUploadLocker(t.ctx.db, { renewMs: 20, retryMs: 10, acquireTimeoutMs: 2_000 });
    const id = `videos/${randomUUID()}/original`;
    const held = processA.newLock(id);
    let releaseAsked = 0;
    await held.lock(new AbortController().signal, () => {
      releaseAsked += 1;
    });

    const waiter = processB.newLock(id);
    let acquired = false;
    const waiting = waiter.lock(new AbortController().signal, () => {}).then(() => (acquired = true));
    await expect.poll(() => releaseAsked, { timeout: 2_000 }).toBe(1);
    expect(acquired).toBe(false);
    await held.unlock();
    await waiting;
    expect(acquired).toBe(true);

    // Held by B, so a third request gives up after its timeout.
    const impatient = createUploadLocker(t.ctx.db, { retryMs: 10, acquireTimeoutMs: 100 }).newLock(id);
    await expect(impatient.lock(new AbortController().signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await waiter.unlock();
    expect(await t.ctx.db.select().from(uploadLock).where(eq(uploadLock.id, id))).toEqual([]);
  });

  it("takes over the lease of a process that died holding it, once it expired", async () => {
    const id = `videos/${randomUUID()}/original`;
    await t.ctx.db.insert(uploadLock).values({ id, holder: randomUUID(), expiresAt: sql`now() - interval '1 second'` });
    const lock = createUploadLocker(t.ctx.db, { acquireTimeoutMs: 500 }).newLock(id);
    await lock.lock(new AbortController().signal, () => {});
    await lock.unlock();
  });

  it("makes a HEAD through a second web process wait until the first process's PATCH lets go", async () => {
    const other = createApiApp(createAppContext(t.ctx.settings, t.ctx.database));
    const { location, assetId } = await startUpload(creator);
    // A PATCH whose client went quiet after 8 KB (a half-open connection): process A holds the upload.
    let stall!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stall = controller;
        controller.enqueue(bytes.slice(0, 8192));
      },
    });
    let patchEndedAt = 0;
    const stalled = Promise.resolve(patchVideoUpload(t, creator, location, 0, body))
      .catch(() => null)
      .finally(() => (patchEndedAt = Date.now()));
    // A has the first 8 KB on disk: it is inside the PATCH, holding the upload.
    await expect.poll(() => (existsSync(fileOf(assetId)) ? statSync(fileOf(assetId)).size : 0)).toBe(8192);

    // The client reconnects through process B and asks where to resume.
    const head = await other.request(location, { method: "HEAD", headers: auth(creator) });
    const headAnsweredAt = Date.now();
    expect(head.status).toBe(200);
    await stalled;
    stall.close();
    // B answered only after A's request ended and gave the upload up.
    expect(patchEndedAt).toBeGreaterThan(0);
    expect(patchEndedAt).toBeLessThanOrEqual(headAnsweredAt);
    expect(Number(head.headers.get("upload-offset"))).toBe(8192);
    // The rest goes through B, from there.
    const rest = await other.request(location, {
      method: "PATCH",
      headers: { ...auth(creator), "upload-offset": "8192", "content-type": "application/offset+octet-stream" },
      body: bytes.slice(8192),
    });
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get("upload-offset"))).toBe(SIZE);
  }, 30_000);
});

describe("cancelling an upload (tus DELETE)", () => {
  it("removes the bytes and fails the asset; only the uploader may, and not once it finished", async () => {
    const { location, assetId } = await startUpload(creator);
    expect((await patch(creator, location, 0, bytes.slice(0, 1000))).status).toBe(204);
    expect(existsSync(fileOf(assetId))).toBe(true);

    const stranger = await createUser(t, { types: ["creator"] });
    const refused = await t.app.request(location, { method: "DELETE", headers: auth(stranger) });
    expect(refused.status).toBe(404);
    expect((await assetOf(assetId)).status).toBe("uploading");
    expect(existsSync(fileOf(assetId))).toBe(true);

    const cancelled = await t.app.request(location, { method: "DELETE", headers: auth(creator) });
    expect(cancelled.status).toBe(204);
    expect(existsSync(fileOf(assetId))).toBe(false);
    expect(await assetOf(assetId)).toMatchObject({ status: "failed", failureReason: CANCELLED_REASON });
    expect((await t.app.request(location, { method: "HEAD", headers: auth(creator) })).status).toBe(404);

    // A finished upload is the creator's video now: DELETE is refused and changes nothing.
    const done = await startUpload(creator);
    expect((await patch(creator, done.location, 0, bytes)).status).toBe(204);
    const refusedFinished = await t.app.request(done.location, { method: "DELETE", headers: auth(creator) });
    expect(refusedFinished.status).toBe(400);
    expect((await assetOf(done.assetId)).status).toBe("processing");
    expect(existsSync(fileOf(done.assetId))).toBe(true);
  });
});

describe("uploads never finished", () => {
  it("tells the client when the upload expires, then sweeps its bytes and fails the asset once", async () => {
    const stale = await startUpload(creator);
    expect(new Date(stale.expires!).getTime() - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect((await patch(creator, stale.location, 0, bytes.slice(0, 1000))).status).toBe(204);
    const fresh = await startUpload(creator);
    expect((await patch(creator, fresh.location, 0, bytes.slice(0, 1000))).status).toBe(204);

    // The stale one started 25 hours ago (tus measures its lifetime from its own creation date).
    const dayAndAnHourLater = new Date(Date.now() + 26 * 60 * 60 * 1000);
    // Both asset rows are older than the cut-off except by creation time: move the fresh one forward.
    await t.ctx.db.update(videoAsset).set({ createdAt: dayAndAnHourLater }).where(eq(videoAsset.id, fresh.assetId));

    expect(await sweepExpiredUploads(t.ctx, dayAndAnHourLater)).toBe(1);
    expect(existsSync(fileOf(stale.assetId))).toBe(false);
    expect(await assetOf(stale.assetId)).toMatchObject({ status: "failed", failureReason: EXPIRED_REASON });
    expect((await assetOf(fresh.assetId)).status).toBe("uploading");
    expect(existsSync(fileOf(fresh.assetId))).toBe(true);

    // A second run (a retried job, another worker) finds nothing to do.
    expect(await sweepExpiredUploads(t.ctx, dayAndAnHourLater)).toBe(0);
  });

  it("forgets leases left behind an hour past their expiry", async () => {
    const id = `videos/${randomUUID()}/original`;
    const live = `videos/${randomUUID()}/original`;
    await t.ctx.db.insert(uploadLock).values([
      { id, holder: randomUUID(), expiresAt: sql`now() - interval '2 hours'` },
      { id: live, holder: randomUUID(), expiresAt: sql`now() + interval '10 seconds'` },
    ]);
    await sweepExpiredUploads(t.ctx);
    const left = await t.ctx.db.select({ id: uploadLock.id }).from(uploadLock);
    expect(left.map((r) => r.id)).toContain(live);
    expect(left.map((r) => r.id)).not.toContain(id);
  });
});
