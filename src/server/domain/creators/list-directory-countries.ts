import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorProfile, user } from "@/server/db/schema";

/** The countries that at least one public creator lists, for the directory's country filter. */
export async function listDirectoryCountries(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: creatorProfile.country })
    .from(creatorProfile)
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .where(
      and(
        isNotNull(creatorProfile.customUrl),
        isNotNull(creatorProfile.country),
        sql`'creator' = any(${user.types})`,
        sql`${user.banned} is not true`,
      ),
    )
    .orderBy(asc(creatorProfile.country));
  return rows.map((r) => r.country!).filter(Boolean);
}
