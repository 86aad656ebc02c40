import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderHook, VideoVariant } from "@/contracts/variants";
import { creatorPackage, orderVideo, orderVideoVersion, videoAsset, videoLicence, videoVariant } from "@/server/db/schema";
import { earningsOf, escrowOf, getBalance, PLATFORM_REVENUE, walletOf } from "@/server/domain/ledger";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { renderVariant } from "@/server/domain/variants/render-variant";
import { storageKey } from "@/server/integrations/storage";
import { ffmpegPath, probeVideo } from "@/server/integrations/video/ffmpeg";
import { BRIEF, orderWorld, TEST_FEE_BPS, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 080: extra hooks and raw footage are priced add-ons held and released by the order's
 * escrow like the rest of its price; the creator delivers each hook as a 2–5 s upload the brand
 * approves; from the approved video and an approved hook the brand assembles variants, rendered by
 * the workers and named after the licence's asset code.
 */

const run = promisify(execFile);
let t: TestApp;
let w: OrderWorld;
let stranger: TestUser;
let dir = "";

async function clip(name: string, seconds: number, size = "180x320", audio = true): Promise<string> {
  const file = path.join(dir, name);
  const inputs = ["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=30:duration=${seconds}`];
  if (audio) inputs.push("-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`);
  await run(ffmpegPath(), [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...inputs,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    ...(audio ? ["-c:a", "aac", "-shortest"] : []),
    file,
  ]);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hooks-api-"));
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 2 });
  await t.ctx.db
    .update(creatorPackage)
    .set({ extraHookPriceCents: 2_500, maxExtraHooks: 2, rawFootagePriceCents: 5_000 })
    .where(eq(creatorPackage.id, w.packageId));
  stranger = await createUser(t, { types: ["brand", "creator"] });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

function buy(extraHooks: number, rawFootage: boolean) {
  return purchasePackage(t.ctx.db, {
    packageId: w.packageId,
    brandProfileId: w.brandProfileId,
    brief: BRIEF,
    shipsProduct: false,
    idempotencyKey: randomUUID(),
    buyerAccountId: w.buyerAccountId,
    buyerUserId: w.brand.id,
    platformFeeBps: TEST_FEE_BPS,
    extraHooks,
    rawFootage,
  });
}

async function videosOf(orderId: string) {
  return t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, orderId)).orderBy(orderVideo.position);
}

/** Delivers an order video with a real stored clip (as the upload pipeline leaves it). */
async function deliverClip(videoId: string, file: string) {
  const key = storageKey("videos", "variant-test", `${randomUUID()}.mp4`);
  const bytes = await readFile(file);
  await t.ctx.storage.put(key, bytes, { contentType: "video/mp4" });
  const probe = (await probeVideo(file))!;
  const [asset] = await t.ctx.db
    .insert(videoAsset)
    .values({
      ownerUserId: w.creator.id,
      purpose: "order_delivery",
      orderVideoId: videoId,
      status: "ready",
      originalKey: key,
      originalName: "delivery.mp4",
      sizeBytes: bytes.length,
      contentType: "video/mp4",
      durationMs: probe.durationMs,
      width: probe.width,
      height: probe.height,
      frameRateNum: probe.frameRateNum,
      frameRateDen: probe.frameRateDen,
      videoCodec: probe.videoCodec,
      audioCodec: probe.audioCodec,
    })
    .returning();
  await t.ctx.db.insert(orderVideoVersion).values({ orderVideoId: videoId, version: 1, assetId: asset!.id });
  await deliverOrderVideo(t.ctx.db, { videoId, party: { side: "creator", userId: w.creator.id } });
}

function uploadHook(videoId: string, file: Buffer, token: string, filename = "hook.mp4") {
  return t.app.request(`/api/v1/auth/order_videos/${videoId}/hooks?filename=${encodeURIComponent(filename)}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", authorization: `Bearer ${token}`, "content-type": "video/mp4" },
    body: new Uint8Array(file),
  });
}

describe("add-ons in the price and the ledger", () => {
  it("the order's price holds the add-ons: escrowed at purchase, released on approval, minus the fee", async () => {
    const walletBefore = await getBalance(t.ctx.db, walletOf(w.buyerAccountId));
    const earningsBefore = await getBalance(t.ctx.db, earningsOf(w.creator.id));
    const revenueBefore = await getBalance(t.ctx.db, PLATFORM_REVENUE);
    const { order } = await buy(2, true);
    // 20,000 + 2 hooks × 2,500 × 2 videos + 5,000 raw footage.
    expect(order.priceCents).toBe(35_000);
    expect(order.packageSnapshot).toMatchObject({ extraHooks: 2, addOnCents: 15_000, rawFootage: true });
    expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(35_000);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(walletBefore - 35_000);

    const videos = await videosOf(order.id);
    for (const v of videos) await deliverOrderVideo(t.ctx.db, { videoId: v.id, party: { side: "creator", userId: w.creator.id } });
    for (const v of videos) {
      await approveOrderVideo(t.ctx.db, { videoId: v.id, party: { side: "buyer", buyerAccountId: w.buyerAccountId } });
    }
    expect(await getBalance(t.ctx.db, escrowOf(order.id))).toBe(0);
    // 15% of 35,000 is 5,250: the creator earns 29,750, add-ons included.
    expect((await getBalance(t.ctx.db, earningsOf(w.creator.id))) - earningsBefore).toBe(29_750);
    expect((await getBalance(t.ctx.db, PLATFORM_REVENUE)) - revenueBefore).toBe(5_250);
  });

  it("a choice the package does not offer is a 400 naming the field, and nothing is bought", async () => {
    const walletBefore = await getBalance(t.ctx.db, walletOf(w.buyerAccountId));
    await expect(buy(3, false)).rejects.toMatchObject({
      code: "validation_error",
      fields: { extraHooks: "At most 2 extra hooks per video" },
    });
    const res = await t.request("/api/v1/auth/orders", {
      token: w.brand.token,
      body: {
        packageId: w.packageId,
        brandProfileId: w.brandProfileId,
        brief: BRIEF,
        shipsProduct: false,
        idempotencyKey: randomUUID(),
        extraHooks: 9,
      },
    });
    expect(res.status).toBe(400);
    expect(await getBalance(t.ctx.db, walletOf(w.buyerAccountId))).toBe(walletBefore);
  });
});

describe("hooks and variants", () => {
  let videoId: string;
  let hook: OrderHook;

  beforeAll(async () => {
    const { order } = await buy(2, false);
    const videos = await videosOf(order.id);
    videoId = videos[0]!.id;
    await deliverClip(videoId, await clip("approved.mp4", 6));
    // The order is under review once both videos are delivered; the second needs no file here.
    await deliverOrderVideo(t.ctx.db, { videoId: videos[1]!.id, party: { side: "creator", userId: w.creator.id } });
  });

  it("the creator delivers a 2–5 s hook; a longer one is refused with the reason and nothing is written", async () => {
    const tooLong = await uploadHook(videoId, await readFile(await clip("long.mp4", 6.5)), w.creator.token);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toMatch(
      /2 to 5 seconds; this one lasts 6\.5 s/,
    );
    const notVideo = await uploadHook(videoId, Buffer.from("not a video at all"), w.creator.token);
    expect(notVideo.status).toBe(400);

    const res = await uploadHook(videoId, await readFile(await clip("hook.mp4", 3, "240x240", false)), w.creator.token);
    expect(res.status).toBe(201);
    hook = ((await res.json()) as { data: OrderHook }).data;
    expect(hook).toMatchObject({ number: 1, status: "submitted", hasAudio: false, width: 240, height: 240 });
    expect(Math.abs(hook.durationMs - 3000)).toBeLessThanOrEqual(34);
  });

  it("strangers get 404 for the hooks, the hook file and the decision; the brand cannot upload", async () => {
    const small = await readFile(path.join(dir, "hook.mp4"));
    expect((await uploadHook(videoId, small, stranger.token)).status).toBe(404);
    expect((await uploadHook(videoId, small, w.brand.token)).status).toBe(403);
    expect((await t.request(`/api/v1/auth/order_videos/${videoId}/hooks-and-variants`, { token: stranger.token })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/hooks/${hook.id}/file`, { token: stranger.token })).status).toBe(404);
    const decide = await t.request(`/api/v1/auth/hooks/${hook.id}/decision`, { token: stranger.token, body: { decision: "approved" } });
    expect(decide.status).toBe(404);
    // The creator is a side of the order but not its buyer: deciding is the brand's.
    const byCreator = await t.request(`/api/v1/auth/hooks/${hook.id}/decision`, { token: w.creator.token, body: { decision: "approved" } });
    expect(byCreator.status).toBe(404);
    const file = await t.request(`/api/v1/auth/hooks/${hook.id}/file`, { token: w.brand.token });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(small)).toBe(true);
  });

  it("no more hooks than asked: a rejected one frees its place", async () => {
    const small = await readFile(path.join(dir, "hook.mp4"));
    const second = await uploadHook(videoId, small, w.creator.token);
    expect(second.status).toBe(201);
    const secondHook = ((await second.json()) as { data: OrderHook }).data;
    expect((await uploadHook(videoId, small, w.creator.token)).status).toBe(409);
    await t.as(w.brand.token).v1.call("POST /auth/hooks/:id/decision", { param: { id: secondHook.id }, json: { decision: "rejected" } });
    const third = await uploadHook(videoId, small, w.creator.token);
    expect(third.status).toBe(201);
    expect(((await third.json()) as { data: OrderHook }).data.number).toBe(3);
  });

  it("variants wait for the approved video; then the brand assembles one, the workers render it, and it downloads under its code", async () => {
    const brand = t.as(w.brand.token).v1;
    await brand.call("POST /auth/hooks/:id/decision", { param: { id: hook.id }, json: { decision: "approved" } });
    const cuts = { hookId: hook.id, bodyStartMs: 1000, bodyEndMs: 4000, ctaStartMs: 4000, ctaEndMs: 6000 };
    const early = await t.request(`/api/v1/auth/order_videos/${videoId}/variants`, { token: w.brand.token, body: cuts });
    expect(early.status).toBe(409);

    await approveOrderVideo(t.ctx.db, { videoId, party: { side: "buyer", buyerAccountId: w.buyerAccountId } });
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, videoId));

    const outside = await t.request(`/api/v1/auth/order_videos/${videoId}/variants`, {
      token: w.brand.token,
      body: { ...cuts, ctaEndMs: 9000 },
    });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { error: { fields: Record<string, string> } }).error.fields.ctaEndMs).toMatch(/only 6\.0 s long/);
    const byCreator = await t.request(`/api/v1/auth/order_videos/${videoId}/variants`, { token: w.creator.token, body: cuts });
    expect(byCreator.status).toBe(404);

    const first = (await brand.call("POST /auth/order_videos/:id/variants", { param: { id: videoId }, json: cuts })).data;
    const second = (await brand.call("POST /auth/order_videos/:id/variants", { param: { id: videoId }, json: { ...cuts, bodyStartMs: 0 } }))
      .data;
    expect(first).toMatchObject({ number: 1, code: `${licence!.assetCode}-V1`, status: "queued", downloadUrl: null });
    expect(second.code).toBe(`${licence!.assetCode}-V2`);

    expect(await renderVariant({ db: t.ctx.db, storage: t.ctx.storage }, first.id)).toBe("ready");
    // A second run (a retried job) finds nothing to do.
    expect(await renderVariant({ db: t.ctx.db, storage: t.ctx.storage }, first.id)).toBe("skipped");

    const view = (await brand.call("GET /auth/order_videos/:id/hooks-and-variants", { param: { id: videoId } })).data;
    const ready = view.variants.find((v: VideoVariant) => v.id === first.id)!;
    expect(ready.status).toBe("ready");
    expect(ready).toMatchObject({ width: 180, height: 320, hookNumber: 1 });
    // 3 s hook + 3 s body + 2 s call to action, within a frame at 30 fps.
    expect(Math.abs(ready.durationMs! - 8000)).toBeLessThanOrEqual(34);
    expect(view.variants.find((v) => v.id === second.id)!.status).toBe("queued");

    for (const token of [w.brand.token, w.creator.token]) {
      const res = await t.request(ready.downloadUrl!, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${licence!.assetCode}-V1.mp4"`);
      const out = path.join(dir, `downloaded-${token.slice(0, 6)}.mp4`);
      await writeFile(out, Buffer.from(await res.arrayBuffer()));
      const probe = await probeVideo(out);
      expect(probe).toMatchObject({ width: 180, height: 320, videoCodec: "h264", audioCodec: "aac" });
    }
    expect((await t.request(ready.downloadUrl!, { token: stranger.token })).status).toBe(404);
    // A hook a variant uses stays approved.
    const reject = await t.request(`/api/v1/auth/hooks/${hook.id}/decision`, { token: w.brand.token, body: { decision: "rejected" } });
    expect(reject.status).toBe(409);
  });

  it("a variant whose original is gone fails on the last attempt with a reason the brand sees", async () => {
    const [row] = await t.ctx.db.select().from(videoVariant).where(eq(videoVariant.status, "queued")).limit(1);
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.id, row!.licenceId));
    const [asset] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, licence!.assetId!));
    await t.ctx.storage.delete(asset!.originalKey as never);
    await expect(renderVariant({ db: t.ctx.db, storage: t.ctx.storage }, row!.id)).rejects.toThrow(/Missing stored file/);
    expect(await renderVariant({ db: t.ctx.db, storage: t.ctx.storage }, row!.id, { finalAttempt: true })).toBe("failed");
    const [after] = await t.ctx.db.select().from(videoVariant).where(eq(videoVariant.id, row!.id));
    expect(after!.status).toBe("failed");
    expect(after!.failureReason).toMatch(/could not be rendered/);
  });
});
