import { asc, eq, sql } from "drizzle-orm";
import type { OwnPackage } from "@/contracts/packages";
import type { Executor } from "@/server/db/database";
import { creatorPackage } from "@/server/db/schema";
import { ownPackageColumns, toOwnPackage } from "./package-row";

/**
 * A creator's own packages ("Your Packages", docs/product/screens-and-navigation.md): in the creator's order, archived ones
 * last (they are shown apart, read-only).
 */
export async function listOwnPackages(db: Executor, userId: string): Promise<OwnPackage[]> {
  const rows = await db
    .select(ownPackageColumns)
    .from(creatorPackage)
    .where(eq(creatorPackage.userId, userId))
    .orderBy(
      sql`${creatorPackage.archivedAt} IS NOT NULL`,
      asc(creatorPackage.position),
      asc(creatorPackage.createdAt),
      asc(creatorPackage.id),
    );
  return rows.map(toOwnPackage);
}
