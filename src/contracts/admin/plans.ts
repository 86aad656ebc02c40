import { z } from "zod";
import { adminReason } from "./reason";

/** Highest monthly price an admin can set: $100,000.00, far above any plan, far below overflow. */
export const MAX_PLAN_PRICE_CENTS = 10_000_000;

export const adminPlanSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  packageName: z.string(),
  /** null: custom pricing (sold by the team). */
  monthlyPriceCents: z.number().int().nullable(),
  includedSeats: z.number().int(),
  includedBrands: z.number().int(),
  allowedCampaigns: z.number().int(),
  isActive: z.boolean(),
  /** Live subscriptions (active or past due), complimentary ones included. */
  subscribers: z.number().int(),
  complimentary: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const planParamsSchema = z.object({ id: z.uuid("must be a plan id") });

export const changePlanPriceSchema = z.object({
  monthlyPriceCents: z
    .number({ error: "monthlyPriceCents must be a number of cents" })
    .int("monthlyPriceCents must be whole cents")
    .min(0, "monthlyPriceCents cannot be negative")
    .max(MAX_PLAN_PRICE_CENTS, "monthlyPriceCents is at most 10000000 ($100,000.00)"),
  reason: adminReason,
});
export type ChangePlanPrice = z.infer<typeof changePlanPriceSchema>;

export const buyerAccountParamsSchema = z.object({ buyerAccountId: z.uuid("must be a buyer account id") });

export const grantComplimentaryPlanSchema = z.object({ planId: z.uuid("must be a plan id"), reason: adminReason });
export const endComplimentaryPlanSchema = z.object({ reason: adminReason });

export const planSubscriptionSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  status: z.enum(["active", "past_due", "canceled"]),
  isComplimentary: z.boolean(),
  currentPeriodEnd: z.string(),
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

export const buyerAccountSearchQuerySchema = z.object({
  q: z.string().trim().max(200, "At most 200 characters").default(""),
  complimentary: z.enum(["true", "false"]).optional(),
});

export const buyerAccountOptionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["personal", "organization"]),
  name: z.string(),
  email: z.string().nullable(),
  subscription: planSubscriptionSchema.nullable(),
});
export type BuyerAccountOption = z.infer<typeof buyerAccountOptionSchema>;
