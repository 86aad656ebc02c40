import { z } from "zod";
import { pageQuery } from "./envelope";
import { calendarDate, identifier, plainText } from "./text";

/*
 * Contracts of the money API (docs/product/money.md, docs/product/plans-and-limits.md): wallet history, top-ups, payment methods,
 * billing profile, plans and subscriptions. Shared by the API and the billing screens.
 */

/** Ledger reasons a wallet movement can have, with the label Payment History shows. */
export const WALLET_TRANSACTION_TYPES = {
  top_up: "Top-up",
  order_funded: "Order funded",
  order_refunded: "Refund",
  subscription: "Subscription",
  adjustment: "Adjustment",
} as const;
export type WalletTransactionType = keyof typeof WALLET_TRANSACTION_TYPES;
export const walletTransactionTypeSchema = z.enum(
  Object.keys(WALLET_TRANSACTION_TYPES) as [WalletTransactionType, ...WalletTransactionType[]],
);

export const walletTransactionSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    type: z.string(),
    reason: z.string(),
    /** Signed cents: positive = money in. */
    amount: z.number().int(),
    /** Wallet balance right after this movement. */
    balance: z.number().int(),
    reference_type: z.string(),
    reference_id: z.string(),
  })
  .meta({ id: "WalletTransaction" });
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export { paginationSchema, type Pagination } from "./envelope";

export const topUpSchema = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    status: z.enum(["pending", "paid", "declined", "canceled", "expired"]),
    provider: z.string(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    failure_reason: z.string().nullable(),
  })
  .meta({ id: "TopUp" });
export type TopUp = z.infer<typeof topUpSchema>;

export const paymentMethodSchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    is_default: z.boolean(),
  })
  .meta({ id: "PaymentMethod" });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const billingAddressSchema = z.object({
  billing_email: z.email().max(254).nullable(),
  company_name: plainText(200).nullable(),
  address_line1: plainText(200).nullable(),
  address_line2: plainText(200).nullable(),
  city: plainText(100).nullable(),
  state: plainText(100).nullable(),
  postal_code: plainText(20).nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code")
    .transform((v) => v.toUpperCase())
    .nullable(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** GET /api/auth/brand/payment-info. */
export const brandPaymentInfoSchema = billingAddressSchema.extend({
  payment_provider: z.string(),
  wallet_balance: z.number().int(),
  payment_methods: z.array(paymentMethodSchema),
  default_payment_method: paymentMethodSchema.nullable(),
});
export type BrandPaymentInfo = z.infer<typeof brandPaymentInfoSchema>;

/** GET /api/v1/auth/settings-info. */
export const settingsInfoSchema = z
  .object({
    payment_provider: z.enum(["sandbox", "stripe"]),
    platform_fee_bps: z.number().int(),
    min_payout_cents: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: "SettingsInfo" });
export type SettingsInfo = z.infer<typeof settingsInfoSchema>;

export const planSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    package_name: z.string(),
    price_id: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    included_seats: z.number().int(),
    included_brands: z.number().int(),
    allowed_campaigns: z.number().int(),
    monthly_price_cents: z.number().int().nullable(),
    extra_seat_price_cents: z.number().int(),
    extra_brand_price_cents: z.number().int(),
    is_self_serve: z.boolean(),
  })
  .meta({ id: "Plan" });
export type PlanView = z.infer<typeof planSchema>;

/** One subscription as GET /auth/me/subs answers it: docs/product/plans-and-limits.md's fields plus the billing state. */
export const subscriptionDetailSchema = z
  .object({
    id: z.string(),
    subscription_type: z.object({
      package_name: z.string(),
      included_seats: z.number().int(),
      included_brands: z.number().int(),
    }),
    price_id: z.string(),
    plan: planSchema,
    status: z.enum(["active", "past_due", "canceled"]),
    extra_seats: z.number().int(),
    extra_brands: z.number().int(),
    allowed_campaigns: z.number().int(),
    period_price_cents: z.number().int(),
    current_period_start: z.string(),
    current_period_end: z.string(),
    cancel_at_period_end: z.boolean(),
    pending_change: z.object({ plan: planSchema, extra_seats: z.number().int(), extra_brands: z.number().int() }).nullable(),
  })
  .meta({ id: "SubscriptionDetail" });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** POST /auth/subscriptions/quote: what confirming a plan choice would take from the wallet now. */
export const planChargeQuoteSchema = z.object({
  applied: z.enum(["subscribe", "now", "at_period_end", "unchanged"]),
  charge_cents: z.number().int(),
  wallet_balance_cents: z.number().int(),
  /** Left in the wallet for paying creators after the charge; negative when the wallet is short. */
  balance_after_cents: z.number().int(),
  period_price_cents: z.number().int(),
});
export type PlanChargeQuote = z.infer<typeof planChargeQuoteSchema>;

/** GET /auth/wallet/checkouts/{id}: a checkout's outcome, shown when the browser comes back from the payment page. */
export const checkoutOutcomeSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(["top_up", "setup"]),
    status: z.enum(["pending", "paid", "declined", "canceled", "expired"]),
    amount_cents: z.number().int(),
    failure_reason: z.string().nullable(),
  })
  .meta({ id: "CheckoutOutcome" });
export type CheckoutOutcomeView = z.infer<typeof checkoutOutcomeSchema>;

// ---- Requests --------------------------------------------------------------------------------

/** Top-ups are whole cents between $1.00 and $100,000.00 (docs/product/money.md). */
export const MIN_TOP_UP_CENTS = 100;
export const MAX_TOP_UP_CENTS = 10_000_000;

/** POST /auth/{provider}/add-wallet-funds. */
export const addFundsSchema = z.object({
  amount: z
    .number({ error: "must be a number of cents" })
    .int("must be whole cents")
    .min(MIN_TOP_UP_CENTS, "must be at least 100 cents ($1.00)")
    .max(MAX_TOP_UP_CENTS, "must be at most 10000000 cents ($100,000.00)"),
  /** Where to come back to after the payment page; a path inside the product. */
  return_path: plainText(500).optional().meta({ description: "Where to come back to after the payment page; a path inside the product" }),
});
export type AddFundsInput = z.input<typeof addFundsSchema>;

export const paymentProviderNameSchema = z.enum(["sandbox", "stripe"]);
export const providerParamsSchema = z.object({
  provider: z.string().max(40).meta({ description: "The configured payment provider (`sandbox` or `stripe`)" }),
});

/** A started checkout: send the browser to `url`. */
export const checkoutStartedSchema = z.object({ id: z.string(), url: z.string() }).meta({ id: "CheckoutStarted" });

const historyDate = calendarDate({ min: "2000-01-01", max: "2999-12-31", message: "must be a date (YYYY-MM-DD)" });
/** Accepts one value or many (`type=a&type=b`, docs/product/api-conventions.md). */
const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));

/** GET /auth/wallet/transactions. */
export const walletHistoryQuerySchema = z.object({
  type: queryArray(walletTransactionTypeSchema).optional(),
  from: historyDate.optional(),
  to: historyDate.optional().meta({ description: "Inclusive" }),
  format: z.enum(["json", "csv"]).default("json"),
  ...pageQuery,
});

export const checkoutIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /auth/checkout-intent: starts saving a card. */
export const checkoutIntentSchema = z.object({ return_path: plainText(500).optional() }).default({});

export const paymentMethodParamsSchema = z.object({ id: z.uuid("must be a payment method id") });

/** The buttons of the sandbox's hosted checkout page. */
export const sandboxActionSchema = z.object({
  action: z.enum(["pay", "decline", "cancel"]),
  number: plainText(40).optional(),
  expiry: plainText(10).optional(),
  cvc: plainText(6).optional(),
});
export const sandboxActionResultSchema = z.object({
  status: z.enum(["pending", "paid", "declined", "canceled", "expired"]),
  redirect: z.string(),
});

/** The most extra seats or brands a subscription can carry. */
export const MAX_EXTRAS = 500;
const extra = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(MAX_EXTRAS, `must be at most ${MAX_EXTRAS}`)
    .default(0);

/** POST/PUT /auth/subscriptions and the quote. */
export const planChoiceSchema = z.object({
  plan: identifier(100, "must name a plan"),
  extra_seats: extra("extra_seats"),
  extra_brands: extra("extra_brands"),
});
export type PlanChoiceInput = z.input<typeof planChoiceSchema>;

export const subscribedSchema = z.object({
  subscriptionId: z.string(),
  chargedCents: z.number().int(),
  subscriptions: z.array(subscriptionDetailSchema),
});
export const subscriptionChangedSchema = z.object({
  applied: z.enum(["now", "at_period_end", "unchanged"]),
  chargedCents: z.number().int(),
  subscriptions: z.array(subscriptionDetailSchema),
});
export type SubscriptionChanged = z.infer<typeof subscriptionChangedSchema>;
export const subscriptionsSchema = z.object({ subscriptions: z.array(subscriptionDetailSchema) });

/** POST /webhooks/{provider}: what the event did. */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  /** `failed`: the signed event could not be applied; it is recorded with its reason for admins. */
  effect: z.enum(["credited", "card_saved", "closed", "ignored", "failed"]),
});
