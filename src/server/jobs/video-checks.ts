import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { uncheckedDeliveries } from "@/server/domain/video-checks/check-report";
import { measureVideoAsset, VIDEO_CHECKS_QUEUE } from "@/server/domain/video-checks/measure-video-asset";
import { deliveryJobId } from "./dispatch-events";

const POLL_MS = 1000;

/**
 * The checks queue (decision 076), shaped like the processing queue: a ready order delivery
 * without a `video_check` row is the outbox, and this poller queues one job per such asset under
 * an id derived from it, so pollers in several processes queue it once. One job at a time per
 * process (ffmpeg is CPU-bound; a job runs two ffmpeg passes at once), retried twice; the last
 * attempt stores a failed check so the creator is not stuck waiting for a report.
 */
export async function startVideoChecks(ctx: AppContext, boss: PgBoss): Promise<{ queueNow(): Promise<number>; stop(): Promise<void> }> {
  await boss.createQueue(VIDEO_CHECKS_QUEUE, {
    name: VIDEO_CHECKS_QUEUE,
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  await boss.work<{ assetId: string }>(
    VIDEO_CHECKS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const outcome = await measureVideoAsset({ db: ctx.db, storage: ctx.storage }, job.data.assetId, {
          finalAttempt: job.retryCount >= job.retryLimit,
        });
        ctx.logger.info("video checked", { assetId: job.data.assetId, outcome });
      }
    },
  );
  const queueNow = async () => {
    const due = await uncheckedDeliveries(ctx.db, 50);
    for (const id of due) await boss.send(VIDEO_CHECKS_QUEUE, { assetId: id }, { id: deliveryJobId(id, VIDEO_CHECKS_QUEUE) });
    return due.length;
  };
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    inFlight ??= queueNow()
      .catch((error: unknown) => ctx.logger.error("video check queueing failed", { err: error }))
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
