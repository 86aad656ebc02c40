import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { signInFailure } from "@/server/db/schema";

/** Wrong passwords in a row after which an address is locked (docs/decisions: sign-in lockout). */
export const MAX_CONSECUTIVE_FAILURES = 20;
/** How long the lock lasts after the last wrong password. */
export const LOCKOUT_MS = 15 * 60 * 1000;

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Seconds until sign-in for `email` is allowed again, or null when it is not locked.
 * The lock is counted per address, not per IP, so spreading guesses over many machines does not help.
 */
export async function signInLockedForSeconds(db: Executor, email: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select()
    .from(signInFailure)
    .where(eq(signInFailure.email, normalise(email)))
    .limit(1);
  if (!row || row.count < MAX_CONSECUTIVE_FAILURES) return null;
  const remaining = row.lastFailedAt.getTime() + LOCKOUT_MS - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / 1000) : null;
}

/** Counts one wrong password; a failure after an expired lock starts a new run at 1. */
export async function recordSignInFailure(db: Executor, email: string, now = new Date()): Promise<void> {
  const expiredBefore = new Date(now.getTime() - LOCKOUT_MS);
  await db
    .insert(signInFailure)
    .values({ email: normalise(email), count: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailure.email,
      set: {
        count: sql`CASE WHEN ${signInFailure.lastFailedAt} < ${expiredBefore.toISOString()} THEN 1 ELSE ${signInFailure.count} + 1 END`,
        lastFailedAt: now,
      },
    });
}

/** A successful sign-in ends the run of failures. */
export async function clearSignInFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, normalise(email)));
}
