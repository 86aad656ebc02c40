import { Hono } from "hono";
import { handlePaymentWebhook } from "@/server/domain/wallet/handle-payment-webhook";
import { providerNamed } from "@/server/integrations/payments";
import type { ApiEnv } from "../../types";

/**
 * POST /api/v1/webhooks/{provider} — signed provider events (PRODUCT.md §6). The signature is
 * checked over the exact raw body; a forged one is 400 and nothing is read or written. A 2xx
 * tells the provider to stop retrying, so it is only sent once the event's effects committed.
 */
export const webhookRoutes = new Hono<ApiEnv>().post("/webhooks/:provider", async (c) => {
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
});
