import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Client as PgClient } from "pg";
import { DB_CASING, type DatabaseHandle, type Db } from "./database";
import * as schema from "./schema";

export type DatabaseOptions =
  { kind: "postgres"; url: string; maxConnections?: number } | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (docs/architecture.md).
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
    const db: Db = drizzle({ client: pool, schema, casing: DB_CASING });
    const listeners = createPgListener(options.url);
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
      listen: (channel, onPayload) => listeners.listen(channel, onPayload),
      // node-postgres reads no types in advance: an array parameter is sent as an array literal.
      schemaChanged: () => Promise.resolve(),
      close: async () => {
        await listeners.close();
        await pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir) : undefined,
    loadDataDir: options.loadDataDir,
  });
  const db: Db = drizzle({ client, schema, casing: DB_CASING });
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
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    schemaChanged: () => client.refreshArrayTypes(),
    close: () => client.close(),
  };
}

/**
 * One dedicated connection (outside the pool: a pooled client cannot hold LISTEN) opened on first
 * use, carrying every channel of this process. A lost connection is reopened after a second and
 * LISTENs again; notifications sent while it was down are lost, which is why the SSE stream replays
 * from the domain_event table on reconnect (Last-Event-ID).
 */
function createPgListener(url: string) {
  const callbacks = new Map<string, Set<(payload: string) => void>>();
  let client: PgClient | null = null;
  let connecting: Promise<PgClient> | null = null;
  let closed = false;

  async function connect(): Promise<PgClient> {
    const { Client } = await import("pg");
    const next = new Client({ connectionString: url });
    next.on("notification", (msg) => {
      for (const cb of callbacks.get(msg.channel) ?? []) cb(msg.payload ?? "");
    });
    next.on("error", () => {
      client = null;
      connecting = null;
      void next.end().catch(() => undefined);
      if (!closed && callbacks.size > 0) setTimeout(() => void ensure().catch(() => undefined), 1000);
    });
    await next.connect();
    for (const channel of callbacks.keys()) await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
    return next;
  }
  const ensure = () => {
    if (client) return Promise.resolve(client);
    connecting ??= connect();
    return connecting;
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const first = !callbacks.has(channel);
      const set = callbacks.get(channel) ?? new Set();
      set.add(onPayload);
      callbacks.set(channel, set);
      const c = await ensure();
      if (first) await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          callbacks.delete(channel);
          await client?.query(`UNLISTEN "${channel.replace(/"/g, '""')}"`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
