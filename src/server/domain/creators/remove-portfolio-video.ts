import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { creatorPortfolioVideo } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { lockPortfolio } from "./portfolio-videos";

/**
 * Takes a video off the creator's portfolio (any state: a failed one, or one still uploading). Only
 * the row goes: the asset stays, visible to its owner and admins only, so removing never races
 * the processing job. Someone else's video, or one not in the portfolio, is a 404.
 */
export async function removePortfolioVideo(db: Db, input: { userId: string; assetId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPortfolio(tx, input.userId);
    const removed = await tx
      .delete(creatorPortfolioVideo)
      .where(and(eq(creatorPortfolioVideo.creatorUserId, input.userId), eq(creatorPortfolioVideo.assetId, input.assetId)))
      .returning({ assetId: creatorPortfolioVideo.assetId });
    if (removed.length === 0) throw notFound("Portfolio video");
  });
}
