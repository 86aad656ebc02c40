import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { marketOrder, orderVideo, videoAsset, videoCheck } from "@/server/db/schema";
import { recordVideoCheck } from "@/server/domain/video-checks/measure-video-asset";
import { submitDelivery } from "@/server/domain/video-checks/submit-delivery";
import { RAW_DETECTION } from "@/server/integrations/video/checks/check-args";
import { measureVideoFile, type CheckMeasurements } from "@/server/integrations/video/checks/run-checks";
import { ffmpegPath } from "@/server/integrations/video/ffmpeg";
import { uploadAsCreator } from "./seed-videos";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

/*
 * Demo data of the delivery checks (decision 076). Every demo delivery is measured and submitted
 * as a creator does it; a generated clip is measured once per machine (the measurements are kept
 * beside the cached clip, keyed by the detection settings), since the same file measures the same.
 * One in-production order video gets a delivery with warnings the creator overrode with a note.
 */

const settingsKey = createHash("sha256").update(JSON.stringify(RAW_DETECTION)).digest("hex").slice(0, 12);

async function measurementsOf(clipFile: string, hasAudio: boolean): Promise<CheckMeasurements> {
  const cache = path.join(path.dirname(clipFile), `checks-${settingsKey}.json`);
  try {
    return JSON.parse(await readFile(cache, "utf8")) as CheckMeasurements;
  } catch {
    const measured = await measureVideoFile(clipFile, { hasAudio });
    await writeFile(cache, JSON.stringify(measured));
    return measured;
  }
}

/**
 * The checks job's work and the creator's submit for a processed demo delivery of `clipFile`;
 * a report with warnings is submitted with `note` (or a plain one).
 */
export async function checkAndSubmitDemoDelivery(
  ctx: Pick<AppContext, "db">,
  input: { assetId: string; clipFile: string; orderVideoId: string; creatorUserId: string; now: Date; note?: string },
): Promise<void> {
  const [asset] = await ctx.db.select().from(videoAsset).where(eq(videoAsset.id, input.assetId)).limit(1);
  if (!asset) throw new Error(`demo delivery ${input.assetId} is missing`);
  await recordVideoCheck(ctx.db, asset, await measurementsOf(input.clipFile, asset.audioCodec !== null), input.now);
  await submitDelivery(ctx.db, {
    videoId: input.orderVideoId,
    assetId: input.assetId,
    creatorUserId: input.creatorUserId,
    note: input.note ?? "Submitted as it is: the brand and I agreed on this cut.",
    now: input.now,
  });
}

/** The overridden delivery's note, as the brand reads it beside the player. */
export const DEMO_OVERRIDE_NOTE =
  "The black first second is on purpose: the lid opens to black, as in the brand's own launch ad. The hook line starts right after.";

/** 8 s landscape: a black first second, then the moving test pattern; nothing heard for 1.2 s, then a tone at -14 LUFS. */
async function makeOverriddenClip(out: string): Promise<void> {
  await promisify(execFile)(ffmpegPath(), [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "color=black:s=640x360:r=30:d=1"],
    ...["-f", "lavfi", "-i", "testsrc2=s=640x360:r=30:d=7"],
    ...["-f", "lavfi", "-i", "anullsrc=r=48000:cl=mono"],
    ...["-f", "lavfi", "-i", "sine=f=660:r=48000:d=6.8,volume=7.8dB"],
    ...["-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0,format=yuv420p[v];[2:a]atrim=0:1.2[s];[s][3:a]concat=n=2:v=0:a=1[a]"],
    ...["-map", "[v]", "-map", "[a]", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-movflags", "+faststart", out],
  ]);
}

/**
 * A delivery with warnings the creator overrode: a landscape clip with a black first second and a
 * silent start, on the first in-production video awaiting a delivery.
 */
export async function seedVideoChecks(ctx: AppContext): Promise<void> {
  const [target] = await ctx.db
    .select({ id: orderVideo.id, creatorUserId: marketOrder.creatorUserId })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(and(eq(marketOrder.status, "in_production"), inArray(orderVideo.status, ["pending"])))
    .orderBy(asc(marketOrder.createdAt), asc(orderVideo.position))
    .limit(1);
  if (!target) return;
  const dir = await mkdtemp(path.join(tmpdir(), "reelbrief-seed-checks-"));
  try {
    const file = path.join(dir, "overridden.mp4");
    await makeOverriddenClip(file);
    const now = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const assetId = await uploadAsCreator(ctx, {
      clip: file,
      creatorUserId: target.creatorUserId,
      now,
      name: "take-with-black-intro.mp4",
      purpose: "order_delivery",
      orderVideoId: target.id,
    });
    const outcome = await processVideoAsset(ctx, assetId, { now: () => now });
    if (outcome !== "ready") throw new Error(`demo delivery ${assetId} was not processed (${outcome})`);
    await checkAndSubmitDemoDelivery(ctx, {
      assetId,
      clipFile: file,
      orderVideoId: target.id,
      creatorUserId: target.creatorUserId,
      now,
      note: DEMO_OVERRIDE_NOTE,
    });
    const [row] = await ctx.db.select({ findings: videoCheck.findings }).from(videoCheck).where(eq(videoCheck.assetId, assetId));
    if (!row?.findings.some((f) => f.level === "warning")) throw new Error("the overridden demo delivery has no warnings");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
