import type { AppContext } from "@/server/context";
import { deleteOrphanVideo, listOrphanVideos, removeVideoFiles } from "@/server/domain/videos/orphan-videos";

export const ORPHAN_VIDEOS_QUEUE = "orphan-videos";
/** Hourly, beside the sweep of unfinished uploads. */
export const ORPHAN_VIDEOS_CRON = "37 * * * *";
/** A video nothing points to is kept this long after its upload started (an unsent message video may still be sent). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Removes portfolio videos the creator removed and message videos never sent (decision 043):
 * first the asset row (only if still nothing points to it), then its files — original, poster,
 * thumbnail strip, preview. A file that cannot be removed is logged and left behind (a leak, never
 * a broken message). Idempotent; a run stops when a batch comes back short.
 */
export async function sweepOrphanVideos(ctx: AppContext, now = new Date()): Promise<number> {
  const startedBefore = new Date(now.getTime() - KEEP_MS);
  let removed = 0;
  for (;;) {
    const orphans = await listOrphanVideos(ctx.db, { startedBefore, limit: BATCH });
    for (const orphan of orphans) {
      if (!(await deleteOrphanVideo(ctx.db, orphan.id))) continue;
      removed += 1;
      await removeVideoFiles(ctx, orphan.keys);
    }
    if (orphans.length < BATCH) break;
  }
  return removed;
}
