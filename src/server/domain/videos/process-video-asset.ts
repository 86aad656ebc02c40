import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/database";
import { videoAsset } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { lockVideoForParty, type OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { storageKey, type StorageAdapter, type StorageKey } from "@/server/integrations/storage";
import {
  isAcceptedContainer,
  isBrowserPlayable,
  makePoster,
  makePreview,
  makeThumbnailStrip,
  probeVideo,
  type ProbeResult,
} from "@/server/integrations/video/ffmpeg";
import { VIDEO_AWAITS_DELIVERY } from "./upload-rules";
import { videoAssetMachine } from "./video-transitions";

/** What the creator reads when the content is not a video (docs/product/videos-and-licences.md: refused by content, not by name). */
export const NOT_A_VIDEO = "This file is not a video we can read. Upload an MP4, MOV or WebM video.";
export const WRONG_CONTAINER = "This video's format is not one we take. Upload an MP4, MOV or WebM video.";
export const PROCESSING_FAILED = "We could not process this video. Please upload it again.";
export const NO_LONGER_AWAITED = "This video no longer waits for a delivery, so the upload was not attached to the order.";
export const SIZE_MISMATCH = "The upload did not arrive complete. Please upload it again.";

const THUMBNAILS = 10;

export interface VideoProcessingDeps {
  db: Db;
  storage: StorageAdapter;
  /** Scratch folder for the local copy and the ffmpeg outputs (the system's temp folder by default). */
  tmpDir?: string;
}

export type ProcessOutcome = "ready" | "failed" | "skipped";

/**
 * The processing job (decision 031): copies the original to a scratch file while hashing it
 * (SHA-256, streamed), reads it with ffprobe, refuses what is not a video by its content, makes
 * the poster, the thumbnail strip and — only when browsers cannot play the original — an H.264/AAC
 * preview, then in one transaction marks the asset ready. An order delivery then waits for its
 * checks (the checks job, decision 076) and for the creator's submit, which adds the next version
 * and delivers it through the order engine. Runs outside any transaction until that last
 * step (ffmpeg may take minutes; the embedded database is one connection). Safe to run twice: an
 * asset no longer processing is skipped. A crash or an ffmpeg failure throws for pg-boss to retry;
 * `finalAttempt` turns it into a failure the creator sees instead.
 */
export async function processVideoAsset(
  deps: VideoProcessingDeps,
  assetId: string,
  options: { finalAttempt?: boolean; now?: () => Date } = {},
): Promise<ProcessOutcome> {
  const [asset] = await deps.db.select().from(videoAsset).where(eq(videoAsset.id, assetId)).limit(1);
  if (!asset || asset.status !== "processing") return "skipped";
  if (!asset.originalKey) return fail(deps.db, assetId, PROCESSING_FAILED);
  const work = await mkdtemp(path.join(deps.tmpDir ?? tmpdir(), "video-"));
  try {
    const original = await deps.storage.get(asset.originalKey as StorageKey);
    if (!original) return await fail(deps.db, assetId, SIZE_MISMATCH);
    const local = path.join(work, "original");
    const hash = createHash("sha256");
    let bytes = 0;
    await pipeline(
      original.body,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(local),
    );
    if (bytes !== asset.sizeBytes) return await fail(deps.db, assetId, SIZE_MISMATCH);
    const sha256 = hash.digest("hex");

    const probe = await probeVideo(local);
    if (!probe) return await fail(deps.db, assetId, NOT_A_VIDEO, { sha256 });
    if (!isAcceptedContainer(probe.formatName)) return await fail(deps.db, assetId, WRONG_CONTAINER, { sha256 });

    const keys = await makeDerivedFiles(deps.storage, assetId, local, work, probe);
    const now = options.now?.() ?? new Date();
    return await deps.db.transaction(async (tx) =>
      finishProcessing(tx, asset, {
        sha256,
        durationMs: probe.durationMs,
        width: probe.width,
        height: probe.height,
        frameRateNum: probe.frameRateNum,
        frameRateDen: probe.frameRateDen,
        videoCodec: probe.videoCodec,
        audioCodec: probe.audioCodec,
        ...keys,
        thumbnailCount: THUMBNAILS,
        processedAt: now,
      }),
    );
  } catch (error) {
    if (options.finalAttempt) return fail(deps.db, assetId, PROCESSING_FAILED);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function makeDerivedFiles(storage: StorageAdapter, assetId: string, local: string, work: string, probe: ProbeResult) {
  const poster = path.join(work, "poster.jpg");
  const strip = path.join(work, "strip.jpg");
  await makePoster(local, poster, probe.durationMs);
  await makeThumbnailStrip(local, strip, probe.durationMs, THUMBNAILS);
  const posterKey = storageKey("videos", assetId, "poster.jpg");
  const thumbnailStripKey = storageKey("videos", assetId, "strip.jpg");
  await storage.put(posterKey, createReadStream(poster), { contentType: "image/jpeg" });
  await storage.put(thumbnailStripKey, createReadStream(strip), { contentType: "image/jpeg" });
  let previewKey: StorageKey | null = null;
  if (!isBrowserPlayable(probe)) {
    const preview = path.join(work, "preview.mp4");
    await makePreview(local, preview);
    previewKey = storageKey("videos", assetId, "preview.mp4");
    await storage.put(previewKey, createReadStream(preview), { contentType: "video/mp4" });
  }
  return { posterKey, thumbnailStripKey, previewKey };
}

type ReadyPatch = Partial<typeof videoAsset.$inferInsert> & { durationMs: number; width: number; height: number };

/**
 * The last step, in one transaction: for an order delivery, the order and its video are locked
 * first (the order engine's lock order) and the asset is marked ready for its checks and the
 * creator's submit — or, when the video no longer awaits a delivery (the order was cancelled,
 * another upload was submitted first), the asset fails with a reason and nothing is attached.
 */
async function finishProcessing(tx: Tx, asset: typeof videoAsset.$inferSelect, patch: ReadyPatch): Promise<ProcessOutcome> {
  if (asset.purpose !== "order_delivery" || !asset.orderVideoId) {
    await transition(tx, videoAssetMachine, { id: asset.id, to: "ready", actor: { kind: "system" }, patch });
    return "ready";
  }
  const party: OrderParty = { side: "creator", userId: asset.ownerUserId };
  let locked;
  try {
    locked = await lockVideoForParty(tx, asset.orderVideoId, party);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") {
      await transition(tx, videoAssetMachine, {
        id: asset.id,
        to: "failed",
        actor: { kind: "system" },
        patch: { ...patch, failureReason: NO_LONGER_AWAITED },
      });
      return "failed";
    }
    throw error;
  }
  const { order, video } = locked;
  const awaits =
    (order.status === "in_production" || order.status === "revision_requested") &&
    (VIDEO_AWAITS_DELIVERY as readonly string[]).includes(video.status);
  if (!awaits) {
    await transition(tx, videoAssetMachine, {
      id: asset.id,
      to: "failed",
      actor: { kind: "system" },
      patch: { ...patch, failureReason: NO_LONGER_AWAITED },
    });
    return "failed";
  }
  await transition(tx, videoAssetMachine, { id: asset.id, to: "ready", actor: { kind: "system" }, patch });
  return "ready";
}

async function fail(db: Db, assetId: string, reason: string, patch: Partial<typeof videoAsset.$inferInsert> = {}): Promise<ProcessOutcome> {
  await db.transaction(async (tx) => {
    await transition(tx, videoAssetMachine, {
      id: assetId,
      to: "failed",
      actor: { kind: "system" },
      patch: { ...patch, failureReason: reason, processedAt: new Date() },
      payload: { reason },
    });
  });
  return "failed";
}
