import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { identifier } from "@/contracts/text";
import { member } from "@/server/db/schema";
import { getSubscriptionAllowance, getSubscriptions, planView } from "@/server/domain/billing/get-subscriptions";
import { listPlans } from "@/server/domain/billing/list-plans";
import { changeSubscription, setCancelAtPeriodEnd, subscribe } from "@/server/domain/billing/manage-subscription";
import { MAX_EXTRAS } from "@/server/domain/billing/subscription-price";
import { AppError } from "@/server/errors";
import { callerOf, requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody } from "../../validation";
import { buyerOf } from "./wallet";

/**
 * Spending an organization's money on its plan, or removing its cards, is for its owners and
 * admins; any member may top the wallet up or read the billing screens.
 */
export async function assertCanManageBilling(c: Context<ApiEnv>): Promise<void> {
  const auth = callerOf(c);
  if (!auth.activeOrganizationId) return;
  const [row] = await c.var.ctx.db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, auth.activeOrganizationId), eq(member.userId, auth.userId)))
    .limit(1);
  const roles = (row?.role ?? "").split(",").map((r) => r.trim());
  if (!roles.includes("owner") && !roles.includes("admin")) {
    throw new AppError("forbidden", "Only the organization's owners and admins can change its billing");
  }
}

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
    const buyer = await buyerOf(c);
    return c.json({ data: await getSubscriptions(c.var.ctx.db, buyer.id) });
  })
  /** SPEC.md §3 "Subscription allowance". */
  .get("/auth/subscription-allowance", requires("user"), async (c) => {
    const buyer = await buyerOf(c);
    return c.json({ data: await getSubscriptionAllowance(c.var.ctx.db, buyer.id) });
  })
  /** Subscribe: the first month is paid from the wallet (402 insufficient_funds when short). */
  .post("/auth/subscriptions", requires("brand"), async (c) => {
    const body = await parseBody(c, planChoiceSchema);
    await assertCanManageBilling(c);
    const buyer = await buyerOf(c);
    const result = await subscribe(c.var.ctx.db, {
      buyerAccountId: buyer.id,
      choice: { plan: body.plan, extraSeats: body.extra_seats, extraBrands: body.extra_brands },
    });
    return c.json({ data: { ...result, subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } }, 201);
  })
  /** Upgrade (now, prorated), downgrade (at period end), or change extra seats and brands. */
  .put("/auth/subscriptions", requires("brand"), async (c) => {
    const body = await parseBody(c, planChoiceSchema);
    await assertCanManageBilling(c);
    const buyer = await buyerOf(c);
    const result = await changeSubscription(c.var.ctx.db, {
      buyerAccountId: buyer.id,
      organizationId: callerOf(c).activeOrganizationId,
      choice: { plan: body.plan, extraSeats: body.extra_seats, extraBrands: body.extra_brands },
    });
    return c.json({ data: { ...result, subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } });
  })
  .post("/auth/subscriptions/cancel", requires("brand"), async (c) => {
    await assertCanManageBilling(c);
    const buyer = await buyerOf(c);
    await setCancelAtPeriodEnd(c.var.ctx.db, { buyerAccountId: buyer.id, cancel: true });
    return c.json({ data: { subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } });
  })
  .post("/auth/subscriptions/resume", requires("brand"), async (c) => {
    await assertCanManageBilling(c);
    const buyer = await buyerOf(c);
    await setCancelAtPeriodEnd(c.var.ctx.db, { buyerAccountId: buyer.id, cancel: false });
    return c.json({ data: { subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } });
  });
