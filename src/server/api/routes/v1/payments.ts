import { z } from "zod";
import { requireSecret } from "@/config/deployment";
import { dataOf } from "@/contracts/envelope";
import {
  checkoutIdParamsSchema,
  checkoutIntentSchema,
  checkoutStartedSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  sandboxActionResultSchema,
  sandboxActionSchema,
} from "@/contracts/money";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from "@/server/domain/billing/payment-methods";
import { createSetupCheckout } from "@/server/domain/wallet/create-top-up";
import { completeSandboxCheckout } from "@/server/domain/wallet/sandbox-checkout";
import { AppError } from "@/server/errors";
import { getPaymentProvider } from "@/server/integrations/payments";
import { apiRouter, createRoute, documented, errors, json, signedIn } from "../../openapi";
import { parseBody, parseForm } from "../../validation";
import { originOf } from "./wallet";

export const paymentRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/checkout-intent",
      tags: ["Billing"],
      summary: "Start saving a card",
      description: "Answers the provider's hosted page (the sandbox card form, or Stripe Checkout in setup mode). The body is optional.",
      ...signedIn("brand", { billing: "manage", money: "move" }),
      request: { body: { required: false, content: { "application/json": { schema: checkoutIntentSchema } } } },
      responses: { 201: json(dataOf(checkoutStartedSchema), "The checkout; open `url`"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { userId, buyer } = c.var.caller;
      const result = await createSetupCheckout(c.var.ctx.db, getPaymentProvider(c.var.ctx.settings), {
        buyerAccountId: buyer.id,
        userId,
        userEmail: "",
        origin: originOf(c),
        returnPath: safeRedirectPath(body.return_path, originOf(c)) ?? "/platform/settings/payments",
      });
      return c.json({ data: result }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/payment-methods",
      tags: ["Billing"],
      summary: "Saved cards",
      ...signedIn("brand"),
      responses: {
        200: json(dataOf(z.array(paymentMethodSchema)), "The buyer account's cards, the default one marked"),
        ...errors(401, 403),
      },
    }),
    async (c) => c.json({ data: await listPaymentMethods(c.var.ctx.db, c.var.caller.buyer.id) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/payment-methods/{id}/default",
      tags: ["Billing"],
      summary: "Make a card the default",
      ...signedIn("brand", { billing: "manage" }),
      request: { params: paymentMethodParamsSchema },
      responses: {
        200: json(dataOf(z.array(paymentMethodSchema)), "The cards after the change"),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      await setDefaultPaymentMethod(c.var.ctx.db, { buyerAccountId: buyer.id, id: c.req.valid("param").id });
      return c.json({ data: await listPaymentMethods(c.var.ctx.db, buyer.id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/auth/payment-methods/{id}",
      tags: ["Billing"],
      summary: "Remove a card",
      ...signedIn("brand", { billing: "manage" }),
      request: { params: paymentMethodParamsSchema },
      responses: {
        200: json(dataOf(z.array(paymentMethodSchema)), "The cards after the removal"),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      await removePaymentMethod(c.var.ctx.db, getPaymentProvider(c.var.ctx.settings), {
        buyerAccountId: buyer.id,
        id: c.req.valid("param").id,
      });
      return c.json({ data: await listPaymentMethods(c.var.ctx.db, buyer.id) }, 200);
    },
  );

/**
 * The buttons of the sandbox's hosted checkout page (src/app/checkout/sandbox/[id]). Like a real
 * provider's page it needs no product session: the unguessable checkout id is the capability. A
 * form post is answered with a redirect back into the product; a JSON post with the outcome — so
 * the handler parses its own body (one of two content types): a plain handler, declared below.
 */

documented(
  paymentRoutes,
  createRoute({
    method: "post",
    path: "/payments/sandbox/{id}",
    tags: ["Webhooks"],
    summary: "Pay, decline or cancel a sandbox checkout",
    description:
      "The buttons of the built-in sandbox's hosted checkout page; only when the sandbox provider is enabled. No session: the " +
      "unguessable checkout id is the capability. A form post is answered with a 303 back into the product, a JSON post with the outcome.",
    request: {
      params: checkoutIdParamsSchema,
      body: {
        required: true,
        content: {
          "application/json": { schema: sandboxActionSchema },
          "application/x-www-form-urlencoded": { schema: sandboxActionSchema },
        },
      },
    },
    responses: {
      200: json(dataOf(sandboxActionResultSchema), "The outcome (JSON posts)"),
      303: { description: "Back into the product, with the outcome in the query (form posts)" },
      ...errors(400, 404),
    },
  }),
  async (c) => {
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
  },
);
