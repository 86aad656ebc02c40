import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { idempotencyKey } from "@/server/db/schema";

/*
 * The store behind the `Idempotency-Key` header (decision 074). A key is claimed by inserting its
 * row (the unique index on caller and key is the lock), answered by writing the response into it,
 * and released when the request failed in a way a retry may fix. Rows older than the lifetime are
 * as good as absent and are swept by a worker.
 */

/** How long a stored answer is replayed. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

export interface IdempotencyRequest {
  callerRef: string;
  key: string;
  route: string;
  requestHash: string;
}

export type IdempotencyClaim =
  | { kind: "claimed"; id: string }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "in_progress" }
  | { kind: "mismatch"; reason: "route" | "body" };

const live = sql`${idempotencyKey.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`;

/**
 * Claims the key for this request, or says what an earlier request with it left: its answer (same
 * route and body), a mismatch, or that it is still running. An expired row is removed first, so
 * the key is free again after its lifetime even before the sweep.
 */
export async function claimIdempotencyKey(db: Executor, request: IdempotencyRequest): Promise<IdempotencyClaim> {
  const sameKey = and(eq(idempotencyKey.callerRef, request.callerRef), eq(idempotencyKey.key, request.key));
  await db.delete(idempotencyKey).where(and(sameKey, sql`NOT (${live})`));
  const [claimed] = await db
    .insert(idempotencyKey)
    .values(request)
    .onConflictDoNothing({ target: [idempotencyKey.callerRef, idempotencyKey.key] })
    .returning({ id: idempotencyKey.id });
  if (claimed) return { kind: "claimed", id: claimed.id };
  const [row] = await db
    .select({
      route: idempotencyKey.route,
      requestHash: idempotencyKey.requestHash,
      status: idempotencyKey.status,
      responseBody: idempotencyKey.responseBody,
    })
    .from(idempotencyKey)
    .where(sameKey)
    .limit(1);
  // Released between our insert and this read: the caller tries again.
  if (!row) return { kind: "in_progress" };
  if (row.route !== request.route) return { kind: "mismatch", reason: "route" };
  if (row.requestHash !== request.requestHash) return { kind: "mismatch", reason: "body" };
  if (row.status === null) return { kind: "in_progress" };
  return { kind: "replay", status: row.status, body: row.responseBody };
}

/** Stores the answer of the request that holds the claim. */
export async function completeIdempotencyKey(db: Executor, id: string, response: { status: number; body: unknown }): Promise<void> {
  await db.update(idempotencyKey).set({ status: response.status, responseBody: response.body }).where(eq(idempotencyKey.id, id));
}

/** Frees the key (the request failed before it could change anything, or may succeed on a retry). */
export async function releaseIdempotencyKey(db: Executor, id: string): Promise<void> {
  await db.delete(idempotencyKey).where(eq(idempotencyKey.id, id));
}

/** Removes the rows past their lifetime; returns how many. */
export async function sweepIdempotencyKeys(db: Executor): Promise<number> {
  const removed = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`))
    .returning({ id: idempotencyKey.id });
  return removed.length;
}
