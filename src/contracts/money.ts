import { z } from "zod";
import { plainText } from "./text";

/*
 * Contracts of the money API (PRODUCT.md §6–§7): wallet history, top-ups, payment methods,
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

export const walletTransactionSchema = z.object({
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
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const topUpSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(["pending", "paid", "declined", "canceled", "expired"]),
  provider: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  provider: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
});
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
export const settingsInfoSchema = z.object({
  payment_provider: z.enum(["sandbox", "stripe"]),
  platform_fee_bps: z.number().int(),
  min_payout_cents: z.number().int(),
  currency: z.string(),
});
export type SettingsInfo = z.infer<typeof settingsInfoSchema>;

export const planSchema = z.object({
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
});
export type PlanView = z.infer<typeof planSchema>;

/** One subscription as GET /auth/me/subs answers it: SPEC.md §3's fields plus the billing state. */
export const subscriptionDetailSchema = z.object({
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
});
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
export const checkoutOutcomeSchema = z.object({
  id: z.string(),
  purpose: z.enum(["top_up", "setup"]),
  status: z.enum(["pending", "paid", "declined", "canceled", "expired"]),
  amount_cents: z.number().int(),
  failure_reason: z.string().nullable(),
});
export type CheckoutOutcomeView = z.infer<typeof checkoutOutcomeSchema>;
