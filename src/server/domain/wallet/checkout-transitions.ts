import { eq } from "drizzle-orm";
import { paymentCheckout } from "@/server/db/schema";
import type { StateMachine, TransitionRule } from "@/server/domain/events/types";

export type CheckoutStatus = (typeof paymentCheckout.status.enumValues)[number];
export type CheckoutPatch = Partial<Omit<typeof paymentCheckout.$inferInsert, "id" | "status">>;

const closed = ["declined", "canceled", "expired"] as const;

/**
 * Payment checkout states (docs/product/money.md, decision 021). A buyer starts one (pending). The
 * provider's signed webhook closes it (paid, declined, canceled, expired); the product itself
 * cancels one the provider refused to open and expires one abandoned past its lifetime. A payment
 * that arrives after a checkout was closed still moves it to paid: money that reached us is never
 * ignored (decision 007). Paid is final.
 */
export const checkoutMachine: StateMachine<CheckoutStatus, CheckoutPatch> = {
  entity: "payment_checkout",
  initial: { status: "pending", by: ["buyer"] },
  rules: [
    { from: "pending", to: "paid", event: "paid", by: ["provider"] },
    { from: "pending", to: "declined", event: "declined", by: ["provider"] },
    { from: "pending", to: "canceled", event: "canceled", by: ["provider", "system"] },
    { from: "pending", to: "expired", event: "expired", by: ["provider", "system"] },
    ...closed.map((from): TransitionRule<CheckoutStatus> => ({ from, to: "paid", event: "paid", by: ["provider"] })),
  ],
  async lock(tx, id) {
    const [row] = await tx
      .select({ status: paymentCheckout.status })
      .from(paymentCheckout)
      .where(eq(paymentCheckout.id, id))
      .for("update")
      .limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(paymentCheckout)
      .set({ ...patch, status: to })
      .where(eq(paymentCheckout.id, id));
  },
};
