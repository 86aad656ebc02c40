import { Hono } from "hono";
import { z } from "zod";
import { identifier } from "@/contracts/text";
import { getSubscriptionAllowance, getSubscriptions, planView } from "@/server/domain/billing/get-subscriptions";
import { listPlans } from "@/server/domain/billing/list-plans";
import { changeSubscription, setCancelAtPeriodEnd, subscribe } from "@/server/domain/billing/manage-subscription";
import { quotePlanCharge } from "@/server/domain/billing/quote-plan-charge";
import { MAX_EXTRAS } from "@/server/domain/billing/subscription-price";
import { requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody } from "../../validation";

const extra = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(MAX_EXTRAS, `must be at most ${MAX_EXTRAS}`)
    .default(0);

export const planChoiceSchema = z.object({
  plan: identifier(100, "must name a plan"),
  extra_seats: extra("extra_seats"),
  extra_brands: extra("extra_brands"),
});

export const billingRoutes = new Hono<ApiEnv>()
  /** Public: the plans on sale (the pricing page reads listPlans directly on the server). */
  .get("/plans", async (c) => c.json({ data: (await listPlans(c.var.ctx.db)).map(planView) }))
  /** SPEC.md §7 /auth/me/subs: the live subscriptions with their billing state. */
  .get("/auth/me/subs", requires("user"), async (c) => {
    const { buyer } = c.var.caller;
    return c.json({ data: await getSubscriptions(c.var.ctx.db, buyer.id) });
  })
  /** SPEC.md §3 "Subscription allowance". */
  .get("/auth/subscription-allowance", requires("user"), async (c) => {
    const { buyer } = c.var.caller;
    return c.json({ data: await getSubscriptionAllowance(c.var.ctx.db, buyer.id) });
  })
  /** What a plan choice would charge now and leave in the wallet; charges nothing (the confirmation step). */
  .post("/auth/subscriptions/quote", requires("brand"), async (c) => {
    const body = await parseBody(c, planChoiceSchema);
    const { buyer } = c.var.caller;
    const q = await quotePlanCharge(c.var.ctx.db, {
      buyerAccountId: buyer.id,
      choice: { plan: body.plan, extraSeats: body.extra_seats, extraBrands: body.extra_brands },
    });
    return c.json({
      data: {
        applied: q.applied,
        charge_cents: q.chargeCents,
        wallet_balance_cents: q.walletBalanceCents,
        balance_after_cents: q.balanceAfterCents,
        period_price_cents: q.periodPriceCents,
      },
    });
  })
  /** Subscribe: the first month is paid from the wallet (402 insufficient_funds when short). */
  .post("/auth/subscriptions", requires("brand", { billing: "manage" }), async (c) => {
    const body = await parseBody(c, planChoiceSchema);
    const { buyer } = c.var.caller;
    const result = await subscribe(c.var.ctx.db, {
      buyerAccountId: buyer.id,
      choice: { plan: body.plan, extraSeats: body.extra_seats, extraBrands: body.extra_brands },
    });
    return c.json({ data: { ...result, subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } }, 201);
  })
  /** Upgrade (now, prorated), downgrade (at period end), or change extra seats and brands. */
  .put("/auth/subscriptions", requires("brand", { billing: "manage" }), async (c) => {
    const body = await parseBody(c, planChoiceSchema);
    const { buyer } = c.var.caller;
    const result = await changeSubscription(c.var.ctx.db, {
      buyerAccountId: buyer.id,
      organizationId: buyer.organizationId,
      choice: { plan: body.plan, extraSeats: body.extra_seats, extraBrands: body.extra_brands },
    });
    return c.json({ data: { ...result, subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } });
  })
  .post("/auth/subscriptions/cancel", requires("brand", { billing: "manage" }), async (c) => {
    const { buyer } = c.var.caller;
    await setCancelAtPeriodEnd(c.var.ctx.db, { buyerAccountId: buyer.id, cancel: true });
    return c.json({ data: { subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } });
  })
  .post("/auth/subscriptions/resume", requires("brand", { billing: "manage" }), async (c) => {
    const { buyer } = c.var.caller;
    await setCancelAtPeriodEnd(c.var.ctx.db, { buyerAccountId: buyer.id, cancel: false });
    return c.json({ data: { subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } });
  });
