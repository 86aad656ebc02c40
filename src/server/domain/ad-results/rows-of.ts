import type { SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/database";

/** The rows of a raw statement, whichever driver (pg or PGlite) ran it. */
export async function rowsOf<T = Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
