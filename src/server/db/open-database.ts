import path from "node:path";
import { mkdirSync } from "node:fs";
import type { DatabaseHandle, Db } from "./database";
import * as schema from "./schema";

export type DatabaseOptions =
  { kind: "postgres"; url: string; maxConnections?: number } | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (ENGINEERING.md §1).
 * Drivers are imported lazily so that a PostgreSQL deployment never loads the WASM build.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const pool = new Pool({ connectionString: options.url, max: options.maxConnections ?? 20 });
    // An idle client losing its connection (a server restart, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
    pool.on("error", (error) => {
      if ((error as { code?: string }).code !== "57P01") console.error("database connection error", error);
    });
    const db: Db = drizzle({ client: pool, schema, casing: "snake_case" });
    return {
      db,
      kind: "postgres",
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        return { rows: result.rows };
      },
      exec: async (script) => {
        // Without parameters node-postgres uses the simple protocol, which runs several statements.
        const result = (await pool.query(script)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
        return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir) : undefined,
    loadDataDir: options.loadDataDir,
  });
  const db: Db = drizzle({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    executeSql: async (text, values) => {
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    exec: async (script) => {
      const results = await client.exec(script);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}
