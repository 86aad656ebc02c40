import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { creatorPortfolioVideo } from "@/server/db/schema";
import type { MediaDeps } from "@/server/domain/media/media-deps";
import { deleteFinishedOrphanVideo, removeVideoFiles } from "@/server/domain/videos/orphan-videos";
import { notFound } from "@/server/errors";
import { lockPortfolio } from "./portfolio-videos";

/**
 * Takes a video off the creator's portfolio (any state: a failed one, or one still uploading).
 * A ready or failed video is deleted with its files before the answer, so a signed URL handed out
 * earlier (the public page's player) stops serving it at once. One still uploading or processing
 * keeps its asset until the job is done with it (deleting it under the job would leave its files
 * behind); it is nobody else's to stream, and the orphan sweep deletes it later (decision 043).
 * Someone else's video, or one not in the portfolio, is a 404.
 */
export async function removePortfolioVideo(db: Db, deps: MediaDeps, input: { userId: string; assetId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPortfolio(tx, input.userId);
    const removed = await tx
      .delete(creatorPortfolioVideo)
      .where(and(eq(creatorPortfolioVideo.creatorUserId, input.userId), eq(creatorPortfolioVideo.assetId, input.assetId)))
      .returning({ assetId: creatorPortfolioVideo.assetId });
    if (removed.length === 0) throw notFound("Portfolio video");
  });
  const keys = await deleteFinishedOrphanVideo(db, input.assetId);
  if (keys) await removeVideoFiles(deps, keys);
}
