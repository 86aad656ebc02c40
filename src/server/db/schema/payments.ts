import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { buyerAccount } from "./accounts";
import { user } from "./auth";
import { ledgerTransfer } from "./ledger";

export const paymentProviderName = pgEnum("payment_provider", ["sandbox", "stripe"]);

/** What a hosted checkout is for: adding wallet funds, or saving a card for later. */
export const paymentCheckoutPurpose = pgEnum("payment_checkout_purpose", ["top_up", "setup"]);

export const paymentCheckoutStatus = pgEnum("payment_checkout_status", ["pending", "paid", "declined", "canceled", "expired"]);

/**
 * A hosted checkout at the payment provider (docs/product/money.md "Top-up"). Created pending; only the
 * provider's signed webhook moves it to paid/declined/canceled/expired. A paid top-up is credited
 * through the ledger with the idempotency key `top_up:{id}`, so it is credited once whatever
 * arrives twice.
 */
export const paymentCheckout = pgTable(
  "payment_checkout",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    createdByUserId: text().references(() => user.id, { onDelete: "set null" }),
    provider: paymentProviderName().notNull(),
    purpose: paymentCheckoutPurpose().notNull(),
    /** Cents; 0 for a setup checkout. */
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    status: paymentCheckoutStatus().notNull().default("pending"),
    /** The provider's id of the session (Stripe `cs_…`); the sandbox uses our own id. */
    providerSessionId: text().unique(),
    checkoutUrl: text(),
    /** Where the browser goes back to in the product. */
    returnPath: text().notNull().default("/platform"),
    /** The ledger transfer that credited the wallet (paid top-ups only). */
    transferId: uuid().references(() => ledgerTransfer.id),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.buyerAccountId, t.createdAt),
    check(
      "payment_checkout_amount",
      sql`(${t.purpose} = 'top_up' AND ${t.amountCents} > 0) OR (${t.purpose} = 'setup' AND ${t.amountCents} = 0)`,
    ),
  ],
);

/**
 * Every webhook event accepted from a provider, keyed by the provider's event id: the row is
 * inserted in the same transaction as the event's effects, so a replayed or concurrent duplicate
 * delivery finds it and does nothing.
 */
export const paymentWebhookEvent = pgTable(
  "payment_webhook_event",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProviderName().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    /**
     * Why a signed event could not be applied (its claimed amount is above what the ledger can
     * move); null when it was applied. Admins see the failed ones on /admin.
     */
    failureReason: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_webhook_event_provider_event").on(t.provider, t.eventId)],
);

/** A saved card (sandbox card, or a Stripe payment method); only display details are stored. */
export const paymentMethod = pgTable(
  "payment_method",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    provider: paymentProviderName().notNull(),
    providerMethodId: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer().notNull(),
    expYear: integer().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_method_provider_id").on(t.provider, t.providerMethodId),
    uniqueIndex("payment_method_one_default")
      .on(t.buyerAccountId)
      .where(sql`${t.isDefault}`),
    index().on(t.buyerAccountId),
  ],
);

/** Billing e-mail and address of a buyer account (Payment Settings), and its provider customer. */
export const billingProfile = pgTable("billing_profile", {
  buyerAccountId: uuid()
    .primaryKey()
    .references(() => buyerAccount.id, { onDelete: "cascade" }),
  billingEmail: text(),
  companyName: text(),
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  state: text(),
  postalCode: text(),
  country: text(),
  /** Stripe customer id, created on first use when Stripe is configured. */
  stripeCustomerId: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
