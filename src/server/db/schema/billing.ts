import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { buyerAccount } from "./accounts";

/**
 * Subscription plans (docs/product/plans-and-limits.md). Prices are settings: they live in this table (seeded by a
 * migration with the PRODUCT defaults) so that an admin can change them without a deploy.
 * `monthlyPriceCents` null means "custom" pricing (Managed): the plan is sold by the team, not
 * through self-serve checkout.
 */
export const plan = pgTable(
  "plan",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stable machine name: starter | pro | managed. */
    code: text().notNull().unique(),
    /** docs/product/plans-and-limits.md subscription_type.package_name. */
    packageName: text().notNull(),
    /** docs/product/plans-and-limits.md price_id; the session-level Pro check looks for "managed" in it. */
    priceId: text().notNull().unique(),
    description: text().notNull().default(""),
    features: text().array().notNull().default([]),
    includedSeats: integer().notNull(),
    includedBrands: integer().notNull(),
    /** Campaigns that may be live at once (not draft/archived), docs/product/campaigns-and-proposals.md. */
    allowedCampaigns: integer().notNull(),
    monthlyPriceCents: integer(),
    extraSeatPriceCents: integer().notNull().default(0),
    extraBrandPriceCents: integer().notNull().default(0),
    /** Inactive plans stay for existing subscribers but are not sold. */
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("plan_counts_non_negative", sql`${t.includedSeats} >= 0 AND ${t.includedBrands} >= 0 AND ${t.allowedCampaigns} >= 0`),
    check(
      "plan_prices_non_negative",
      sql`(${t.monthlyPriceCents} IS NULL OR ${t.monthlyPriceCents} >= 0) AND ${t.extraSeatPriceCents} >= 0 AND ${t.extraBrandPriceCents} >= 0`,
    ),
  ],
);

export const subscriptionStatus = pgEnum("subscription_status", ["active", "past_due", "canceled"]);

/**
 * A buyer account's subscription to a plan, with extra seats and brands bought on top.
 * Charged monthly from the buyer's wallet through the ledger (see docs/decisions); a live
 * subscription (active or past_due) is unique per buyer account, which the partial index enforces.
 */
export const subscription = pgTable(
  "subscription",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    planId: uuid()
      .notNull()
      .references(() => plan.id),
    status: subscriptionStatus().notNull().default("active"),
    extraSeats: integer().notNull().default(0),
    extraBrands: integer().notNull().default(0),
    /** Price of one period at the last charge, in cents (plan + extras). */
    periodPriceCents: integer().notNull().default(0),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** Number of the current billing period (1 = first); part of each charge's idempotency key. */
    periodNumber: integer().notNull().default(1),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** Granted by an admin: renewals charge nothing while set. Ending it cancels the subscription. */
    isComplimentary: boolean().notNull().default(false),
    /** A downgrade waits for the period end: the plan already paid for stays until then. */
    pendingPlanId: uuid().references(() => plan.id),
    pendingExtraSeats: integer(),
    pendingExtraBrands: integer(),
    /** Failed renewal attempts while past_due. */
    renewalAttempts: integer().notNull().default(0),
    canceledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_one_live_per_account")
      .on(t.buyerAccountId)
      .where(sql`${t.status} <> 'canceled'`),
    index().on(t.status, t.currentPeriodEnd),
    check("subscription_extras_non_negative", sql`${t.extraSeats} >= 0 AND ${t.extraBrands} >= 0`),
  ],
);
