import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { storageKey, type StorageAdapter, type StorageKey } from "@/server/integrations/storage";
import { runRendition } from "@/server/integrations/video/renditions/run-rendition";
import type { RenditionShape } from "@/lib/asset-code";
import { renditionFormat, type FocusPoint } from "@/lib/rendition-shapes";
import type { ProbeResult } from "@/server/integrations/video/ffmpeg";
import { renditionFileName } from "./ad-formats";

/** Tries of one generation, across workers: the last one fails the row for the brand to see. */
export const MAX_ATTEMPTS = 3;

/** A claim older than this is a worker that died: another may take the row. */
export const STALE_CLAIM_MS = 30 * 60_000;

export const RENDITION_FAILED = "We could not make this format. Try again; if it fails again, contact support.";
export const SOURCE_MISSING = "The licensed file is no longer stored.";

export interface RenditionDeps {
  db: Db;
  storage: StorageAdapter;
  /** Scratch folder for the local copy and the output (the system's temp folder by default). */
  tmpDir?: string;
  /** Extra filters for a captioned rendition (burned-in captions), by the row's caption style. */
  captionFilters?: (input: { renditionId: string; licenceId: string; captionStyle: string; workDir: string }) => Promise<string[]>;
}

export type RenderOutcome = "ready" | "failed" | "skipped" | "superseded";

/**
 * The renditions the workers should run now: queued ones, and ones whose worker died mid-render.
 * `jobKey` names the job of this try, so queueing the same row twice sends one job.
 */
export async function dueRenditions(db: Db, now = new Date(), limit = 50): Promise<{ id: string; jobKey: string }[]> {
  const rows = await db
    .select({
      id: videoRendition.id,
      generation: videoRendition.generation,
      status: videoRendition.status,
      claimedAt: videoRendition.claimedAt,
    })
    .from(videoRendition)
    .where(
      or(
        eq(videoRendition.status, "queued"),
        and(eq(videoRendition.status, "rendering"), lt(videoRendition.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .orderBy(asc(videoRendition.updatedAt))
    .limit(limit);
  // A queued row has one job per generation (pg-boss retries it); a dead worker's row gets a new one.
  return rows.map((r) => ({
    id: r.id,
    jobKey: r.status === "queued" ? `${r.id}/${r.generation}` : `${r.id}/${r.generation}/${r.claimedAt?.getTime() ?? 0}`,
  }));
}

/**
 * The file part of a rendition job: copies the stored source to `workDir`, renders the shape around
 * the focus (plus extra filters), checks the output by probing it and stores it under `key`. Null
 * when the source is no longer stored. The bench times exactly this against a bare ffmpeg command.
 */
export async function makeRenditionFile(
  storage: StorageAdapter,
  input: {
    sourceKey: StorageKey;
    sourceSize: { width: number; height: number };
    shape: RenditionShape;
    focus: FocusPoint;
    extraFilters?: readonly string[];
    key: StorageKey;
    workDir: string;
  },
): Promise<{ probe: ProbeResult; size: number } | null> {
  const original = await storage.get(input.sourceKey);
  if (!original) return null;
  const local = path.join(input.workDir, "source");
  await pipeline(original.body, createWriteStream(local));
  const output = path.join(input.workDir, "rendition.mp4");
  const probe = await runRendition({
    source: local,
    output,
    sourceSize: input.sourceSize,
    target: renditionFormat(input.shape),
    focus: input.focus,
    extraFilters: input.extraFilters,
    title: path.basename(input.key, ".mp4"),
  });
  const { size } = await stat(output);
  await storage.put(input.key, createReadStream(output), { contentType: "video/mp4" });
  return { probe, size };
}

/**
 * One rendition job (decision 078). The worker claims the row by a conditional update (queued, or
 * rendering under a stale claim → rendering), so of several workers handed the same row one
 * renders and the others skip. It copies the licensed file to a scratch folder, renders the shape
 * around the row's focus (plus caption filters for a captioned row), checks the output by probing
 * it, stores it under a key that ends in the download's name, and marks the row ready — only if
 * the row is still at the generation it claimed: when the brand moved the focus meanwhile, the file
 * is deleted and the newer generation renders instead. An error puts the row back in the queue for
 * pg-boss's retry; `finalAttempt` makes it a failure the brand sees (and can retry).
 */
export async function renderRendition(
  deps: RenditionDeps,
  renditionId: string,
  options: { finalAttempt?: boolean } = {},
): Promise<RenderOutcome> {
  const { db, storage } = deps;
  const staleBefore = new Date(Date.now() - STALE_CLAIM_MS);
  const [claimed] = await db
    .update(videoRendition)
    .set({ status: "rendering", claimedAt: sql`now()`, attempts: sql`${videoRendition.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(videoRendition.id, renditionId),
        or(eq(videoRendition.status, "queued"), and(eq(videoRendition.status, "rendering"), lt(videoRendition.claimedAt, staleBefore))),
      ),
    )
    .returning();
  if (!claimed) return "skipped";
  const mine = and(
    eq(videoRendition.id, claimed.id),
    eq(videoRendition.generation, claimed.generation),
    eq(videoRendition.status, "rendering"),
  );

  const [source] = await db
    .select({ assetCode: videoLicence.assetCode, originalKey: videoAsset.originalKey, width: videoAsset.width, height: videoAsset.height })
    .from(videoAsset)
    .innerJoin(videoLicence, eq(videoLicence.id, claimed.licenceId))
    .where(eq(videoAsset.id, claimed.sourceAssetId))
    .limit(1);
  const fail = async (reason: string): Promise<RenderOutcome> => {
    const done = await db
      .update(videoRendition)
      .set({ status: "failed", failureReason: reason, updatedAt: sql`now()` })
      .where(mine)
      .returning({ id: videoRendition.id });
    return done.length > 0 ? "failed" : "superseded";
  };
  if (!source?.originalKey || !source.width || !source.height) return fail(SOURCE_MISSING);

  const work = await mkdtemp(path.join(deps.tmpDir ?? tmpdir(), "rendition-"));
  let stored: StorageKey | null = null;
  try {
    const extraFilters =
      claimed.captionStyle && deps.captionFilters
        ? await deps.captionFilters({
            renditionId: claimed.id,
            licenceId: claimed.licenceId,
            captionStyle: claimed.captionStyle,
            workDir: work,
          })
        : [];
    const fileName = renditionFileName(source.assetCode, claimed.shape, claimed.captionStyle);
    // One key per generation, ending in the download's name: a URL of an older file never serves the new one.
    const key = storageKey("videos", "renditions", claimed.id, `g${claimed.generation}`, fileName);
    stored = key;
    const made = await makeRenditionFile(storage, {
      sourceKey: source.originalKey as StorageKey,
      sourceSize: { width: source.width, height: source.height },
      shape: claimed.shape,
      focus: { x: claimed.focusX, y: claimed.focusY },
      extraFilters,
      key,
      workDir: work,
    });
    if (!made) return await fail(SOURCE_MISSING);
    const { probe, size } = made;
    const done = await db
      .update(videoRendition)
      .set({
        status: "ready",
        storageKey: stored,
        sizeBytes: size,
        width: probe.width,
        height: probe.height,
        durationMs: probe.durationMs,
        failureReason: null,
        readyAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(mine)
      .returning({ id: videoRendition.id });
    if (done.length === 0) {
      await storage.delete(stored);
      return "superseded";
    }
    return "ready";
  } catch (error) {
    if (stored) await storage.delete(stored).catch(() => undefined);
    if (options.finalAttempt || claimed.attempts >= MAX_ATTEMPTS) return await fail(RENDITION_FAILED);
    await db
      .update(videoRendition)
      .set({ status: "queued", updatedAt: sql`now()` })
      .where(mine);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
