import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { videoAsset } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { AppError } from "@/server/errors";
import { videoAssetMachine } from "./video-transitions";

/** pg-boss queue of the processing job (probe, poster, strip, preview, delivery). */
export const VIDEO_PROCESSING_QUEUE = "video-processing";

export type VideoAssetRow = typeof videoAsset.$inferSelect;

/** The asset, when this user uploads it; anyone else's upload is a 404. */
export async function findOwnUpload(db: Db, assetId: string, userId: string): Promise<VideoAssetRow> {
  const [row] = await db.select().from(videoAsset).where(eq(videoAsset.id, assetId)).limit(1);
  if (!row || row.ownerUserId !== userId) throw new AppError("not_found", "Upload not found");
  return row;
}

/**
 * The last byte arrived: the asset moves to processing and its `video_asset.upload_completed`
 * event commits with it. That row is the job's outbox (decision 031): the workers queue one
 * processing job per asset in processing, so a crash between this commit and the queueing loses
 * nothing. The size is the one storage confirmed, not the one the client declared.
 */
export async function completeVideoUpload(
  db: Db,
  input: { assetId: string; userId: string; sizeBytes: number; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    await transition(tx, videoAssetMachine, {
      id: input.assetId,
      to: "processing",
      actor: { kind: "creator", id: input.userId },
      patch: { uploadCompletedAt: now, sizeBytes: input.sizeBytes },
    });
  });
}
