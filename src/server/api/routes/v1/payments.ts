import { Hono } from "hono";
import { z } from "zod";
import { requireSecret } from "@/config/deployment";
import { plainText } from "@/contracts/text";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from "@/server/domain/billing/payment-methods";
import { createSetupCheckout } from "@/server/domain/wallet/create-top-up";
import { completeSandboxCheckout } from "@/server/domain/wallet/sandbox-checkout";
import { AppError } from "@/server/errors";
import { getPaymentProvider } from "@/server/integrations/payments";
import { requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody, parseForm, parseWith } from "../../validation";
import { originOf } from "./wallet";

const uuid = z.uuid("must be a payment method id");
export const checkoutIntentSchema = z.object({ return_path: plainText(500).optional() }).default({});

export const sandboxActionSchema = z.object({
  action: z.enum(["pay", "decline", "cancel"]),
  number: plainText(40).optional(),
  expiry: plainText(10).optional(),
  cvc: plainText(6).optional(),
});

export const paymentRoutes = new Hono<ApiEnv>()
  /** Starts saving a card: the provider's hosted page (sandbox card form, or Stripe Checkout in setup mode). */
  .post("/auth/checkout-intent", requires("brand"), async (c) => {
    const body = c.req.header("content-type")?.includes("json") ? await parseBody(c, checkoutIntentSchema) : {};
    const { userId, buyer } = c.var.caller;
    const result = await createSetupCheckout(c.var.ctx.db, getPaymentProvider(c.var.ctx.settings), {
      buyerAccountId: buyer.id,
      userId,
      userEmail: "",
      origin: originOf(c),
      returnPath: safeRedirectPath(body.return_path, originOf(c)) ?? "/platform/settings/payments",
    });
    return c.json({ data: result }, 201);
  })
  .get("/auth/payment-methods", requires("brand"), async (c) => {
    const { buyer } = c.var.caller;
    return c.json({ data: await listPaymentMethods(c.var.ctx.db, buyer.id) });
  })
  .post("/auth/payment-methods/:id/default", requires("brand", { billing: "manage" }), async (c) => {
    const id = parseWith(uuid, c.req.param("id"));
    const { buyer } = c.var.caller;
    await setDefaultPaymentMethod(c.var.ctx.db, { buyerAccountId: buyer.id, id });
    return c.json({ data: await listPaymentMethods(c.var.ctx.db, buyer.id) });
  })
  .delete("/auth/payment-methods/:id", requires("brand", { billing: "manage" }), async (c) => {
    const id = parseWith(uuid, c.req.param("id"));
    const { buyer } = c.var.caller;
    await removePaymentMethod(c.var.ctx.db, getPaymentProvider(c.var.ctx.settings), { buyerAccountId: buyer.id, id });
    return c.json({ data: await listPaymentMethods(c.var.ctx.db, buyer.id) });
  })
  /**
   * The buttons of the sandbox's hosted checkout page (src/app/checkout/sandbox/[id]). Like a
   * real provider's page it needs no product session: the unguessable checkout id is the
   * capability. A form post is answered with a redirect back into the product; a JSON post with
   * the outcome.
   */
  .post("/payments/sandbox/:id", async (c) => {
    const isForm = (c.req.header("content-type") ?? "").includes("form");
    const input = isForm ? await parseForm(c, sandboxActionSchema) : await parseBody(c, sandboxActionSchema);
    const provider = getPaymentProvider(c.var.ctx.settings);
    if (provider.name !== "sandbox") throw new AppError("not_found", "The sandbox provider is not enabled");
    try {
      const result = await completeSandboxCheckout(
        c.var.ctx.db,
        provider,
        requireSecret(c.var.ctx.settings.SANDBOX_WEBHOOK_SECRET, "SANDBOX_WEBHOOK_SECRET"),
        {
          checkoutId: c.req.param("id"),
          action: input.action,
          card: input.number !== undefined ? { number: input.number, expiry: input.expiry ?? "", cvc: input.cvc ?? "" } : undefined,
        },
      );
      if (isForm) return c.redirect(result.redirectPath, 303);
      return c.json({ data: { status: result.status, redirect: result.redirectPath } });
    } catch (error) {
      // The form shows card problems on the page itself.
      if (isForm && error instanceof AppError && error.code === "validation_error") {
        const field = Object.keys(error.fields ?? {})[0] ?? "number";
        return c.redirect(`/checkout/sandbox/${c.req.param("id")}?error=${encodeURIComponent(field)}`, 303);
      }
      throw error;
    }
  });
