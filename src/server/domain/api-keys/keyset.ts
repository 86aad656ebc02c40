import { sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { CursorKey } from "@/contracts/envelope";

/*
 * The keyset of cursor pagination (decision 074): rows newest first by creation time truncated to
 * the millisecond (what a cursor carries, as JavaScript dates do) and then by id, a total order
 * that rows inserted later cannot disturb. `after` is the last row of the previous page. The
 * columns are drizzle columns, or `sql` fragments naming them in a hand-written query (an alias).
 */

type KeysetColumn = AnyColumn | SQL;

export const keysetAt = (createdAt: KeysetColumn) => sql`date_trunc('milliseconds', ${createdAt})`;

/** Rows strictly after `after` in the keyset order (undefined on the first page); placeholders for a prepared statement. */
export function keysetAfter(
  createdAt: KeysetColumn,
  id: KeysetColumn,
  after: CursorKey | { [K in keyof CursorKey]: Placeholder } | undefined,
): SQL | undefined {
  if (!after) return undefined;
  return sql`(${keysetAt(createdAt)}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** ORDER BY of the keyset. */
export const keysetOrder = (createdAt: KeysetColumn, id: KeysetColumn): SQL[] => [sql`${keysetAt(createdAt)} DESC`, sql`${id} DESC`];
