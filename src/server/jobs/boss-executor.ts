import type { AppContext } from "@/server/context";
import type { Logger } from "@/server/logger";

/**
 * The SQL executor pg-boss runs on: the product's own database handle (the pool on PostgreSQL, the
 * single connection on PGlite), with two guards pg-boss needs.
 *
 * pg-boss completes or fails a worker's finished batch without awaiting the query (its `work`
 * callback calls `complete(...)` and moves on). A failure of that query would reject unhandled and
 * end the process, so a failed completion is logged instead: the job stays active, expires and is
 * retried, and every handler here is idempotent. Those commands all end by counting their results.
 *
 * For the same reason `stop()` of the runner waits for the queries still in flight (`drain`)
 * before the caller may close the database.
 */
const COMPLETION_COMMAND = /SELECT COUNT\(\*\) FROM results\s*$/;

export interface BossExecutor {
  executeSql(this: void, text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves once every query started so far has settled. */
  drain(this: void): Promise<void>;
}

export function bossExecutor(database: AppContext["database"], logger: Logger): BossExecutor {
  const inFlight = new Set<Promise<unknown>>();
  // pg-boss sends its schema set-up as one multi-statement script without parameters, which
  // PGlite's extended-protocol `query` refuses: such scripts go through the handle's `exec`.
  const run = (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> =>
    values && values.length > 0 ? database.executeSql(text, values) : database.exec(text);

  return {
    executeSql(text, values) {
      const query = run(text, values).catch((error: unknown) => {
        if (!COMPLETION_COMMAND.test(text)) throw error;
        logger.error("job completion failed; the job will expire and be retried", { err: error });
        return { rows: [{ count: 0 }] };
      });
      inFlight.add(query);
      void query.finally(() => inFlight.delete(query)).catch(() => undefined);
      return query;
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
