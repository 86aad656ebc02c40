import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { renditionCaptionFilters } from "@/server/domain/renditions/captioned-renditions";
import { dueRenditions, renderRendition, MAX_ATTEMPTS, STALE_CLAIM_MS } from "@/server/domain/renditions/render-rendition";
import { deliveryJobId } from "./dispatch-events";

export const RENDITIONS_QUEUE = "video-renditions";
/** How often the workers look for queued renditions. */
const POLL_MS = 2000;

/**
 * The rendition queue (decision 078), built as the video processing queue (decision 031): the
 * queued `video_rendition` rows are the outbox; a poller sends one pg-boss job per row and
 * generation under an id derived from them, so a second poller queues nothing new. Each job claims
 * its row by a conditional update before rendering, so several workers never render one row twice.
 * One job at a time per process (ffmpeg is CPU-bound), retried; the last try fails the row with a
 * reason the brand sees.
 */
export async function startRenditionJobs(ctx: AppContext, boss: PgBoss): Promise<{ queueNow(): Promise<number>; stop(): Promise<void> }> {
  await boss.createQueue(RENDITIONS_QUEUE, {
    name: RENDITIONS_QUEUE,
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: STALE_CLAIM_MS / 1000,
  });
  await boss.work<{ renditionId: string }>(
    RENDITIONS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const outcome = await renderRendition(
          { db: ctx.db, storage: ctx.storage, captionFilters: renditionCaptionFilters(ctx.db) },
          job.data.renditionId,
          {
            finalAttempt: job.retryCount >= job.retryLimit,
          },
        );
        ctx.logger.info("rendition rendered", { renditionId: job.data.renditionId, outcome });
      }
    },
  );
  const queueNow = async () => {
    const due = await dueRenditions(ctx.db);
    for (const { id, jobKey } of due) {
      await boss.send(RENDITIONS_QUEUE, { renditionId: id }, { id: deliveryJobId(jobKey, RENDITIONS_QUEUE) });
    }
    return due.length;
  };
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    inFlight ??= queueNow()
      .catch((error: unknown) => ctx.logger.error("rendition job queueing failed", { err: error }))
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
