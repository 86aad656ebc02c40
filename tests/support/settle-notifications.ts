import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { SESSION_CHANGE_CHANNEL } from "@/server/auth/session-cache";

/**
 * Waits until every session-change notification committed so far has reached this process's
 * session cache. On PostgreSQL a NOTIFY arrives on the listening connection a moment after its
 * commit, and notifications arrive in commit order on that one connection: once a marker sent now
 * comes back, the earlier ones (a sign-up's, an update's) have cleared what they clear.
 */
export async function settleSessionNotifications(ctx: AppContext): Promise<void> {
  const marker = `settle-${randomUUID()}`;
  let arrived!: () => void;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  const unlisten = await ctx.database.listen(SESSION_CHANGE_CHANNEL, (payload) => {
    if (payload === marker) arrived();
  });
  try {
    await ctx.db.execute(sql`select pg_notify(${SESSION_CHANGE_CHANNEL}, ${marker})`);
    await seen;
  } finally {
    await unlisten();
  }
}
