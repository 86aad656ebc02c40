import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { paymentCheckout } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { AppError } from "@/server/errors";
import { checkoutMachine } from "./checkout-transitions";

/** A checkout not finished within a day is abandoned — Stripe's own default session lifetime. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Closes pending checkouts older than the lifetime as `expired`, so an abandoned
 * payment page does not stay "Pending" in the buyer's top-ups forever. Each one goes through the
 * transition function under its row lock, so an outcome a webhook wrote meanwhile is refused as a
 * transition and left alone; and a payment that still arrives after expiry is credited by the
 * webhook (money that reached us is never ignored, decision 007).
 */
export async function expireAbandonedCheckouts(db: Db, input: { now?: Date; ttlMs?: number } = {}): Promise<{ expired: string[] }> {
  const now = input.now ?? new Date();
  const cutoff = new Date(now.getTime() - (input.ttlMs ?? CHECKOUT_TTL_MS));
  const due = await db
    .select({ id: paymentCheckout.id })
    .from(paymentCheckout)
    .where(and(eq(paymentCheckout.status, "pending"), lt(paymentCheckout.createdAt, cutoff)))
    .limit(500);
  const expired: string[] = [];
  for (const { id } of due) {
    try {
      await db.transaction((tx) =>
        transition(tx, checkoutMachine, {
          id,
          to: "expired",
          actor: { kind: "system" },
          patch: { failureReason: "Not completed in time", updatedAt: now, completedAt: now },
        }),
      );
      expired.push(id);
    } catch (error) {
      // Closed by its webhook since we looked: nothing to expire.
      if (!(error instanceof AppError) || error.code !== "invalid_state") throw error;
    }
  }
  return { expired };
}
