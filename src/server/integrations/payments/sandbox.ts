import { z } from "zod";
import { AppError } from "@/server/errors";
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature";
import type { CheckoutSession, CreateCheckoutInput, PaymentProvider, ProviderEvent } from "./types";

/** Events the sandbox's hosted checkout page sends (see src/app/checkout/sandbox). */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(["checkout.paid", "checkout.declined", "checkout.canceled", "checkout.expired"]),
  created: z.number().int(),
  data: z.object({
    checkout_id: z.string().min(1),
    amount: z.number().int().nonnegative().nullable(),
    card: z
      .object({
        id: z.string(),
        brand: z.string(),
        last4: z.string().regex(/^\d{4}$/),
        exp_month: z.number().int().min(1).max(12),
        exp_year: z.number().int(),
      })
      .nullable(),
    failure_reason: z.string().nullable(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/**
 * The built-in provider: its checkout page is served by the product at /checkout/sandbox/{id},
 * and its buttons confirm through a signed webhook handled exactly like Stripe's, so the whole
 * flow runs offline.
 */
export function createSandboxProvider(options: { origin: string; webhookSecret: string }): PaymentProvider {
  return {
    name: "sandbox",
    createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
      return Promise.resolve({
        sessionId: input.checkoutId,
        url: `${options.origin}/checkout/sandbox/${input.checkoutId}`,
      });
    },
    parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent> {
      if (!verifySandboxSignature(rawBody, headers.get(SANDBOX_SIGNATURE_HEADER), options.webhookSecret)) {
        throw new AppError("bad_signature", "The webhook signature is missing or invalid");
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError("validation_error", "The webhook body is not JSON");
      }
      const parsed = sandboxEventSchema.safeParse(json);
      if (!parsed.success) throw new AppError("validation_error", "The webhook body is not a sandbox event");
      const event = parsed.data;
      const outcome = event.type.slice("checkout.".length) as "paid" | "declined" | "canceled" | "expired";
      return Promise.resolve({
        eventId: event.id,
        type: event.type,
        payload: event,
        checkout: {
          sessionId: event.data.checkout_id,
          checkoutId: event.data.checkout_id,
          outcome,
          amountCents: event.data.amount,
          card: event.data.card
            ? {
                providerMethodId: event.data.card.id,
                brand: event.data.card.brand,
                last4: event.data.card.last4,
                expMonth: event.data.card.exp_month,
                expYear: event.data.card.exp_year,
              }
            : null,
          failureReason: event.data.failure_reason,
        },
      });
    },
    detachPaymentMethod: () => Promise.resolve(),
  };
}
