import type { Executor } from "@/server/db/database";

/**
 * Whether any order was ever placed for this package: such a package is archived instead of
 * deleted, so the orders keep what was bought (issue 12 §1).
 *
 * The order table arrives with the `orders` branch; until it is merged no package can have been
 * ordered. Wire the look-up here (one `exists` on order.package_id) and nowhere else.
 */
export function wasPackageOrdered(_db: Executor, _packageId: string): Promise<boolean> {
  return Promise.resolve(false);
}
