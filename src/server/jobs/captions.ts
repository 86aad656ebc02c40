import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { captionBurn, captionTrack } from "@/server/db/schema";
import { burnCaptionVideo, timeCaptionTrack } from "@/server/domain/captions/caption-work";
import { deliveryJobId } from "./dispatch-events";

/** One queue for the captions' ffmpeg work: timing a track, burning captions into a video. */
export const CAPTIONS_QUEUE = "captions";
const POLL_MS = 1000;

type CaptionJob = { kind: "timing"; trackId: string } | { kind: "burn"; burnId: string };

/**
 * The captions' worker (decision 079), on the video processing queue's pattern (decision 031):
 * a track in `timing` and a burn in `rendering` are the outbox; a poller queues one job per such
 * row and revision under an id derived from them, so a second poller queues nothing new and a
 * track started over gets a job of its own. One job at a time per process (ffmpeg is CPU-bound),
 * retried twice; the last attempt records a failure both sides see.
 */
export async function startCaptionWork(ctx: AppContext, boss: PgBoss): Promise<{ queueNow(): Promise<number>; stop(): Promise<void> }> {
  await boss.createQueue(CAPTIONS_QUEUE, {
    name: CAPTIONS_QUEUE,
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  await boss.work<CaptionJob>(CAPTIONS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
    for (const job of jobs) {
      const deps = { db: ctx.db, storage: ctx.storage };
      const options = { finalAttempt: job.retryCount >= job.retryLimit };
      const outcome =
        job.data.kind === "timing"
          ? await timeCaptionTrack(deps, job.data.trackId, options)
          : await burnCaptionVideo(deps, job.data.burnId, options);
      ctx.logger.info("caption work done", { ...job.data, outcome });
    }
  });
  const queueNow = async () => {
    const tracks = await ctx.db
      .select({ id: captionTrack.id, revision: captionTrack.revision })
      .from(captionTrack)
      .where(eq(captionTrack.status, "timing"))
      .orderBy(asc(captionTrack.updatedAt))
      .limit(20);
    const burns = await ctx.db
      .select({ id: captionBurn.id, revision: captionBurn.trackRevision, at: captionBurn.createdAt })
      .from(captionBurn)
      .where(eq(captionBurn.status, "rendering"))
      .orderBy(asc(captionBurn.createdAt))
      .limit(20);
    for (const t of tracks) {
      await boss.send(
        CAPTIONS_QUEUE,
        { kind: "timing", trackId: t.id },
        { id: deliveryJobId(`timing/${t.id}/${t.revision}`, CAPTIONS_QUEUE) },
      );
    }
    for (const b of burns) {
      // A burn asked again for the same revision (after a failure) is a new request: its time is in the id.
      await boss.send(
        CAPTIONS_QUEUE,
        { kind: "burn", burnId: b.id },
        { id: deliveryJobId(`burn/${b.id}/${b.revision}/${b.at.getTime()}`, CAPTIONS_QUEUE) },
      );
    }
    return tracks.length + burns.length;
  };
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    inFlight ??= queueNow()
      .catch((error: unknown) => ctx.logger.error("caption job queueing failed", { err: error }))
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
