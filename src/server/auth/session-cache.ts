import type { DatabaseHandle } from "@/server/db/database";

/** The NOTIFY channel the database triggers of migration 0031 announce a changed user's id on. */
export const SESSION_CHANGE_CHANNEL = "session_change";

/**
 * How long a resolved session is served from memory: the bound on staleness should a NOTIFY be
 * lost (the LISTEN connection reconnecting). `SESSION_CACHE_TTL_MS` overrides it (0 turns the
 * cache off); the cross-process test sets it long, so only the NOTIFY can clear an entry there.
 */
export const SESSION_CACHE_TTL_MS = ttlFromEnvironment(process.env.SESSION_CACHE_TTL_MS) ?? 5_000;

function ttlFromEnvironment(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** At most this many sessions are kept; the oldest entry goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  userId: string;
  impersonatedBy: string | null;
  storedAt: number;
}

/**
 * Resolved sessions by token, for a few seconds, in this process. Cleared by user id: every
 * session of that user, and every impersonation session that user (an admin) started, since the
 * impersonation counts only while its admin is still an unbanned admin.
 *
 * A look-up that started before a clear never stores its (possibly older) answer: `begin()` hands
 * out the current generation and `set()` drops the value when any clear happened since, so a read
 * racing a commit cannot put the pre-commit state back for the next few seconds.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byUser = new Map<string, Set<string>>();
  private generation = 0;
  /** False until the LISTEN is in place (and again should it fail): nothing is stored meanwhile. */
  enabled = false;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.remove(token, entry);
      return undefined;
    }
    return entry.value;
  }

  /** The generation to hand back to `set` once the look-up is done. */
  begin(): number {
    return this.generation;
  }

  set(token: string, value: T, owner: { userId: string; impersonatedBy: string | null }, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    const previous = this.entries.get(token);
    if (previous) this.remove(token, previous);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value, this.entries.get(oldest.value)!);
    }
    this.entries.set(token, { value, userId: owner.userId, impersonatedBy: owner.impersonatedBy, storedAt: this.now() });
    this.index(owner.userId, token);
    if (owner.impersonatedBy) this.index(owner.impersonatedBy, token);
  }

  /** Forgets every session of this user and every impersonation session they started. */
  clearUser(userId: string): void {
    this.generation++;
    const tokens = this.byUser.get(userId);
    if (!tokens) return;
    for (const token of [...tokens]) {
      const entry = this.entries.get(token);
      if (entry) this.remove(token, entry);
    }
    this.byUser.delete(userId);
  }

  clearAll(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }

  private index(userId: string, token: string) {
    const set = this.byUser.get(userId) ?? new Set<string>();
    set.add(token);
    this.byUser.set(userId, set);
  }

  private remove(token: string, entry: Entry<T>) {
    this.entries.delete(token);
    for (const id of [entry.userId, entry.impersonatedBy]) {
      if (!id) continue;
      const set = this.byUser.get(id);
      set?.delete(token);
      if (set?.size === 0) this.byUser.delete(id);
    }
  }
}

const caches = new WeakMap<DatabaseHandle, { cache: SessionCache<unknown>; listening: Promise<void> }>();

/**
 * The session cache of this process and database, shared by the API's session middleware and
 * server-rendered pages. It LISTENs on `session_change` (one dedicated connection on PostgreSQL,
 * PGlite's in-process notifications otherwise) and only stores once that LISTEN is in place, so
 * a process never serves from memory what another process could have revoked unseen.
 */
export function sessionCacheOf<T>(database: DatabaseHandle): SessionCache<T> {
  let held = caches.get(database);
  if (!held) {
    const cache = new SessionCache<unknown>();
    const listening = database
      .listen(SESSION_CHANGE_CHANNEL, (userId) => cache.clearUser(userId))
      .then(() => {
        cache.enabled = true;
      })
      .catch(() => {
        cache.enabled = false;
        cache.clearAll();
      });
    held = { cache, listening };
    caches.set(database, held);
  }
  return held.cache as SessionCache<T>;
}
