import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { eventually } from "./eventually";

export interface QueueState {
  /** Domain events the dispatcher has not handed to their consumers yet. */
  undispatched: number;
  /** pg-boss jobs of the named queues that are still to run or running (created, retry, active). */
  pending: number;
  /** pg-boss jobs of the named queues that finished. */
  completed: number;
}

/**
 * Where the event machinery stands, read from the database every process shares. A test that
 * wants to show that something did NOT happen (no second delivery, no second run) waits for
 * `undispatched === 0 && pending === 0` instead of sleeping: once nothing is queued or running,
 * nothing more can happen, so the assertion that follows cannot pass merely by being early.
 */
export async function queueState(db: Db, queueNamePattern = "event-consumer-%"): Promise<QueueState> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM domain_event WHERE dispatched_at IS NULL) AS undispatched,
      (SELECT count(*)::int FROM pgboss.job WHERE name LIKE ${queueNamePattern} AND state IN ('created', 'retry', 'active')) AS pending,
      (SELECT count(*)::int FROM pgboss.job WHERE name LIKE ${queueNamePattern} AND state = 'completed') AS completed`);
  return (result as { rows: QueueState[] }).rows[0]!;
}

/** Waits until every event is dispatched and no job of the named queues waits or runs. */
export async function drainQueues(db: Db, queueNamePattern = "event-consumer-%", ms = 30_000): Promise<QueueState> {
  return eventually(
    () => queueState(db, queueNamePattern),
    (state) => state.undispatched === 0 && state.pending === 0,
    { what: `queues ${queueNamePattern} to drain`, within: ms, every: 50 },
  );
}
