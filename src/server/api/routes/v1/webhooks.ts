import { z } from "zod";
import { dataOf } from "@/contracts/envelope";
import { providerParamsSchema, webhookReceiptSchema } from "@/contracts/money";
import { handlePaymentWebhook } from "@/server/domain/wallet/handle-payment-webhook";
import { providerNamed } from "@/server/integrations/payments";
import { apiRouter, createRoute, documented, errors, json } from "../../openapi";

/**
 * POST /api/v1/webhooks/{provider} — signed provider events (docs/product/money.md). The signature is
 * checked over the exact raw body; a forged one is 400 and nothing is read or written. A 2xx
 * tells the provider to stop retrying, so it is only sent once the event's effects committed.
 * Not validated by a schema (the raw bytes are what is signed): a plain handler, declared below.
 */
export const webhookRoutes = apiRouter();

documented(
  webhookRoutes,
  createRoute({
    method: "post",
    path: "/webhooks/{provider}",
    tags: ["Webhooks"],
    summary: "Receive a payment provider's signed event",
    description:
      "Called by the payment provider, not by people. The signature (`stripe-signature`, or `sandbox-signature` for the " +
      "built-in sandbox) is checked over the exact raw body; a forged or stale one is a 400 and nothing is written. " +
      "Repeated deliveries of one event are answered `duplicate: true` and do nothing.",
    request: {
      params: providerParamsSchema,
      body: {
        required: true,
        description: "The provider's event, exactly as signed",
        content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      },
    },
    responses: { 200: json(dataOf(webhookReceiptSchema), "The event was applied (or was a duplicate)"), ...errors(400, 404) },
  }),
  async (c) => {
    const provider = providerNamed(c.var.ctx.settings, c.req.param("provider"));
    const rawBody = await c.req.text();
    const result = await handlePaymentWebhook(c.var.ctx.db, provider, rawBody, c.req.raw.headers);
    c.var.log.info("payment webhook", {
      provider: provider.name,
      duplicate: result.duplicate,
      effect: result.effect,
      checkoutId: result.checkoutId,
    });
    return c.json({ data: { received: true, duplicate: result.duplicate, effect: result.effect } });
  },
);
