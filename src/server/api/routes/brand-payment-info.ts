import { Hono } from "hono";
import { billingAddressSchema, type BrandPaymentInfo } from "@/contracts/money";
import { getWalletBalance } from "@/server/domain/accounts/get-wallet-balance";
import { getBillingAddress, listPaymentMethods, updateBillingAddress } from "@/server/domain/billing/payment-methods";
import { configuredProviderName } from "@/server/integrations/payments";
import { requires } from "../middleware/permissions";
import type { ApiEnv } from "../types";
import { parseBody } from "../validation";

/**
 * /api/auth/brand/payment-info (SPEC.md §7 local route): what Payment Settings shows — billing
 * e-mail and address, saved cards, the default one, and the wallet balance. PUT updates the
 * billing e-mail and address (a partial update; null clears a field).
 */
export const brandPaymentInfoRoutes = new Hono<ApiEnv>()
  .get("/brand/payment-info", requires("brand"), async (c) => {
    const { db, settings } = c.var.ctx;
    const { buyer } = c.var.caller;
    const [address, methods, balance] = await Promise.all([
      getBillingAddress(db, buyer.id),
      listPaymentMethods(db, buyer.id),
      getWalletBalance(db, buyer.id),
    ]);
    const data: BrandPaymentInfo = {
      ...address,
      payment_provider: configuredProviderName(settings),
      wallet_balance: balance,
      payment_methods: methods,
      default_payment_method: methods.find((m) => m.is_default) ?? null,
    };
    return c.json({ data });
  })
  .put("/brand/payment-info", requires("brand", { billing: "manage" }), async (c) => {
    const patch = await parseBody(c, billingAddressSchema.partial());
    return c.json({ data: await updateBillingAddress(c.var.ctx.db, c.var.caller.buyer.id, patch) });
  });
