import { and, eq } from "drizzle-orm";
import type { OwnPackage } from "@/contracts/packages";
import type { Executor } from "@/server/db/database";
import { creatorPackage } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { ownPackageColumns, toOwnPackage } from "./package-row";

/**
 * One of the creator's own packages. Another creator's package is "not found", never "forbidden":
 * the answer must not tell whether the id exists. `forUpdate` locks the row for the transaction.
 */
export async function getOwnPackageOrThrow(
  db: Executor,
  input: { userId: string; packageId: string; forUpdate?: boolean },
): Promise<OwnPackage> {
  const query = db
    .select(ownPackageColumns)
    .from(creatorPackage)
    .where(and(eq(creatorPackage.id, input.packageId), eq(creatorPackage.userId, input.userId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Package");
  return toOwnPackage(row);
}
