import { z } from "zod";
import { dataOf } from "@/contracts/envelope";
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
} from "@/contracts/webhook-endpoints";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rollWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
  webhookAccountOf,
} from "@/server/domain/webhooks/manage-webhook-endpoints";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

const WHO = "The buyer account the session acts for: its owner, or a team's owners and admins (403 for a team's members).";

/**
 * Outbound webhook endpoints of a brand's buyer account (decision 072); the inbound payment-provider
 * webhooks are webhooks.ts. Every route resolves the account from the caller and refuses a team's
 * plain members; another account's endpoint is a 404.
 */
export const webhookEndpointRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/webhook-endpoints",
      tags: ["Integrations"],
      summary: "Your webhook endpoints",
      description: WHO,
      ...signedIn("brand"),
      responses: { 200: json(webhookEndpointListResponseSchema, "The endpoints, newest first"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listWebhookEndpoints(c.var.ctx.db, webhookAccountOf(c.var.caller)) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/webhook-endpoints",
      tags: ["Integrations"],
      summary: "Register a webhook endpoint",
      description: `${WHO} A deployment refuses URLs whose host resolves to a private, loopback or link-local address (400 naming \`url\`).`,
      ...signedIn("brand"),
      request: { body: jsonBody(createWebhookEndpointSchema) },
      responses: { 201: json(webhookEndpointResponseSchema, "The endpoint, with its signing secret"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const buyerAccountId = webhookAccountOf(c.var.caller);
      const body = c.req.valid("json");
      const data = await createWebhookEndpoint(c.var.ctx, { buyerAccountId, endpoint: body });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/auth/webhook-endpoints/{id}",
      tags: ["Integrations"],
      summary: "Change a webhook endpoint",
      description: `${WHO} \`enabled: true\` re-enables an endpoint disabled after repeated failure.`,
      ...signedIn("brand"),
      request: { params: webhookEndpointParamsSchema, body: jsonBody(updateWebhookEndpointSchema) },
      responses: { 200: json(webhookEndpointResponseSchema, "The endpoint"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const buyerAccountId = webhookAccountOf(c.var.caller);
      const data = await updateWebhookEndpoint(c.var.ctx, { buyerAccountId, id: c.req.valid("param").id, patch: c.req.valid("json") });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/auth/webhook-endpoints/{id}",
      tags: ["Integrations"],
      summary: "Remove a webhook endpoint and its delivery log",
      description: WHO,
      ...signedIn("brand"),
      request: { params: webhookEndpointParamsSchema },
      responses: { 200: json(dataOf(z.object({ deleted: z.boolean() })), "Removed"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      await deleteWebhookEndpoint(c.var.ctx.db, { buyerAccountId: webhookAccountOf(c.var.caller), id: c.req.valid("param").id });
      return c.json({ data: { deleted: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/webhook-endpoints/{id}/roll-secret",
      tags: ["Integrations"],
      summary: "Roll the signing secret",
      description: `${WHO} Deliveries are signed with the new secret and, for 24 hours, with the old one too (two signatures in \`webhook-signature\`).`,
      ...signedIn("brand"),
      request: { params: webhookEndpointParamsSchema },
      responses: { 200: json(webhookEndpointResponseSchema, "The endpoint, with its new secret"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const data = await rollWebhookSecret(c.var.ctx.db, { buyerAccountId: webhookAccountOf(c.var.caller), id: c.req.valid("param").id });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/webhook-endpoints/{id}/test",
      tags: ["Integrations"],
      summary: "Send a test event",
      description: `${WHO} Sends a \`webhook.test\` event now and answers with the delivery (the receiver's status, body and timing).`,
      ...signedIn("brand"),
      request: { params: webhookEndpointParamsSchema },
      responses: { 200: json(webhookDeliveryResponseSchema, "The delivery after its first attempt"), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const data = await sendTestWebhook(c.var.ctx, { buyerAccountId: webhookAccountOf(c.var.caller), id: c.req.valid("param").id });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/webhook-endpoints/{id}/deliveries",
      tags: ["Integrations"],
      summary: "The delivery log of an endpoint",
      description: `${WHO} The latest 100 deliveries: payload, status, attempts, the receiver's last answer and timing.`,
      ...signedIn("brand"),
      request: { params: webhookEndpointParamsSchema },
      responses: { 200: json(webhookDeliveryListResponseSchema, "Deliveries, newest first"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const data = await listWebhookDeliveries(c.var.ctx.db, {
        buyerAccountId: webhookAccountOf(c.var.caller),
        endpointId: c.req.valid("param").id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver",
      tags: ["Integrations"],
      summary: "Redeliver one delivery",
      description: `${WHO} Sends it again now with the same \`webhook-id\`, so receivers can tell a repeat.`,
      ...signedIn("brand"),
      request: { params: webhookDeliveryParamsSchema },
      responses: { 200: json(webhookDeliveryResponseSchema, "The delivery after this attempt"), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      const data = await redeliverWebhook(c.var.ctx, { buyerAccountId: webhookAccountOf(c.var.caller), endpointId: id, deliveryId });
      return c.json({ data }, 200);
    },
  );
