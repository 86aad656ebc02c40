import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorPackage } from "@/server/db/schema";

export interface OwnPackage {
  id: string;
  title: string;
  priceCents: number;
  videos: number;
  videoLengthSeconds: number;
  turnaroundDays: number;
  isActive: boolean;
}

/** A creator's own packages, on sale first, cheapest first (Your Packages, SPEC.md §2). */
export async function listOwnPackages(db: Executor, userId: string): Promise<OwnPackage[]> {
  return db
    .select({
      id: creatorPackage.id,
      title: creatorPackage.title,
      priceCents: creatorPackage.priceCents,
      videos: creatorPackage.videos,
      videoLengthSeconds: creatorPackage.videoLengthSeconds,
      turnaroundDays: creatorPackage.turnaroundDays,
      isActive: creatorPackage.isActive,
    })
    .from(creatorPackage)
    .where(eq(creatorPackage.userId, userId))
    .orderBy(desc(creatorPackage.isActive), asc(creatorPackage.priceCents));
}
