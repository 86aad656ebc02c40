/** The payment providers the product knows (docs/product/money.md). */
export type PaymentProviderName = "sandbox" | "stripe";

export interface CreateCheckoutInput {
  /** Our payment_checkout id; the provider echoes it back in its events. */
  checkoutId: string;
  purpose: "top_up" | "setup";
  amountCents: number;
  currency: string;
  description: string;
  customerEmail?: string | null;
  /** Provider customer (Stripe), so saved cards attach to the buyer. */
  customerId?: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the session (the sandbox uses our checkout id). */
  sessionId: string;
  /** The hosted payment page the browser is sent to. */
  url: string;
}

export interface CardDetails {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A provider event, reduced to what the product acts on. */
export interface ProviderEvent {
  /** The provider's event id: the unit of webhook idempotency. */
  eventId: string;
  type: string;
  payload: unknown;
  /** What happened to one of our checkouts, or null for events we do not act on. */
  checkout: {
    sessionId: string;
    /** Our checkout id when the provider carries it (metadata / client reference). */
    checkoutId: string | null;
    outcome: "paid" | "declined" | "canceled" | "expired";
    /** What was actually paid, when the provider says. */
    amountCents: number | null;
    card: CardDetails | null;
    failureReason: string | null;
  } | null;
}

/**
 * The adapter every payment provider implements (docs/architecture.md: third-party services sit
 * behind an interface with a local implementation, chosen by settings).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the exact raw body and parses the event. Throws AppError
   * `bad_signature` for a missing, forged, or stale signature.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>;
  /** Saved card removal at the provider (detach); a no-op for the sandbox. */
  detachPaymentMethod(providerMethodId: string): Promise<void>;
}
