import Stripe from "stripe";
import { AppError } from "@/server/errors";
import type { CardDetails, CheckoutSession, CreateCheckoutInput, PaymentProvider, ProviderEvent } from "./types";

/**
 * Stripe Checkout Sessions and signed webhooks (docs/product/money.md), enabled by STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET. Nothing here calls the network until a checkout is created.
 */
export function createStripeProvider(options: { secretKey: string; webhookSecret: string; client?: Stripe }): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2 });

  async function cardOfSetupSession(session: Stripe.Checkout.Session): Promise<CardDetails | null> {
    const setupIntentId = typeof session.setup_intent === "string" ? session.setup_intent : session.setup_intent?.id;
    if (!setupIntentId) return null;
    const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ["payment_method"] });
    const method = intent.payment_method;
    if (!method || typeof method === "string" || !method.card) return null;
    return {
      providerMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  return {
    name: "stripe",
    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
      const common: Stripe.Checkout.SessionCreateParams = {
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.checkoutId,
        metadata: { checkout_id: input.checkoutId, purpose: input.purpose },
        ...(input.customerId ? { customer: input.customerId } : input.customerEmail ? { customer_email: input.customerEmail } : {}),
      };
      try {
        const session =
          input.purpose === "setup"
            ? await stripe.checkout.sessions.create({ ...common, mode: "setup", currency: input.currency.toLowerCase() })
            : await stripe.checkout.sessions.create({
                ...common,
                mode: "payment",
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: input.currency.toLowerCase(),
                      unit_amount: input.amountCents,
                      product_data: { name: input.description },
                    },
                  },
                ],
              });
        if (!session.url) throw new Error("Stripe returned a session without a URL");
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw new AppError("payment_provider_error", `The payment provider refused the checkout: ${(error as Error).message}`);
      }
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent> {
      const signature = headers.get("stripe-signature");
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error("missing signature");
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError("bad_signature", "The webhook signature is missing or invalid");
      }
      const base = { eventId: event.id, type: event.type, payload: event as unknown };
      const fromSession = async (
        session: Stripe.Checkout.Session,
        outcome: "paid" | "declined" | "expired",
        failureReason: string | null = null,
      ): Promise<ProviderEvent> => ({
        ...base,
        checkout: {
          sessionId: session.id,
          checkoutId: session.metadata?.checkout_id ?? session.client_reference_id ?? null,
          outcome,
          amountCents: session.mode === "payment" ? session.amount_total : null,
          card: outcome === "paid" && session.mode === "setup" ? await cardOfSetupSession(session) : null,
          failureReason,
        },
      });
      switch (event.type) {
        case "checkout.session.completed": {
          const session = event.data.object;
          // A delayed payment method completes the session before the money arrives: wait for
          // async_payment_succeeded then.
          if (session.mode === "payment" && session.payment_status !== "paid") return { ...base, checkout: null };
          return fromSession(session, "paid");
        }
        case "checkout.session.async_payment_succeeded":
          return fromSession(event.data.object, "paid");
        case "checkout.session.async_payment_failed":
          return fromSession(event.data.object, "declined", "The payment failed");
        case "checkout.session.expired":
          return fromSession(event.data.object, "expired");
        default:
          return { ...base, checkout: null };
      }
    },

    async detachPaymentMethod(providerMethodId: string): Promise<void> {
      await stripe.paymentMethods.detach(providerMethodId);
    },
  };
}
