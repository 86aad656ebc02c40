import { eq } from "drizzle-orm";
import { subscription } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";

export type SubscriptionStatus = (typeof subscription.status.enumValues)[number];
export type SubscriptionPatch = Partial<Omit<typeof subscription.$inferInsert, "id" | "status">>;

/**
 * Subscription states (docs/product/plans-and-limits.md, decision 021). A buyer subscribes (created active); only the
 * renewal job moves a subscription afterwards: renewed, renewal refused (past due), or ended (at
 * the period end when cancelled, or after the last failed attempt). A buyer's cancellation is a
 * flag that the job honours at the period end, not a status change.
 */
export const subscriptionMachine: StateMachine<SubscriptionStatus, SubscriptionPatch> = {
  entity: "subscription",
  // An admin creates one when granting a complimentary plan to an account without a subscription.
  initial: { status: "active", by: ["buyer", "admin"] },
  rules: [
    { from: "active", to: "active", event: "renewed", by: ["system"] },
    { from: "past_due", to: "active", event: "renewed", by: ["system"] },
    { from: "active", to: "past_due", event: "renewal_failed", by: ["system"] },
    { from: "past_due", to: "past_due", event: "renewal_failed", by: ["system"] },
    { from: "active", to: "canceled", event: "ended", by: ["system"] },
    { from: "past_due", to: "canceled", event: "ended", by: ["system"] },
  ],
  async lock(tx, id) {
    const [row] = await tx.select({ status: subscription.status }).from(subscription).where(eq(subscription.id, id)).for("update").limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(subscription)
      .set({ ...patch, status: to })
      .where(eq(subscription.id, id));
  },
};
