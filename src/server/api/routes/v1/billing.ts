import { dataOf } from "@/contracts/envelope";
import { z } from "zod";
import { subscriptionAllowanceSchema } from "@/contracts/me";
import {
  planChargeQuoteSchema,
  planChoiceSchema,
  planSchema,
  subscribedSchema,
  subscriptionChangedSchema,
  subscriptionDetailSchema,
  subscriptionsSchema,
  type PlanChoiceInput,
} from "@/contracts/money";
import { getSubscriptionAllowance, getSubscriptions, planView } from "@/server/domain/billing/get-subscriptions";
import { listPlans } from "@/server/domain/billing/list-plans";
import { changeSubscription, setCancelAtPeriodEnd, subscribe } from "@/server/domain/billing/manage-subscription";
import { quotePlanCharge } from "@/server/domain/billing/quote-plan-charge";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

const choiceOf = (body: Required<PlanChoiceInput>) => ({ plan: body.plan, extraSeats: body.extra_seats, extraBrands: body.extra_brands });

export const billingRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/plans",
      tags: ["Billing"],
      summary: "The plans on sale",
      description: "Public. The pricing page reads the same list on the server.",
      responses: { 200: json(dataOf(z.array(planSchema)), "The active plans") },
    }),
    async (c) => c.json({ data: (await listPlans(c.var.ctx.db)).map(planView) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/me/subs",
      tags: ["Billing"],
      summary: "Live subscriptions with their billing state",
      description: "The subscriptions of the caller's buyer account.",
      ...signedIn("user"),
      responses: { 200: json(dataOf(z.array(subscriptionDetailSchema)), "The subscriptions"), ...errors(401) },
    }),
    async (c) => c.json({ data: await getSubscriptions(c.var.ctx.db, c.var.caller.buyer.id) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/subscription-allowance",
      tags: ["Billing"],
      summary: "How many campaigns the subscriptions allow",
      description: "How many live campaigns each of the caller's subscriptions allows, their total, and how many are live now.",
      ...signedIn("user"),
      responses: { 200: json(dataOf(subscriptionAllowanceSchema), "The allowance"), ...errors(401) },
    }),
    async (c) => c.json({ data: await getSubscriptionAllowance(c.var.ctx.db, c.var.caller.buyer.id) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/subscriptions/quote",
      tags: ["Billing"],
      summary: "Quote a plan choice",
      description: "What confirming the choice would charge now and leave in the wallet. Charges nothing.",
      ...signedIn("brand"),
      request: { body: jsonBody(planChoiceSchema) },
      responses: { 200: json(dataOf(planChargeQuoteSchema), "The quote"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const q = await quotePlanCharge(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, choice: choiceOf(c.req.valid("json")) });
      return c.json(
        {
          data: {
            applied: q.applied,
            charge_cents: q.chargeCents,
            wallet_balance_cents: q.walletBalanceCents,
            balance_after_cents: q.balanceAfterCents,
            period_price_cents: q.periodPriceCents,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/subscriptions",
      tags: ["Billing"],
      summary: "Subscribe to a plan",
      description: "The first month is paid from the wallet; `insufficient_funds` (402) when it is short.",
      ...signedIn("brand", { billing: "manage", money: "move", idempotent: true }),
      request: { body: jsonBody(planChoiceSchema) },
      responses: { 201: json(dataOf(subscribedSchema), "Subscribed"), ...errors(400, 401, 402, 403, 404, 409, 415, 422) },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      const result = await subscribe(c.var.ctx.db, { buyerAccountId: buyer.id, choice: choiceOf(c.req.valid("json")) });
      return c.json({ data: { ...result, subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/auth/subscriptions",
      tags: ["Billing"],
      summary: "Change the plan, extra seats or extra brands",
      description: "An upgrade applies now (prorated, from the wallet); a downgrade at the end of the period.",
      ...signedIn("brand", { billing: "manage", money: "move" }),
      request: { body: jsonBody(planChoiceSchema) },
      responses: { 200: json(dataOf(subscriptionChangedSchema), "What was applied"), ...errors(400, 401, 402, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      const result = await changeSubscription(c.var.ctx.db, {
        buyerAccountId: buyer.id,
        organizationId: buyer.organizationId,
        choice: choiceOf(c.req.valid("json")),
      });
      return c.json({ data: { ...result, subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/subscriptions/cancel",
      tags: ["Billing"],
      summary: "Cancel at the end of the period",
      ...signedIn("brand", { billing: "manage" }),
      responses: {
        200: json(dataOf(subscriptionsSchema), "The subscriptions after the change"),
        ...errors(401, 403, 404),
      },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      await setCancelAtPeriodEnd(c.var.ctx.db, { buyerAccountId: buyer.id, cancel: true });
      return c.json({ data: { subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/subscriptions/resume",
      tags: ["Billing"],
      summary: "Undo a cancellation",
      ...signedIn("brand", { billing: "manage", money: "move" }),
      responses: {
        200: json(dataOf(subscriptionsSchema), "The subscriptions after the change"),
        ...errors(401, 403, 404),
      },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      await setCancelAtPeriodEnd(c.var.ctx.db, { buyerAccountId: buyer.id, cancel: false });
      return c.json({ data: { subscriptions: await getSubscriptions(c.var.ctx.db, buyer.id) } }, 200);
    },
  );
