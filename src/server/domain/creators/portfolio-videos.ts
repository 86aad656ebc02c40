import { and, asc, count, eq, sql } from "drizzle-orm";
import { MAX_PORTFOLIO_VIDEOS, type Portfolio, type PublicPortfolioVideo } from "@/contracts/portfolio";
import type { Executor, Tx } from "@/server/db/database";
import { creatorPortfolioVideo, videoAsset } from "@/server/db/schema";
import { videoViewOf } from "@/server/domain/videos/video-view";
import { AppError } from "@/server/errors";

/*
 * A creator's portfolio videos (decision 042). A row joins the portfolio when its
 * upload is created (purpose `portfolio`), so the editor shows it uploading and processing; the
 * public page shows only the ready ones. Every change of one creator's portfolio takes the same
 * transaction-scoped advisory lock, so two tabs (or two uploads started at once) can neither pass
 * the limit nor give two videos one position.
 */

export async function lockPortfolio(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portfolio:${userId}`}))`);
}

const full = () =>
  new AppError("limit_reached", `You have ${MAX_PORTFOLIO_VIDEOS} portfolio videos. Remove one to add another.`, {
    purpose: `At most ${MAX_PORTFOLIO_VIDEOS} portfolio videos`,
  });

async function countOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creatorPortfolioVideo).where(eq(creatorPortfolioVideo.creatorUserId, userId));
  return row?.n ?? 0;
}

/** Refuses a new portfolio upload early (before any byte) when the portfolio is full; attachPortfolioVideo checks again under the lock. */
export async function assertPortfolioHasRoom(db: Executor, userId: string): Promise<void> {
  if ((await countOf(db, userId)) >= MAX_PORTFOLIO_VIDEOS) throw full();
}

/** Adds a just-created upload at the end of the creator's portfolio, inside the upload's own transaction. */
export async function attachPortfolioVideo(tx: Tx, input: { userId: string; assetId: string }): Promise<void> {
  await lockPortfolio(tx, input.userId);
  const n = await countOf(tx, input.userId);
  if (n >= MAX_PORTFOLIO_VIDEOS) throw full();
  const [last] = await tx
    .select({ max: sql<number | null>`max(${creatorPortfolioVideo.position})` })
    .from(creatorPortfolioVideo)
    .where(eq(creatorPortfolioVideo.creatorUserId, input.userId));
  const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  await tx.insert(creatorPortfolioVideo).values({ assetId: input.assetId, creatorUserId: input.userId, position });
}

async function rowsOf(db: Executor, userId: string) {
  return db
    .select({ entry: creatorPortfolioVideo, asset: videoAsset })
    .from(creatorPortfolioVideo)
    .innerJoin(videoAsset, eq(videoAsset.id, creatorPortfolioVideo.assetId))
    .where(eq(creatorPortfolioVideo.creatorUserId, userId))
    .orderBy(asc(creatorPortfolioVideo.position), asc(creatorPortfolioVideo.createdAt));
}

/** The creator's own portfolio, every state, in their order (positions renumbered 0…n-1 for the page). */
export async function listOwnPortfolio(db: Executor, userId: string): Promise<Portfolio> {
  const rows = await rowsOf(db, userId);
  return {
    max: MAX_PORTFOLIO_VIDEOS,
    videos: rows.map(({ entry, asset }, i) => ({
      ...videoViewOf(asset),
      position: i,
      originalName: asset.originalName,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** What the public page shows: ready videos only, in the creator's order. The caller checked the profile is listed. */
export async function listPublicPortfolioVideos(db: Executor, userId: string): Promise<PublicPortfolioVideo[]> {
  const rows = await db
    .select({ asset: videoAsset })
    .from(creatorPortfolioVideo)
    .innerJoin(videoAsset, eq(videoAsset.id, creatorPortfolioVideo.assetId))
    .where(and(eq(creatorPortfolioVideo.creatorUserId, userId), eq(videoAsset.status, "ready")))
    .orderBy(asc(creatorPortfolioVideo.position), asc(creatorPortfolioVideo.createdAt));
  return rows.map(({ asset }) => {
    const view = videoViewOf(asset);
    return {
      assetId: view.assetId,
      durationMs: view.durationMs,
      width: view.width,
      height: view.height,
      posterUrl: view.posterUrl,
      playbackUrl: view.playbackUrl!,
    };
  });
}
