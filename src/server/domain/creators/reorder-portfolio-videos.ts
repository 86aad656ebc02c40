import { and, eq } from "drizzle-orm";
import type { PortfolioOrderInput } from "@/contracts/portfolio";
import type { Db } from "@/server/db/database";
import { creatorPortfolioVideo } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { lockPortfolio } from "./portfolio-videos";

/**
 * Puts the creator's portfolio videos in a new order: `assetIds` must name every one of them once
 * (a permutation of what is stored, read under the portfolio lock), else 400 and nothing moves —
 * so a tab showing an old list cannot drop a video uploaded meanwhile from the order.
 */
export async function reorderPortfolioVideos(db: Db, input: { userId: string; assetIds: PortfolioOrderInput["assetIds"] }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPortfolio(tx, input.userId);
    const rows = await tx
      .select({ assetId: creatorPortfolioVideo.assetId })
      .from(creatorPortfolioVideo)
      .where(eq(creatorPortfolioVideo.creatorUserId, input.userId));
    const stored = new Set(rows.map((r) => r.assetId));
    if (rows.length !== input.assetIds.length || input.assetIds.some((id) => !stored.has(id))) {
      throw new AppError("validation_error", "assetIds: List every one of your portfolio videos once, in the new order", {
        assetIds: "List every one of your portfolio videos once, in the new order",
      });
    }
    for (const [position, assetId] of input.assetIds.entries()) {
      await tx
        .update(creatorPortfolioVideo)
        .set({ position })
        .where(and(eq(creatorPortfolioVideo.creatorUserId, input.userId), eq(creatorPortfolioVideo.assetId, assetId)));
    }
  });
}
