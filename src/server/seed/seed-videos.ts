import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { AppContext } from "@/server/context";
import { completeVideoUpload } from "@/server/domain/videos/complete-video-upload";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { startVideoUpload } from "@/server/domain/videos/start-video-upload";
import { storageKey } from "@/server/integrations/storage";
import { ffmpegPath } from "@/server/integrations/video/ffmpeg";

const run = promisify(execFile);

/** Looks of the demo clips: ffmpeg's test sources, so nothing is downloaded. */
const SOURCES = ["testsrc2=size=360x640:rate=30", "smptehdbars=size=360x640:rate=30", "mandelbrot=size=360x640:rate=30"];

/**
 * A few 2-second 9:16 clips made with ffmpeg (H.264/AAC, ~100 KB each, well under a second to
 * encode), so the demo orders have real, playable deliveries (PRODUCT.md §15).
 */
export async function makeDemoClips(): Promise<string[]> {
  // Made once per process (the order deliveries and the portfolios share them), again if the files went.
  if (clips) {
    const files = await clips.catch(() => []);
    const present = await Promise.all(
      files.map((f) =>
        access(f).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (files.length > 0 && present.every(Boolean)) return files;
  }
  clips = encodeDemoClips();
  return clips;
}
let clips: Promise<string[]> | null = null;

async function encodeDemoClips(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "reelbrief-demo-clips-"));
  return Promise.all(
    SOURCES.map(async (source, i) => {
      const file = path.join(dir, `clip-${i + 1}.mp4`);
      await run(ffmpegPath(), [
        ...[
          "-hide_banner",
          "-loglevel",
          "error",
          "-y",
          "-f",
          "lavfi",
          "-i",
          source,
          "-f",
          "lavfi",
          "-i",
          `sine=frequency=${330 + i * 110}`,
        ],
        ...["-t", "2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file],
      ]);
      return file;
    }),
  );
}

/**
 * Uploads a clip the way a creator does, minus the network: the clip goes to storage under a new
 * asset, the upload completes, and the real processing job probes it and makes its poster and
 * strip — for a delivery, it also adds the next version and delivers it through the order engine
 * at `now`; for a portfolio video, the upload joins the creator's portfolio (decision 042); a
 * proposal video waits for the submit that names it (decision 046).
 */
async function uploadDemoVideo(
  ctx: AppContext,
  input: {
    clip: string;
    creatorUserId: string;
    now: Date;
    name: string;
    purpose: "order_delivery" | "portfolio" | "proposal";
    orderVideoId?: string;
  },
): Promise<string> {
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
  const outcome = await processVideoAsset({ db: ctx.db, storage: ctx.storage }, assetId, { now: () => input.now });
  if (outcome !== "ready") throw new Error(`demo video ${assetId} was not processed (${outcome})`);
  return assetId;
}

/** Delivers an order video the way a creator does (see uploadDemoVideo). */
export async function deliverDemoVideo(
  ctx: AppContext,
  input: { clip: string; orderVideoId: string; creatorUserId: string; now: Date; name?: string },
): Promise<void> {
  await uploadDemoVideo(ctx, { ...input, name: input.name ?? "final-cut.mp4", purpose: "order_delivery" });
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
