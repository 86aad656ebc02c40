import { insufficientFundsErrorSchema, orderIdParamsSchema } from "@/contracts/orders";
import {
  handOverRequestSchema,
  paidUsageIdParamsSchema,
  paidUsageListResponseSchema,
  paidUsageResponseSchema,
  renewRequestSchema,
  revokeRequestSchema,
} from "@/contracts/paid-usage";
import { requireSecret } from "@/config/deployment";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { handOverPaidUsage } from "@/server/domain/paid-usage/hand-over-paid-usage";
import { listOrderPaidUsage } from "@/server/domain/paid-usage/list-order-paid-usage";
import { refundPaidUsage } from "@/server/domain/paid-usage/refund-paid-usage";
import { renewPaidUsage } from "@/server/domain/paid-usage/renew-paid-usage";
import { revokePaidUsage } from "@/server/domain/paid-usage/revoke-paid-usage";
import { sandboxPaidUsageAdapter } from "@/server/integrations/paid-usage";
import type { Settings } from "@/config/env";
import { apiRouter, createRoute, errors, json, jsonBody, partiesOnlyRoute, signedIn } from "../../openapi";

/*
 * Paid-usage authorisations of an order (decision 084): TikTok Spark Ads codes and Meta
 * partnership-ads permissions. Every route answers 404 to anyone who is not a side of the order;
 * the code itself leaves only in the brand's GET, never in a write's answer, a log or an event.
 */

const TAG = ["Orders"];
const NOTE = "Answers 404 to anyone who is not a side of the order.";

function partiesOf(caller: Caller): OrderParty[] {
  return [
    { side: "buyer", buyerAccountId: caller.buyer.id },
    { side: "creator", userId: caller.userId },
  ];
}

const codeKey = (settings: Settings) => requireSecret(settings.PAID_USAGE_CODE_KEY, "PAID_USAGE_CODE_KEY");

export const paidUsageRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/orders/{id}/paid-usage",
      tags: TAG,
      summary: "The paid-usage authorisations of an order (either side)",
      description: `Oldest first, renewals after what they renew. The brand sees a handed-over code (or the Meta ids) in \`revealed\`; the creator sees only the masked \`codeHint\`. ${NOTE}`,
      ...partiesOnlyRoute("Order"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(paidUsageListResponseSchema, "The authorisations"), ...errors(404) },
    }),
    async (c) => {
      const data = await listOrderPaidUsage(c.var.ctx.db, {
        orderId: c.req.valid("param").id,
        parties: partiesOf(c.var.caller),
        codeKey: codeKey(c.var.ctx.settings),
      });
      c.header("Cache-Control", "no-store");
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/paid-usage/{id}/hand-over",
      tags: TAG,
      summary: "Hand the paid-usage code over (the creator)",
      description: `TikTok: \`code\` (# and a long base64-like string) and \`codeWindowDays\` (7, 30, 60 or 365, at least the window bought). Meta: \`accountId\` (page or Instagram account) and \`permissionId\`. The price is released from escrow (minus the order's platform fee) and the window starts. ${NOTE}`,
      ...signedIn("creator"),
      request: { params: paidUsageIdParamsSchema, body: jsonBody(handOverRequestSchema) },
      responses: { 200: json(paidUsageResponseSchema, "The authorisation, active"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const data = await handOverPaidUsage(c.var.ctx.db, {
        ...c.req.valid("json"),
        id: c.req.valid("param").id,
        parties: partiesOf(c.var.caller),
        codeKey: codeKey(c.var.ctx.settings),
        platforms: sandboxPaidUsageAdapter,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/paid-usage/{id}/revoke",
      tags: TAG,
      summary: "Revoke a running paid-usage authorisation (the creator)",
      description: `Ends it now on the platform and here; the brand is notified. No money moves. ${NOTE}`,
      ...signedIn("creator"),
      request: { params: paidUsageIdParamsSchema, body: jsonBody(revokeRequestSchema) },
      responses: { 200: json(paidUsageResponseSchema, "The authorisation, revoked"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const data = await revokePaidUsage(c.var.ctx.db, {
        id: c.req.valid("param").id,
        parties: partiesOf(c.var.caller),
        reason: c.req.valid("json").reason,
        platforms: sandboxPaidUsageAdapter,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/paid-usage/{id}/refund",
      tags: TAG,
      summary: "Take back the price of a paid usage never handed over (the brand)",
      description: `Possible a week after the order completed (a week after purchase for a renewal) while the creator has not handed it over; its price goes from the escrow back to the wallet. ${NOTE}`,
      ...signedIn("brand", { money: "move" }),
      request: { params: paidUsageIdParamsSchema },
      responses: { 200: json(paidUsageResponseSchema, "The authorisation, refunded"), ...errors(401, 403, 404, 409) },
    }),
    async (c) => {
      const data = await refundPaidUsage(c.var.ctx.db, {
        id: c.req.valid("param").id,
        parties: partiesOf(c.var.caller),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/paid-usage/{id}/renew",
      tags: TAG,
      summary: "Renew a paid-usage authorisation (the brand)",
      description: `A new authorisation that starts where this one ends, its price escrowed from the wallet now and released when the creator confirms the code's window. One renewal per authorisation: a second call answers 200 with it. ${NOTE}`,
      ...signedIn("brand", { money: "move", idempotent: true }),
      request: { params: paidUsageIdParamsSchema, body: jsonBody(renewRequestSchema) },
      responses: {
        201: json(paidUsageResponseSchema, "The renewal, pending"),
        200: json(paidUsageResponseSchema, "The renewal bought before"),
        402: json(insufficientFundsErrorSchema, "Not enough money in the wallet"),
        ...errors(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { view, replayed } = await renewPaidUsage(c.var.ctx.db, {
        id: c.req.valid("param").id,
        parties: partiesOf(c.var.caller),
        windowDays: c.req.valid("json").windowDays,
      });
      return replayed ? c.json({ data: view }, 200) : c.json({ data: view }, 201);
    },
  );
