import { asc, eq } from "drizzle-orm";
import type { BrandProfileSummary } from "@/contracts/media";
import type { Db } from "@/server/db/database";
import { brandProfile } from "@/server/db/schema";

/** The brand profiles of one buyer account, oldest first (the first one is made at onboarding). */
export async function listBrandProfiles(db: Db, buyerAccountId: string): Promise<BrandProfileSummary[]> {
  const rows = await db
    .select({ id: brandProfile.id, name: brandProfile.name, logo_url: brandProfile.logoUrl, website: brandProfile.website })
    .from(brandProfile)
    .where(eq(brandProfile.buyerAccountId, buyerAccountId))
    .orderBy(asc(brandProfile.createdAt));
  return rows;
}
