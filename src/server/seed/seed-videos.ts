import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import type { Db } from "@/server/db/database";
import { marketOrder, orderVideo } from "@/server/db/schema";
import { completeVideoUpload } from "@/server/domain/videos/complete-video-upload";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { startVideoUpload } from "@/server/domain/videos/start-video-upload";
import { storageKey } from "@/server/integrations/storage";
import type { SampleClip } from "@/server/integrations/video/sample-clip";
import { AD_FPS } from "./demo-clips/ad-clip-plan";
import { checkAndSubmitDemoDelivery } from "./seed-video-checks";
import { demoClip, type DemoClip } from "./demo-clips/demo-clips";

/**
 * The demo clip for an order video: an ad as long and of the shape its order asks for (the package
 * or campaign snapshot), so the deliverable check finds nothing to warn about. `script` picks the ad
 * (AD_SCRIPTS), `take` a second cut of it (a revised version).
 */
export async function demoClipForOrderVideo(db: Db, orderVideoId: string, script: number, take = 0): Promise<DemoClip> {
  const [row] = await db
    .select({ snapshot: marketOrder.packageSnapshot })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(eq(orderVideo.id, orderVideoId))
    .limit(1);
  const asked = (row?.snapshot ?? {}) as { videoLengthSeconds?: number; aspectRatio?: string };
  return demoClip(asked.videoLengthSeconds ?? 30, script, take, asked.aspectRatio);
}

/** A demo clip as the sample-delivery helpers store it, with what the processing job would have probed. */
export async function sampleClipOf(clip: DemoClip): Promise<SampleClip> {
  return {
    bytes: await readFile(clip.file),
    durationMs: clip.seconds * 1000,
    width: clip.width,
    height: clip.height,
    frameRate: { num: AD_FPS, den: 1 },
  };
}

/**
 * Uploads a clip the way a creator does, minus the network: the clip goes to storage under a new
 * asset, the upload completes, and the real processing job probes it and makes its poster and
 * strip — a delivery then waits for its checks and the creator's submit (deliverDemoVideo); for a portfolio video, the upload joins the creator's portfolio (decision 042); a
 * proposal video waits for the submit that names it (decision 046).
 */
async function uploadDemoVideo(ctx: AppContext, input: CreatorUpload): Promise<string> {
  const assetId = await uploadAsCreator(ctx, input);
  const outcome = await processVideoAsset({ db: ctx.db, storage: ctx.storage }, assetId, { now: () => input.now });
  if (outcome !== "ready") throw new Error(`demo video ${assetId} was not processed (${outcome})`);
  return assetId;
}

export interface CreatorUpload {
  clip: string;
  creatorUserId: string;
  now: Date;
  name: string;
  purpose: "order_delivery" | "portfolio" | "proposal";
  orderVideoId?: string;
}

/**
 * The upload half of `uploadDemoVideo`: stored, started and completed as the resumable uploader
 * does, leaving the asset `processing` for the processing job. Answers the asset id.
 */
export async function uploadAsCreator(ctx: Pick<AppContext, "db" | "storage">, input: CreatorUpload): Promise<string> {
  const assetId = randomUUID();
  const key = storageKey("videos", assetId, "original");
  const { size } = await stat(input.clip);
  await ctx.storage.put(key, createReadStream(input.clip), { contentType: "video/mp4" });
  await startVideoUpload(ctx.db, {
    assetId,
    ownerUserId: input.creatorUserId,
    originalKey: key,
    upload: {
      purpose: input.purpose,
      orderVideoId: input.orderVideoId ?? null,
      originalName: input.name,
      contentType: "video/mp4",
      sizeBytes: size,
    },
  });
  await completeVideoUpload(ctx.db, { assetId, userId: input.creatorUserId, sizeBytes: size, now: input.now });
  return assetId;
}

/**
 * Delivers an order video the way a creator does (see uploadDemoVideo), with an ad as long as the
 * order asks: processed, checked and submitted (decision 076).
 */
export async function deliverDemoVideo(
  ctx: AppContext,
  input: { script: number; take?: number; orderVideoId: string; creatorUserId: string; now: Date; name?: string },
): Promise<void> {
  const clip = await demoClipForOrderVideo(ctx.db, input.orderVideoId, input.script, input.take);
  const assetId = await uploadDemoVideo(ctx, { ...input, clip: clip.file, name: input.name ?? "final-cut.mp4", purpose: "order_delivery" });
  await checkAndSubmitDemoDelivery(ctx, { ...input, assetId, clipFile: clip.file });
}

/** Adds a portfolio video to a creator's profile the way the profile editor does (see uploadDemoVideo). */
export async function addDemoPortfolioVideo(
  ctx: AppContext,
  input: { clip: string; creatorUserId: string; now: Date; name: string },
): Promise<string> {
  return uploadDemoVideo(ctx, { ...input, purpose: "portfolio" });
}

/** Uploads a proposal video the way the Apply form does, before the submit names it (see uploadDemoVideo). */
export async function uploadDemoProposalVideo(
  ctx: AppContext,
  input: { clip: string; creatorUserId: string; now: Date; name: string },
): Promise<string> {
  return uploadDemoVideo(ctx, { ...input, purpose: "proposal" });
}
