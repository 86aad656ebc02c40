import { dataOf } from "@/contracts/envelope";
import { billingAddressSchema, brandPaymentInfoSchema } from "@/contracts/money";
import { getWalletBalance } from "@/server/domain/accounts/get-wallet-balance";
import { getBillingAddress, listPaymentMethods, updateBillingAddress } from "@/server/domain/billing/payment-methods";
import { configuredProviderName } from "@/server/integrations/payments";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../openapi";

/**
 * /api/auth/brand/payment-info (docs/product/api-conventions.md local route): what Payment Settings shows — billing
 * e-mail and address, saved cards, the default one, and the wallet balance. PUT updates the
 * billing e-mail and address (a partial update; null clears a field).
 */
export const brandPaymentInfoRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/brand/payment-info",
      tags: ["Billing"],
      summary: "Payment settings",
      description: "Billing e-mail and address, saved cards, the default card and the wallet balance.",
      ...signedIn("brand"),
      responses: { 200: json(dataOf(brandPaymentInfoSchema), "The payment settings"), ...errors(401, 403) },
    }),
    async (c) => {
      const { db, settings } = c.var.ctx;
      const { buyer } = c.var.caller;
      const [address, methods, balance] = await Promise.all([
        getBillingAddress(db, buyer.id),
        listPaymentMethods(db, buyer.id),
        getWalletBalance(db, buyer.id),
      ]);
      return c.json(
        {
          data: {
            ...address,
            payment_provider: configuredProviderName(settings),
            wallet_balance: balance,
            payment_methods: methods,
            default_payment_method: methods.find((m) => m.is_default) ?? null,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/brand/payment-info",
      tags: ["Billing"],
      summary: "Update the billing e-mail and address",
      description: "A partial update: fields left out stay, `null` clears one.",
      ...signedIn("brand", { billing: "manage" }),
      request: { body: jsonBody(billingAddressSchema.partial()) },
      responses: {
        200: json(dataOf(billingAddressSchema), "The billing profile after the change"),
        ...errors(400, 401, 403, 415),
      },
    }),
    async (c) => c.json({ data: await updateBillingAddress(c.var.ctx.db, c.var.caller.buyer.id, c.req.valid("json")) }, 200),
  );
