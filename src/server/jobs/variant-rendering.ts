import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { videoVariant } from "@/server/db/schema";
import { renderVariant, VARIANT_RENDER_QUEUE } from "@/server/domain/variants/render-variant";
import { deliveryJobId } from "./dispatch-events";

const POLL_MS = 1000;

/**
 * The variant render queue (decision 080), built like video processing (decision 031): a variant
 * row in `queued` is the outbox; this poller queues one pg-boss job per such variant under an id
 * derived from it, so pollers in several processes queue it once. One render at a time per
 * process (ffmpeg is CPU-bound), retried twice; the last attempt fails the variant with a reason.
 */
export async function startVariantRendering(
  ctx: AppContext,
  boss: PgBoss,
): Promise<{ queueNow(): Promise<number>; stop(): Promise<void> }> {
  await boss.createQueue(VARIANT_RENDER_QUEUE, {
    name: VARIANT_RENDER_QUEUE,
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  await boss.work<{ variantId: string }>(
    VARIANT_RENDER_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const outcome = await renderVariant({ db: ctx.db, storage: ctx.storage }, job.data.variantId, {
          finalAttempt: job.retryCount >= job.retryLimit,
        });
        ctx.logger.info("variant rendered", { variantId: job.data.variantId, outcome });
      }
    },
  );
  const queueNow = async () => {
    const due = await ctx.db
      .select({ id: videoVariant.id })
      .from(videoVariant)
      .where(eq(videoVariant.status, "queued"))
      .orderBy(asc(videoVariant.createdAt))
      .limit(50);
    for (const { id } of due) {
      await boss.send(VARIANT_RENDER_QUEUE, { variantId: id }, { id: deliveryJobId(id, VARIANT_RENDER_QUEUE) });
    }
    return due.length;
  };
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    inFlight ??= queueNow()
      .catch((error: unknown) => ctx.logger.error("variant job queueing failed", { err: error }))
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
