import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";

/** The countries that at least one listed creator (decision 033) lists, for the directory's country filter. */
export async function listDirectoryCountries(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: creatorProfile.country })
    .from(creatorProfile)
    .where(and(eq(creatorProfile.isListed, true), isNotNull(creatorProfile.country)))
    .orderBy(asc(creatorProfile.country));
  return rows.map((r) => r.country!).filter(Boolean);
}
