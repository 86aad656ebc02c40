import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { marketOrder } from "@/server/db/schema";

/**
 * Whether any order was ever placed for this package: such a package is archived instead of
 * deleted, so the orders keep what was bought. Called with the package row locked
 * FOR UPDATE (delete-package.ts): an order being inserted holds a key-share lock on it through
 * its foreign key, so the two serialize and an order committed first is always seen here.
 */
export async function wasPackageOrdered(db: Executor, packageId: string): Promise<boolean> {
  const [row] = await db.select({ id: marketOrder.id }).from(marketOrder).where(eq(marketOrder.packageId, packageId)).limit(1);
  return row !== undefined;
}
