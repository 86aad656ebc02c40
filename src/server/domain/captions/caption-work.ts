import { createWriteStream } from "node:fs";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { captionBurn, captionTrack, orderVideoVersion, videoAsset } from "@/server/db/schema";
import { splitScript } from "@/lib/captions/time-script";
import { captionProviderById } from "@/server/integrations/captions";
import { storageKey, type StorageAdapter, type StorageKey } from "@/server/integrations/storage";
import { burnCaptions } from "@/server/integrations/video/captions/run-captions-ffmpeg";
import { CAPTION_STYLES, type CaptionStyle } from "@/server/integrations/video/captions/burn-in";

/*
 * The captions' worker steps (decision 079). Each reads its row, works on a local copy of the
 * delivered file in a scratch folder (ffmpeg may take a while; no transaction is held), and
 * writes the result only if the row is still what it read: a track started over, or a burn asked
 * again after an edit, meanwhile is left to the job of its new revision. Safe to run twice. A
 * failure throws for pg-boss to retry; the last attempt records a reason both sides see.
 */

export interface CaptionWorkDeps {
  db: Db;
  storage: StorageAdapter;
  tmpDir?: string;
}

export type CaptionWorkOutcome = "ready" | "failed" | "skipped";

export const TIMING_FAILED = "The captions could not be timed. Try again, or import an SRT or WebVTT file.";
export const BURN_FAILED = "The video with burned-in captions could not be made. Try again.";

async function withLocalOriginal<T>(
  deps: CaptionWorkDeps,
  originalKey: string,
  fn: (file: string, work: string) => Promise<T>,
): Promise<T> {
  const work = await mkdtemp(path.join(deps.tmpDir ?? tmpdir(), "captions-"));
  try {
    const original = await deps.storage.get(originalKey as StorageKey);
    if (!original) throw new Error(`The original ${originalKey} is missing from storage`);
    const file = path.join(work, "original");
    await pipeline(original.body, createWriteStream(file));
    return await fn(file, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function assetOfVersion(db: Db, versionId: string) {
  const [row] = await db
    .select({ asset: videoAsset })
    .from(orderVideoVersion)
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .where(eq(orderVideoVersion.id, versionId))
    .limit(1);
  return row?.asset ?? null;
}

/** Times a track in `timing` with its provider and stores the cues (status ready). */
export async function timeCaptionTrack(
  deps: CaptionWorkDeps,
  trackId: string,
  options: { finalAttempt?: boolean } = {},
): Promise<CaptionWorkOutcome> {
  const [track] = await deps.db.select().from(captionTrack).where(eq(captionTrack.id, trackId)).limit(1);
  if (!track || track.status !== "timing") return "skipped";
  const stillThis = and(eq(captionTrack.id, track.id), eq(captionTrack.revision, track.revision), eq(captionTrack.status, "timing"));
  const failWith = async (reason: string) => {
    await deps.db.update(captionTrack).set({ status: "failed", failureReason: reason, updatedAt: new Date() }).where(stillThis);
    return "failed" as const;
  };
  const provider = captionProviderById(track.provider);
  const asset = await assetOfVersion(deps.db, track.versionId);
  if (!provider || !asset?.originalKey || !asset.durationMs) return failWith(TIMING_FAILED);
  try {
    const texts = track.source === "srt" || track.source === "vtt" ? track.cues.map((c) => c.text) : splitScript(track.script);
    const cues = await withLocalOriginal(deps, asset.originalKey, (file) =>
      provider.caption({
        mediaFile: file,
        durationMs: asset.durationMs!,
        language: track.language,
        texts: provider.needsText ? texts : null,
      }),
    );
    const updated = await deps.db
      .update(captionTrack)
      .set({ cues, status: "ready", failureReason: null, updatedAt: new Date() })
      .where(stillThis)
      .returning({ id: captionTrack.id });
    return updated.length > 0 ? "ready" : "skipped";
  } catch (error) {
    if (options.finalAttempt) return failWith(TIMING_FAILED);
    throw error;
  }
}

/** Draws a burn's cues (at its revision) into the version's original and stores the MP4. */
export async function burnCaptionVideo(
  deps: CaptionWorkDeps,
  burnId: string,
  options: { finalAttempt?: boolean } = {},
): Promise<CaptionWorkOutcome> {
  const [row] = await deps.db
    .select({ burn: captionBurn, track: captionTrack })
    .from(captionBurn)
    .innerJoin(captionTrack, eq(captionTrack.id, captionBurn.trackId))
    .where(eq(captionBurn.id, burnId))
    .limit(1);
  if (!row || row.burn.status !== "rendering") return "skipped";
  const { burn, track } = row;
  const stillThis = and(
    eq(captionBurn.id, burn.id),
    eq(captionBurn.trackRevision, burn.trackRevision),
    eq(captionBurn.status, "rendering"),
  );
  const failWith = async (reason: string) => {
    await deps.db.update(captionBurn).set({ status: "failed", failureReason: reason, finishedAt: new Date() }).where(stillThis);
    return "failed" as const;
  };
  // The cues it was asked for: when the track moved on, the job of the newer request draws those.
  if (track.revision !== burn.trackRevision) return failWith("The captions changed while this was queued. Burn them in again.");
  const asset = await assetOfVersion(deps.db, track.versionId);
  if (!asset?.originalKey || !asset.width || !asset.height || !(CAPTION_STYLES as readonly string[]).includes(burn.style)) {
    return failWith(BURN_FAILED);
  }
  try {
    const key = storageKey("videos", asset.id, "captions", `${burn.id}-r${burn.trackRevision}.mp4`);
    const size = await withLocalOriginal(deps, asset.originalKey, async (file, work) => {
      const output = path.join(work, "captioned.mp4");
      await burnCaptions({
        input: file,
        output,
        work,
        cues: track.cues,
        style: burn.style as CaptionStyle,
        width: asset.width!,
        height: asset.height!,
      });
      await deps.storage.put(key, createReadStream(output), { contentType: "video/mp4" });
      return (await stat(output)).size;
    });
    const updated = await deps.db
      .update(captionBurn)
      .set({ status: "ready", outputKey: key, sizeBytes: size, failureReason: null, finishedAt: new Date() })
      .where(stillThis)
      .returning({ id: captionBurn.id });
    if (updated.length === 0) {
      await deps.storage.delete(key);
      return "skipped";
    }
    // The file of an earlier revision is replaced by this one.
    if (burn.outputKey && burn.outputKey !== key) await deps.storage.delete(burn.outputKey as StorageKey);
    return "ready";
  } catch (error) {
    if (options.finalAttempt) return failWith(BURN_FAILED);
    throw error;
  }
}
