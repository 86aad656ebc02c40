import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { paymentCheckout } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload, type PaymentProvider } from "@/server/integrations/payments";
import type { SandboxEvent } from "@/server/integrations/payments/sandbox";
import { handlePaymentWebhook } from "./handle-payment-webhook";
import { checkSandboxCard, SANDBOX_DECLINE_CARD } from "./sandbox-cards";

export interface SandboxCheckoutView {
  id: string;
  purpose: "top_up" | "setup";
  amountCents: number;
  status: "pending" | "paid" | "declined" | "canceled" | "expired";
  returnPath: string;
  createdAt: Date;
}

/** What the sandbox's hosted checkout page shows. Only sandbox checkouts are served. */
export async function getSandboxCheckout(db: Db, id: string): Promise<SandboxCheckoutView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({
      id: paymentCheckout.id,
      purpose: paymentCheckout.purpose,
      amountCents: paymentCheckout.amountCents,
      status: paymentCheckout.status,
      returnPath: paymentCheckout.returnPath,
      createdAt: paymentCheckout.createdAt,
      provider: paymentCheckout.provider,
    })
    .from(paymentCheckout)
    .where(eq(paymentCheckout.id, id))
    .limit(1);
  if (!row || row.provider !== "sandbox") return null;
  return row;
}

export type SandboxAction = "pay" | "decline" | "cancel";

export interface SandboxActionResult {
  status: SandboxCheckoutView["status"];
  /** Where the browser goes next: back into the product, with the outcome in the query. */
  redirectPath: string;
}

/**
 * A button on the sandbox's checkout page. Like a real provider, the sandbox decides the outcome
 * on its side, then tells the product through a signed webhook event — handled by the very same
 * function as POST /api/v1/webhooks/sandbox, signature check included.
 */
export async function completeSandboxCheckout(
  db: Db,
  provider: PaymentProvider,
  secret: string,
  input: { checkoutId: string; action: SandboxAction; card?: { number: string; expiry: string; cvc: string } },
): Promise<SandboxActionResult> {
  if (provider.name !== "sandbox") throw new AppError("not_found", "The sandbox provider is not enabled");
  const checkout = await getSandboxCheckout(db, input.checkoutId);
  if (!checkout) throw notFound("Checkout");
  // Like a provider's expired session, an expired sandbox page can no longer be paid or changed.
  if (checkout.status === "expired") throw new AppError("invalid_state", "This checkout has expired. Start a new top-up.");

  let type: SandboxEvent["type"] =
    input.action === "cancel" ? "checkout.canceled" : input.action === "decline" ? "checkout.declined" : "checkout.paid";
  let card: SandboxEvent["data"]["card"] = null;
  let failureReason: string | null = input.action === "decline" ? "The card was declined" : null;
  if (input.action === "pay" && (checkout.purpose === "setup" || input.card)) {
    const checked = checkSandboxCard(input.card ?? { number: "", expiry: "", cvc: "" });
    if (!checked.ok) throw new AppError("validation_error", `${checked.field}: ${checked.message}`, { [checked.field]: checked.message });
    if (checked.digits === SANDBOX_DECLINE_CARD) {
      type = "checkout.declined";
      failureReason = "The card was declined";
    } else {
      card = {
        id: `pm_sandbox_${randomUUID().replaceAll("-", "")}`,
        brand: checked.brand,
        last4: checked.last4,
        exp_month: checked.expMonth,
        exp_year: checked.expYear,
      };
    }
  }
  const event: SandboxEvent = {
    id: `evt_sandbox_${randomUUID().replaceAll("-", "")}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      checkout_id: checkout.id,
      amount: checkout.purpose === "top_up" ? checkout.amountCents : null,
      card,
      failure_reason: failureReason,
    },
  };
  const body = JSON.stringify(event);
  const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, secret), "content-type": "application/json" });
  await handlePaymentWebhook(db, provider, body, headers);

  const after = (await getSandboxCheckout(db, checkout.id))!;
  const key = checkout.purpose === "top_up" ? "top_up" : "card";
  const outcome = after.status === "paid" ? "success" : after.status;
  const separator = checkout.returnPath.includes("?") ? "&" : "?";
  // `checkout` lets the page we return to read the outcome from the server (the other value is a hint).
  return { status: after.status, redirectPath: `${checkout.returnPath}${separator}${key}=${outcome}&checkout=${checkout.id}` };
}
