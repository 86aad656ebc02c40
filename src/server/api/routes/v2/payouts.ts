import { z } from "zod";
import {
  adminPayoutSchema,
  payoutIdParamsSchema,
  payoutQueueQuerySchema,
  payoutSchema,
  payoutSettleSchema,
  payoutStatusCountsSchema,
} from "@/contracts/payouts";
import { approvePayout, listPayoutQueue, settleCreatorPayout } from "@/server/domain/payouts/payouts";
import { adminRoute, apiRouter, createRoute, errors, json, jsonBody } from "../../openapi";

const payoutQueueSchema = z.object({
  /** Payouts matching the filter, all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: payoutStatusCountsSchema,
  inTransitCents: z.number().int(),
  payouts: z.array(adminPayoutSchema),
});

/**
 * The admin payout queue (decision 030). Every action writes the audit log in the same
 * transaction as the change; each row lists only the actions its state still allows.
 */
export const adminPayoutRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/payouts",
      tags: ["Payouts"],
      summary: "The payout queue",
      description: "Waiting payouts oldest first, then settled ones newest first; 25 a page, filtered by status.",
      ...adminRoute(),
      request: { query: payoutQueueQuerySchema },
      responses: {
        200: json(z.object({ data: payoutQueueSchema }), "Payouts newest first, with their allowed actions"),
        ...errors(400, 403),
      },
    }),
    async (c) => c.json({ data: await listPayoutQueue(c.var.ctx.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payouts/{id}/approve",
      tags: ["Payouts"],
      summary: "Approve a requested payout",
      ...adminRoute(),
      request: { params: payoutIdParamsSchema },
      responses: { 200: json(z.object({ data: payoutSchema }), "The approved payout"), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = await approvePayout(c.var.ctx.db, { payoutId: id, actor: { kind: "admin", id: c.var.caller.userId } });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payouts/{id}/settle",
      tags: ["Payouts"],
      summary: "Mark an approved payout paid or failed",
      description: "A failed payout's money goes back to the creator's earnings.",
      ...adminRoute(),
      request: { params: payoutIdParamsSchema, body: jsonBody(payoutSettleSchema) },
      responses: { 200: json(z.object({ data: payoutSchema }), "The settled payout"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const data = await settleCreatorPayout(c.var.ctx.db, {
        payoutId: id,
        outcome: body.outcome,
        reason: body.reason,
        actor: { kind: "admin", id: c.var.caller.userId },
      });
      return c.json({ data }, 200);
    },
  );
