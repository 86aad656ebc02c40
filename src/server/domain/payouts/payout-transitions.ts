import { eq } from "drizzle-orm";
import { payout } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";

export type PayoutStatus = (typeof payout.status.enumValues)[number];
export type PayoutPatch = Partial<Omit<typeof payout.$inferInsert, "id" | "status">>;

/**
 * Payout states (docs/product/money.md, decision 030). A creator requests one (the ledger moves earnings →
 * payouts in transit in the same transaction). An admin approves it; after approval the provider
 * pays it — the sandbox does so itself (`system`) — or an admin marks it paid or failed. Paid moves
 * the money out (in transit → clearing), failed returns it to earnings; both are final. A request
 * may also be refused (failed) before approval.
 */
export const payoutMachine: StateMachine<PayoutStatus, PayoutPatch> = {
  entity: "payout",
  initial: { status: "requested", by: ["creator", "system"] },
  rules: [
    { from: "requested", to: "approved", event: "approved", by: ["admin", "system"] },
    { from: "requested", to: "failed", event: "failed", by: ["admin", "system"] },
    { from: "approved", to: "paid", event: "paid", by: ["admin", "system", "provider"] },
    { from: "approved", to: "failed", event: "failed", by: ["admin", "system", "provider"] },
  ],
  async lock(tx, id) {
    const [row] = await tx.select({ status: payout.status }).from(payout).where(eq(payout.id, id)).for("update").limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(payout)
      .set({ ...patch, status: to })
      .where(eq(payout.id, id));
  },
};
