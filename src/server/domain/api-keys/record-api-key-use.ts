import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { apiKey, rateLimit } from "@/server/db/schema";
import { rowsOf } from "../ledger/rows-of";

/** Requests one key may make per window (decision 071). */
export const API_KEY_REQUESTS_PER_WINDOW = 600;
export const API_KEY_WINDOW_SECONDS = 60;

export interface ApiKeyQuota {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  exceeded: boolean;
}

/**
 * Counts one request of a key in a fixed window kept in the shared `rate_limit` table (the one
 * Better Auth keeps its counters in, under a key of our own), so the limit holds across processes.
 * One upsert per request; `last_request` holds the window's start.
 */
export async function countApiKeyRequest(
  db: Executor,
  keyId: string,
  now: number,
  limit = API_KEY_REQUESTS_PER_WINDOW,
): Promise<ApiKeyQuota> {
  const windowMs = API_KEY_WINDOW_SECONDS * 1000;
  const windowStart = now - (now % windowMs);
  const key = `api-key:${keyId}`;
  const [row] = await rowsOf<{ count: number; last_request: string | number }>(
    db,
    sql`insert into ${rateLimit} (id, key, count, last_request) values (${key}, ${key}, 1, ${windowStart})
      on conflict (key) do update set
        count = case when ${rateLimit}.last_request < ${windowStart} then 1 else ${rateLimit}.count + 1 end,
        last_request = greatest(${rateLimit}.last_request, ${windowStart})
      returning count, last_request`,
  );
  const count = Number(row!.count);
  const resetSeconds = Math.max(1, Math.ceil((Number(row!.last_request) + windowMs - now) / 1000));
  return { limit, remaining: Math.max(0, limit - count), resetSeconds, exceeded: count > limit };
}

/** Writes when and from where a key was last used; a no-op when that was under a minute ago. */
export async function recordApiKeyUse(db: Executor, input: { keyId: string; ip: string | null; at: Date }): Promise<void> {
  await db.execute(
    sql`update ${apiKey} set last_used_at = ${input.at}, last_used_ip = ${input.ip}
      where id = ${input.keyId} and (last_used_at is null or last_used_at < ${new Date(input.at.getTime() - 60_000)})`,
  );
}
