import { and, eq, lt } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { paymentCheckout } from "@/server/db/schema";

/** A checkout not finished within a day is abandoned — Stripe's own default session lifetime. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Closes pending checkouts older than the lifetime as `expired` (issue 10 §7), so an abandoned
 * payment page does not stay "Pending" in the buyer's top-ups forever. The update only touches
 * rows still pending, so it cannot overwrite an outcome a webhook wrote meanwhile; and a payment
 * that still arrives after expiry is credited by the webhook (money that reached us is never
 * ignored, decision 007).
 */
export async function expireAbandonedCheckouts(db: Executor, input: { now?: Date; ttlMs?: number } = {}): Promise<{ expired: string[] }> {
  const now = input.now ?? new Date();
  const cutoff = new Date(now.getTime() - (input.ttlMs ?? CHECKOUT_TTL_MS));
  const rows = await db
    .update(paymentCheckout)
    .set({ status: "expired", failureReason: "Not completed in time", updatedAt: now, completedAt: now })
    .where(and(eq(paymentCheckout.status, "pending"), lt(paymentCheckout.createdAt, cutoff)))
    .returning({ id: paymentCheckout.id });
  return { expired: rows.map((r) => r.id) };
}
