import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";

/** Every public creator page (listed creators, decision 033), for sitemap.xml. */
export async function listPublicCreatorUrls(db: Executor): Promise<{ customUrl: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ customUrl: creatorProfile.customUrl, updatedAt: creatorProfile.updatedAt })
    .from(creatorProfile)
    .where(eq(creatorProfile.isListed, true))
    .orderBy(asc(creatorProfile.customUrl));
  return rows.map((r) => ({ customUrl: r.customUrl!, updatedAt: r.updatedAt }));
}
