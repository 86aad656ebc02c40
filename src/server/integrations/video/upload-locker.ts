import { randomUUID } from "node:crypto";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/server";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { uploadLock } from "@/server/db/schema";

/**
 * The tus locker shared by every web process (decision 043): a lease row per upload in
 * PostgreSQL instead of @tus/server's MemoryLocker, which only excludes requests of one process.
 *
 * - lock(): takes the row when it is free or its lease expired (one INSERT … ON CONFLICT DO
 *   UPDATE … WHERE expired). While another request holds it, marks `release_requested` (tus's
 *   "requestRelease": the holder's client has reconnected, so its old request should stop) and
 *   tries again every `retryMs`, up to `acquireTimeoutMs`, or until the request is aborted.
 * - While held, the lease is renewed every `renewMs`; a renewal that sees a release request, or
 *   finds the lease gone (it expired and was taken), calls the holder's requestRelease once.
 * - unlock() deletes the row if this request still holds it.
 *
 * A process that dies holding a lease frees it `leaseMs` later. Timings are options for tests.
 */
export interface UploadLockerOptions {
  leaseMs?: number;
  renewMs?: number;
  retryMs?: number;
  acquireTimeoutMs?: number;
}

export function createUploadLocker(db: Db, options: UploadLockerOptions = {}): Locker {
  const timing = {
    leaseMs: options.leaseMs ?? 15_000,
    renewMs: options.renewMs ?? 1_000,
    retryMs: options.retryMs ?? 100,
    acquireTimeoutMs: options.acquireTimeoutMs ?? 30_000,
  };
  return { newLock: (id) => new UploadLease(db, id, timing) };
}

class UploadLease implements Lock {
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly timing: Required<UploadLockerOptions>,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timing.acquireTimeoutMs;
    while (!(await this.tryTake())) {
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.db.update(uploadLock).set({ releaseRequested: true }).where(eq(uploadLock.id, this.id));
      await wait(this.timing.retryMs, signal);
    }
    this.keepRenewing(requestRelease);
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    await this.db.delete(uploadLock).where(and(eq(uploadLock.id, this.id), eq(uploadLock.holder, this.holder)));
  }

  private async tryTake(): Promise<boolean> {
    const expiresAt = sql`now() + make_interval(secs => ${this.timing.leaseMs / 1000})`;
    const taken = await this.db
      .insert(uploadLock)
      .values({ id: this.id, holder: this.holder, expiresAt })
      .onConflictDoUpdate({
        target: uploadLock.id,
        set: { holder: this.holder, expiresAt, releaseRequested: false },
        setWhere: lt(uploadLock.expiresAt, sql`now()`),
      })
      .returning({ holder: uploadLock.holder });
    return taken[0]?.holder === this.holder;
  }

  private keepRenewing(requestRelease: RequestRelease) {
    let asked = false;
    let renewing = false;
    this.renewal = setInterval(() => {
      if (renewing) return;
      renewing = true;
      const expiresAt = sql`now() + make_interval(secs => ${this.timing.leaseMs / 1000})`;
      this.db
        .update(uploadLock)
        .set({ expiresAt })
        .where(and(eq(uploadLock.id, this.id), eq(uploadLock.holder, this.holder)))
        .returning({ releaseRequested: uploadLock.releaseRequested })
        .then(async (rows) => {
          const lost = rows.length === 0;
          if ((lost || rows[0]!.releaseRequested) && !asked && this.renewal) {
            asked = true;
            await requestRelease();
          }
        })
        // A failed renewal is retried at the next tick; the lease outlives several ticks.
        .catch(() => {})
        .finally(() => (renewing = false));
    }, this.timing.renewMs);
    this.renewal.unref();
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
