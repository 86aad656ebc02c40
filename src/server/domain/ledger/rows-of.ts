import type { SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/database";

/** The rows of a raw query: node-postgres and PGlite both answer with `{ rows }`. */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}
