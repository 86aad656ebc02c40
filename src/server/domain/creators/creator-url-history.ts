import { and, eq, gt, ne } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorProfile, creatorUrlHistory } from "@/server/db/schema";

/**
 * Where an old custom URL now points (decision 033): the creator's current slug while the old one
 * is younger than 90 days, else null. The target may itself be unlisted; its page decides that.
 */
export async function findCreatorUrlRedirect(db: Executor, slug: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ customUrl: creatorProfile.customUrl })
    .from(creatorUrlHistory)
    .innerJoin(creatorProfile, eq(creatorProfile.userId, creatorUrlHistory.userId))
    .where(and(eq(creatorUrlHistory.slug, slug.trim().toLowerCase()), gt(creatorUrlHistory.expiresAt, now)))
    .limit(1);
  return row?.customUrl && row.customUrl !== slug ? row.customUrl : null;
}

/** True when `slug` is another creator's old URL that still redirects, so nobody else may take it yet. */
export async function isSlugReservedForOther(db: Executor, slug: string, userId: string | null, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ one: creatorUrlHistory.slug })
    .from(creatorUrlHistory)
    .where(
      and(
        eq(creatorUrlHistory.slug, slug),
        gt(creatorUrlHistory.expiresAt, now),
        userId ? ne(creatorUrlHistory.userId, userId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}
