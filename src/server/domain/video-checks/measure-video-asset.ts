import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Db, Executor } from "@/server/db/database";
import { marketOrder, orderVideo, videoAsset, videoCheck } from "@/server/db/schema";
import type { StorageAdapter, StorageKey } from "@/server/integrations/storage";
import { measureVideoFile, type CheckMeasurements } from "@/server/integrations/video/checks/run-checks";
import { CHECK_THRESHOLDS_VERSION, deliverableFindings, evaluateChecks, type Deliverable, type ProbedVideo } from "./check-thresholds";

/** pg-boss queue of the checks job. */
export const VIDEO_CHECKS_QUEUE = "video-checks";

export const CHECKS_FAILED = "We could not measure this video, so it has no report beyond its length and shape.";

export interface VideoCheckDeps {
  db: Db;
  storage: StorageAdapter;
  tmpDir?: string;
}

export type CheckOutcome = "done" | "failed" | "skipped";

export type AssetRow = typeof videoAsset.$inferSelect;

async function deliverableOf(db: Executor, orderVideoId: string | null): Promise<Deliverable> {
  if (!orderVideoId) return {};
  const [row] = await db
    .select({ snapshot: marketOrder.packageSnapshot })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(eq(orderVideo.id, orderVideoId))
    .limit(1);
  const snapshot = (row?.snapshot ?? {}) as Deliverable;
  return { videoLengthSeconds: snapshot.videoLengthSeconds ?? null, aspectRatio: snapshot.aspectRatio ?? null };
}

const probedOf = (asset: AssetRow): ProbedVideo => ({
  durationMs: asset.durationMs ?? 0,
  width: asset.width ?? 0,
  height: asset.height ?? 0,
  frameRateNum: asset.frameRateNum,
  frameRateDen: asset.frameRateDen,
});

/**
 * The checks job (decision 076): measures a processed order delivery with ffmpeg (one video pass
 * and one audio pass at the same time, from a scratch copy of the original) and stores the raw
 * measurements with the findings of the current thresholds. Idempotent: an asset already judged by
 * this thresholds version is skipped; one judged by an older version is judged again from its
 * stored measurements, without measuring the file again. A crash or an ffmpeg failure throws for
 * pg-boss to retry; `finalAttempt` stores a failed check instead (the creator may still submit).
 */
export async function measureVideoAsset(
  deps: VideoCheckDeps,
  assetId: string,
  options: { finalAttempt?: boolean; now?: () => Date } = {},
): Promise<CheckOutcome> {
  const [asset] = await deps.db.select().from(videoAsset).where(eq(videoAsset.id, assetId)).limit(1);
  if (!asset || asset.status !== "ready" || asset.purpose !== "order_delivery") return "skipped";
  const [existing] = await deps.db.select().from(videoCheck).where(eq(videoCheck.assetId, assetId)).limit(1);
  if (existing && existing.thresholdsVersion === CHECK_THRESHOLDS_VERSION) return "skipped";
  const deliverable = await deliverableOf(deps.db, asset.orderVideoId);
  const now = options.now?.() ?? new Date();

  if (existing?.measurements) {
    const findings = evaluateChecks(existing.measurements, probedOf(asset), deliverable);
    await deps.db
      .update(videoCheck)
      .set({ status: "done", thresholdsVersion: CHECK_THRESHOLDS_VERSION, findings, measuredAt: now })
      .where(eq(videoCheck.assetId, assetId));
    return "done";
  }

  const work = await mkdtemp(path.join(deps.tmpDir ?? tmpdir(), "video-checks-"));
  try {
    const original = asset.originalKey ? await deps.storage.get(asset.originalKey as StorageKey) : null;
    if (!original) throw new Error(`the original of ${assetId} is missing`);
    const local = path.join(work, "original");
    await pipeline(original.body, createWriteStream(local));
    const measurements = await measureVideoFile(local, { hasAudio: asset.audioCodec !== null });
    await recordVideoCheck(deps.db, asset, measurements, now);
    return "done";
  } catch (error) {
    if (!options.finalAttempt) throw error;
    await store(deps.db, {
      assetId,
      status: "failed",
      thresholdsVersion: CHECK_THRESHOLDS_VERSION,
      measurements: null,
      findings: deliverableFindings(probedOf(asset), deliverable),
      failureReason: CHECKS_FAILED,
      measuredAt: now,
    });
    return "failed";
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Judges measurements of this asset by the current thresholds and stores both (also used by the
 * demo data, which measures each generated clip once per machine).
 */
export async function recordVideoCheck(db: Db, asset: AssetRow, measurements: CheckMeasurements, now: Date): Promise<void> {
  const findings = evaluateChecks(measurements, probedOf(asset), await deliverableOf(db, asset.orderVideoId));
  await store(db, {
    assetId: asset.id,
    status: "done",
    thresholdsVersion: CHECK_THRESHOLDS_VERSION,
    measurements,
    findings,
    measuredAt: now,
  });
}

/** Insert or replace the measurement; a submit already recorded (note, time) is kept. */
async function store(db: Db, row: typeof videoCheck.$inferInsert): Promise<void> {
  const { assetId: _, ...changes } = row;
  await db
    .insert(videoCheck)
    .values(row)
    .onConflictDoUpdate({ target: videoCheck.assetId, set: { ...changes, failureReason: row.failureReason ?? null } });
}
