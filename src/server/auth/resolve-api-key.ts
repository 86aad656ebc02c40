import type { AppContext } from "@/server/context";
import type { DatabaseHandle } from "@/server/db/database";
import { hashApiKeySecret } from "@/server/domain/api-keys/api-key-secret";
import { findApiKeyCaller, type ApiKeyCaller } from "@/server/domain/api-keys/find-api-key-caller";
import { recordApiKeyUse } from "@/server/domain/api-keys/record-api-key-use";
import { SessionCache } from "./session-cache";

/** The channel the `api_key` triggers announce a changed or deleted key's id on (migration 0032). */
export const API_KEY_CHANGE_CHANNEL = "api_key_change";

const caches = new WeakMap<DatabaseHandle, SessionCache<ApiKeyCaller>>();

/**
 * This process's cache of resolved keys, by secret hash, for the same few seconds as sessions
 * (decision 064). It stores nothing until its LISTEN on `api_key_change` is in place, so a key
 * revoked through another process is dropped here when that revocation commits (decision 071).
 */
export function apiKeyCacheOf(database: DatabaseHandle): SessionCache<ApiKeyCaller> {
  let cache = caches.get(database);
  if (!cache) {
    const created = new SessionCache<ApiKeyCaller>();
    cache = created;
    caches.set(database, created);
    database
      .listen(API_KEY_CHANGE_CHANNEL, (keyId) => created.clearUser(keyId))
      .then(() => {
        created.enabled = true;
      })
      .catch(() => {
        created.enabled = false;
        created.clearAll();
      });
  }
  return cache;
}

/** When this process last wrote each key's `last_used_at`: at most one write a minute per key. */
const lastWritten = new WeakMap<DatabaseHandle, Map<string, number>>();

/**
 * An API key secret to its caller: this process's cache, else one indexed statement. Expiry is
 * checked on every request, cached or not. Null for an unknown, revoked or expired key.
 */
export async function resolveApiKey(
  ctx: Pick<AppContext, "db" | "database">,
  secret: string,
  client: { ip: string | null },
): Promise<ApiKeyCaller | null> {
  const hash = hashApiKeySecret(secret);
  const cache = apiKeyCacheOf(ctx.database);
  const now = Date.now();
  let found = cache.get(hash) ?? null;
  if (!found) {
    const generation = cache.begin();
    found = await findApiKeyCaller(ctx.db, hash, now);
    if (found) cache.set(hash, found, { userId: found.keyId, impersonatedBy: null }, generation);
  }
  if (!found || (found.expiresAt && found.expiresAt.getTime() <= now)) return null;

  let written = lastWritten.get(ctx.database);
  if (!written) lastWritten.set(ctx.database, (written = new Map<string, number>()));
  const last = Math.max(written.get(found.keyId) ?? 0, found.lastUsedAt?.getTime() ?? 0);
  if (now - last >= 60_000) {
    written.set(found.keyId, now);
    await recordApiKeyUse(ctx.db, { keyId: found.keyId, ip: client.ip, at: new Date(now) });
  }
  return found;
}

/** Drops this process's cached keys (after a write served here, as for sessions). */
export function forgetCachedApiKeys(ctx: Pick<AppContext, "database">): void {
  apiKeyCacheOf(ctx.database).clearAll();
}
