import { z } from "zod";
import {
  adminPlanSchema,
  buyerAccountOptionSchema,
  buyerAccountParamsSchema,
  buyerAccountSearchQuerySchema,
  changePlanPriceSchema,
  endComplimentaryPlanSchema,
  grantComplimentaryPlanSchema,
  planParamsSchema,
} from "@/contracts/admin/plans";
import { changePlanPrice } from "@/server/domain/billing/change-plan-price";
import { endComplimentaryPlan } from "@/server/domain/billing/end-complimentary-plan";
import { grantComplimentaryPlan } from "@/server/domain/billing/grant-complimentary-plan";
import { listAdminPlans } from "@/server/domain/billing/list-admin-plans";
import { searchBuyerAccounts } from "@/server/domain/billing/search-buyer-accounts";
import { adminRoute, apiRouter, createRoute, errors, json, jsonBody } from "../../openapi";

const grantedSchema = z.object({ subscriptionId: z.uuid(), buyerAccountId: z.uuid(), planId: z.uuid(), created: z.boolean() });
const endedSchema = z.object({ subscriptionId: z.uuid(), endsAt: z.string() });

/** Plans and their prices, and complimentary plans for organizations. Every change is audited with before and after. */
export const adminPlanRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/plans",
      tags: ["Plans"],
      summary: "Every plan with its allowances and subscriber count",
      ...adminRoute(),
      responses: { 200: json(z.object({ data: z.array(adminPlanSchema) }), "The plans"), ...errors(403) },
    }),
    async (c) => c.json({ data: await listAdminPlans(c.var.ctx.db) }, 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/plans/{id}",
      tags: ["Plans"],
      summary: "Change a plan's monthly price for future renewals",
      description: "Running periods keep the price they were charged; each subscription's next renewal charges the new price.",
      ...adminRoute(),
      request: { params: planParamsSchema, body: jsonBody(changePlanPriceSchema) },
      responses: { 200: json(z.object({ data: adminPlanSchema }), "The plan with its new price"), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const data = await changePlanPrice(c.var.ctx.db, { planId: id, ...body, actorUserId: c.var.caller.userId });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/buyer-accounts",
      tags: ["Plans"],
      summary: "Find organizations and buyers by name, e-mail or id",
      description: "At most 20, with each one's live subscription; `complimentary=true` lists only those on a complimentary plan.",
      ...adminRoute(),
      request: { query: buyerAccountSearchQuerySchema },
      responses: { 200: json(z.object({ data: z.array(buyerAccountOptionSchema) }), "Matching buyer accounts"), ...errors(400, 403) },
    }),
    async (c) => {
      const { q, complimentary } = c.req.valid("query");
      const data = await searchBuyerAccounts(c.var.ctx.db, {
        q,
        complimentary: complimentary === undefined ? undefined : complimentary === "true",
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/organizations/{buyerAccountId}/complimentary-plan",
      tags: ["Plans"],
      summary: "Grant a complimentary plan",
      description: "Creates a free subscription, or makes the live one free on the granted plan. Renewals charge nothing while it lasts.",
      ...adminRoute(),
      request: { params: buyerAccountParamsSchema, body: jsonBody(grantComplimentaryPlanSchema) },
      responses: { 200: json(z.object({ data: grantedSchema }), "The complimentary subscription"), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const { buyerAccountId } = c.req.valid("param");
      const body = c.req.valid("json");
      const data = await grantComplimentaryPlan(c.var.ctx.db, { buyerAccountId, ...body, actorUserId: c.var.caller.userId });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/organizations/{buyerAccountId}/complimentary-plan",
      tags: ["Plans"],
      summary: "End a complimentary plan",
      description: "The subscription stops being free and ends at its period end; nothing is charged.",
      ...adminRoute(),
      request: { params: buyerAccountParamsSchema, body: jsonBody(endComplimentaryPlanSchema) },
      responses: { 200: json(z.object({ data: endedSchema }), "When the subscription ends"), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { buyerAccountId } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const data = await endComplimentaryPlan(c.var.ctx.db, { buyerAccountId, reason, actorUserId: c.var.caller.userId });
      return c.json({ data }, 200);
    },
  );
