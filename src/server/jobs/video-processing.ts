import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { videoAsset } from "@/server/db/schema";
import { VIDEO_PROCESSING_QUEUE } from "@/server/domain/videos/complete-video-upload";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { deliveryJobId } from "./dispatch-events";

/** How often the workers look for assets that finished uploading. */
const POLL_MS = 1000;

/**
 * The video processing queue (decision 031). The asset row in `processing` is the outbox: it
 * commits with the upload's last byte, and this poller queues one pg-boss job per such asset under
 * an id derived from the asset, so a second poller, or one that runs again before the job is done,
 * queues nothing new. Jobs run one at a time per process (ffmpeg is CPU-bound), retried twice; the
 * last attempt fails the asset with a reason the creator sees instead of leaving it processing.
 */
export async function startVideoProcessing(ctx: AppContext, boss: PgBoss): Promise<{ queueNow(): Promise<number>; stop(): Promise<void> }> {
  await boss.createQueue(VIDEO_PROCESSING_QUEUE, {
    name: VIDEO_PROCESSING_QUEUE,
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 2 * 60 * 60,
  });
  await boss.work<{ assetId: string }>(
    VIDEO_PROCESSING_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const outcome = await processVideoAsset({ db: ctx.db, storage: ctx.storage }, job.data.assetId, {
          finalAttempt: job.retryCount >= job.retryLimit,
        });
        ctx.logger.info("video processed", { assetId: job.data.assetId, outcome });
      }
    },
  );
  const queueNow = async () => {
    const due = await ctx.db
      .select({ id: videoAsset.id })
      .from(videoAsset)
      .where(eq(videoAsset.status, "processing"))
      .orderBy(asc(videoAsset.uploadCompletedAt))
      .limit(50);
    for (const { id } of due) {
      await boss.send(VIDEO_PROCESSING_QUEUE, { assetId: id }, { id: deliveryJobId(id, VIDEO_PROCESSING_QUEUE) });
    }
    return due.length;
  };
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    inFlight ??= queueNow()
      .catch((error: unknown) => ctx.logger.error("video job queueing failed", { err: error }))
      .finally(() => (inFlight = null));
  }, POLL_MS);
  return {
    queueNow,
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
