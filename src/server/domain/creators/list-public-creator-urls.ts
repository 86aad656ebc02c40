import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorProfile, user } from "@/server/db/schema";

/** Every public creator page, for sitemap.xml. */
export async function listPublicCreatorUrls(db: Executor): Promise<{ customUrl: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ customUrl: creatorProfile.customUrl, updatedAt: creatorProfile.updatedAt })
    .from(creatorProfile)
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .where(and(isNotNull(creatorProfile.customUrl), sql`'creator' = any(${user.types})`, sql`${user.banned} is not true`))
    .orderBy(asc(creatorProfile.customUrl));
  return rows.map((r) => ({ customUrl: r.customUrl!, updatedAt: r.updatedAt }));
}
