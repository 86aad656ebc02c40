import type { PGlite } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";
import type { DatabaseHandle } from "@/server/db/database";

/**
 * Counts the statements a database handle sends, at the driver: every `query`/`exec` of PGlite
 * (outside and inside transactions) and every query of a pooled PostgreSQL client or the pool.
 * `record(fn)` runs `fn` and returns the statements sent while it ran.
 */
export interface QueryCounter {
  record<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

export function countQueries(handle: DatabaseHandle): QueryCounter {
  let recorded: string[] | null = null;
  const note = (q: unknown) => {
    recorded?.push(typeof q === "string" ? q : String((q as { text?: string }).text ?? q));
  };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === "postgres") {
    const pool = client as Pool;
    const wrapped = new WeakSet<PoolClient>();
    const wrap = (c: PoolClient) => {
      if (wrapped.has(c)) return c;
      wrapped.add(c);
      const query = c.query.bind(c) as (...args: unknown[]) => unknown;
      (c as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        note(args[0]);
        return query(...args);
      };
      return c;
    };
    type Connected = (error: Error | undefined, c: PoolClient | undefined, done: (release?: unknown) => void) => void;
    const connect = pool.connect.bind(pool) as (callback?: Connected) => Promise<PoolClient> | undefined;
    // pool.query checks a client out through connect(callback); transactions call connect().
    (pool as unknown as { connect: typeof connect }).connect = (callback) =>
      callback ? connect((error, c, done) => callback(error, c && wrap(c), done)) : connect()!.then(wrap);
  } else {
    const pglite = client as PGlite;
    for (const method of ["query", "exec"] as const) {
      const original = (pglite[method] as (...args: unknown[]) => unknown).bind(pglite);
      (pglite as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        note(args[0]);
        return original(...args);
      };
    }
    const begin = pglite.transaction.bind(pglite);
    pglite.transaction = ((callback: (tx: Parameters<Parameters<PGlite["transaction"]>[0]>[0]) => Promise<unknown>) =>
      begin((tx) => {
        for (const method of ["query", "exec"] as const) {
          const original = (tx[method] as (...args: unknown[]) => unknown).bind(tx);
          (tx as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
            note(args[0]);
            return original(...args);
          };
        }
        return callback(tx);
      })) as PGlite["transaction"];
  }
  return {
    async record(fn) {
      recorded = [];
      try {
        const result = await fn();
        return { result, statements: recorded };
      } finally {
        recorded = null;
      }
    },
  };
}
