import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { orderHook, videoAsset, videoLicence, videoVariant } from "@/server/db/schema";
import { storageKey, type StorageAdapter, type StorageKey } from "@/server/integrations/storage";
import { probeVideo } from "@/server/integrations/video/ffmpeg";
import { assembleVariant } from "@/server/integrations/video/variants/assemble-variant";

export const VARIANT_RENDER_QUEUE = "variant-render";
export const RENDER_FAILED = "The variant could not be rendered. Assemble it again, or ask support.";

export type RenderOutcome = "ready" | "failed" | "skipped";

/**
 * The render job of a queued variant (decision 080): copies the approved original and the hook to a
 * scratch folder, assembles them with ffmpeg (normalised to the approved video's size and frame
 * rate), probes the result and stores it, then marks the variant ready with what the probe read.
 * Safe to run twice: a variant no longer queued is skipped. A crash throws for pg-boss to retry;
 * the last attempt marks the variant failed with a reason the brand sees.
 */
export async function renderVariant(
  deps: { db: Db; storage: StorageAdapter; tmpDir?: string },
  variantId: string,
  options: { finalAttempt?: boolean; now?: () => Date } = {},
): Promise<RenderOutcome> {
  const [row] = await deps.db
    .select({ variant: videoVariant, hook: orderHook, original: videoAsset })
    .from(videoVariant)
    .innerJoin(orderHook, eq(orderHook.id, videoVariant.hookId))
    .innerJoin(videoLicence, eq(videoLicence.id, videoVariant.licenceId))
    .innerJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
    .where(eq(videoVariant.id, variantId))
    .limit(1);
  if (!row || row.variant.status !== "queued") return "skipped";
  const { variant, hook, original } = row;
  if (!original.originalKey || !original.width || !original.height) return fail(deps.db, variantId, RENDER_FAILED);
  const work = await mkdtemp(path.join(deps.tmpDir ?? tmpdir(), "variant-"));
  try {
    const videoFile = path.join(work, "original");
    const hookFile = path.join(work, "hook");
    await copyFromStorage(deps.storage, original.originalKey, videoFile);
    await copyFromStorage(deps.storage, hook.fileKey, hookFile);
    const output = path.join(work, "variant.mp4");
    const hasAudio = original.audioCodec !== null;
    await assembleVariant({
      hook: { file: hookFile, startMs: 0, durationMs: hook.durationMs, hasAudio: hook.hasAudio },
      body: { file: videoFile, startMs: variant.bodyStartMs, durationMs: variant.bodyEndMs - variant.bodyStartMs, hasAudio },
      cta: { file: videoFile, startMs: variant.ctaStartMs, durationMs: variant.ctaEndMs - variant.ctaStartMs, hasAudio },
      width: original.width,
      height: original.height,
      fps: { num: original.frameRateNum ?? 30, den: original.frameRateDen ?? 1 },
      output,
    });
    const probe = await probeVideo(output);
    if (!probe) throw new Error("The assembled variant could not be read back");
    const key = storageKey("videos", "variants", variant.id, "variant.mp4");
    await deps.storage.put(key, createReadStream(output), { contentType: "video/mp4" });
    const { size } = await stat(output);
    const updated = await deps.db
      .update(videoVariant)
      .set({
        status: "ready",
        fileKey: key,
        durationMs: probe.durationMs,
        width: probe.width,
        height: probe.height,
        sizeBytes: size,
        renderedAt: options.now?.() ?? new Date(),
      })
      .where(and(eq(videoVariant.id, variant.id), eq(videoVariant.status, "queued")))
      .returning({ id: videoVariant.id });
    return updated.length > 0 ? "ready" : "skipped";
  } catch (error) {
    if (options.finalAttempt) return fail(deps.db, variantId, RENDER_FAILED);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function copyFromStorage(storage: StorageAdapter, key: string, file: string): Promise<void> {
  const object = await storage.get(key as StorageKey);
  if (!object) throw new Error(`Missing stored file ${key}`);
  await pipeline(object.body, createWriteStream(file));
}

async function fail(db: Db, variantId: string, reason: string): Promise<RenderOutcome> {
  await db
    .update(videoVariant)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(videoVariant.id, variantId), eq(videoVariant.status, "queued")));
  return "failed";
}
