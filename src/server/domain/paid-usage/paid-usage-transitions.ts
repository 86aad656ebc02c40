import { eq } from "drizzle-orm";
import { paidUsageAuthorisation } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";
import type { PaidUsageStoredStatus } from "@/lib/paid-usage";

export type PaidUsageRow = typeof paidUsageAuthorisation.$inferSelect;
export type PaidUsagePatch = Partial<Omit<typeof paidUsageAuthorisation.$inferInsert, "id" | "status">>;

/**
 * Paid-usage authorisation states (decision 084). The brand buys one (pending, its price in the
 * order's escrow); the creator hands the code over (active: the price is released in the same
 * transaction) or the brand takes the price back once the hand-over is overdue, or the order is
 * cancelled (refunded). The creator may revoke an active one (ends it early; no money moves: the
 * brand paid for a window the creator chose to end, which the product leaves to a dispute).
 * "expiring" and "expired" are read from the end date, not stored.
 */
export const paidUsageMachine: StateMachine<PaidUsageStoredStatus, PaidUsagePatch> = {
  entity: "paid_usage",
  initial: { status: "pending", by: ["buyer"] },
  rules: [
    { from: "pending", to: "active", event: "handed_over", by: ["creator"] },
    { from: "pending", to: "refunded", event: "refunded", by: ["buyer", "system", "admin"] },
    { from: "active", to: "revoked", event: "revoked", by: ["creator"] },
  ],
  async lock(tx, id) {
    const [row] = await tx
      .select({ status: paidUsageAuthorisation.status })
      .from(paidUsageAuthorisation)
      .where(eq(paidUsageAuthorisation.id, id))
      .for("update")
      .limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(paidUsageAuthorisation)
      .set({ ...patch, status: to, updatedAt: new Date() })
      .where(eq(paidUsageAuthorisation.id, id));
  },
};
