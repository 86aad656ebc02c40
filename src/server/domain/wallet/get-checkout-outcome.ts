import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { paymentCheckout } from "@/server/db/schema";
import { notFound } from "@/server/errors";

export interface CheckoutOutcome {
  id: string;
  purpose: "top_up" | "setup";
  status: "pending" | "paid" | "declined" | "canceled" | "expired";
  amountCents: number;
  failureReason: string | null;
}

/**
 * The outcome of one of the buyer's checkouts, for the page the provider sends the browser back
 * to. The URL's `top_up=success` is only a hint anyone can type; the product shows what this says.
 * Another account's checkout is "not found", never "forbidden", so ids cannot be probed.
 */
export async function getCheckoutOutcomeOrThrow(
  db: Executor,
  input: { buyerAccountId: string; checkoutId: string },
): Promise<CheckoutOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(input.checkoutId)) throw notFound("Checkout");
  const [row] = await db
    .select({
      id: paymentCheckout.id,
      purpose: paymentCheckout.purpose,
      status: paymentCheckout.status,
      amountCents: paymentCheckout.amountCents,
      failureReason: paymentCheckout.failureReason,
    })
    .from(paymentCheckout)
    .where(and(eq(paymentCheckout.id, input.checkoutId), eq(paymentCheckout.buyerAccountId, input.buyerAccountId)))
    .limit(1);
  if (!row) throw notFound("Checkout");
  return row;
}
