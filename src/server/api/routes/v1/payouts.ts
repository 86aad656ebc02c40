import { dataOf } from "@/contracts/envelope";
import { creatorPayoutsSchema, payoutMethodInputSchema, payoutMethodSchema, payoutRequestSchema, payoutSchema } from "@/contracts/payouts";
import { getPayoutMethod, savePayoutMethod } from "@/server/domain/payouts/payout-method";
import { getCreatorPayouts, requestCreatorPayout } from "@/server/domain/payouts/payouts";
import { getPayoutProvider } from "@/server/integrations/payouts";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * A creator's payouts (docs/product/money.md, decision 030). Every route reads and writes the caller's own
 * payouts only: there is no creator id in any path, so another creator's payouts cannot be named.
 */
export const payoutRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/payouts",
      tags: ["Payouts"],
      summary: "Earnings, payout method and payout history",
      ...signedIn("creator"),
      responses: { 200: json(dataOf(creatorPayoutsSchema), "The creator's payouts"), ...errors(401, 403) },
    }),
    async (c) => {
      const db = c.var.ctx.db;
      const userId = c.var.caller.userId;
      const [view, method] = await Promise.all([getCreatorPayouts(db, userId), getPayoutMethod(db, userId)]);
      return c.json({ data: { ...view, method } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/auth/payouts/method",
      tags: ["Payouts"],
      summary: "Set the payout method",
      description: "The sandbox's bank-account form. Only the last four characters of the account number are kept.",
      ...signedIn("creator"),
      request: { body: jsonBody(payoutMethodInputSchema) },
      responses: { 200: json(dataOf(payoutMethodSchema), "The saved method"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const method = await savePayoutMethod(c.var.ctx.db, getPayoutProvider(c.var.ctx.settings), {
        ...input,
        creatorUserId: c.var.caller.userId,
      });
      c.var.log.info("payout method saved", { userId: c.var.caller.userId, last4: method.accountLast4 });
      return c.json({ data: method }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/payouts",
      tags: ["Payouts"],
      summary: "Request a payout",
      description: "Minimum $20.00 (2000 cents), at most the available earnings. Moves the amount from earnings to payouts in transit.",
      ...signedIn("creator", { money: "move", idempotent: true }),
      request: { body: jsonBody(payoutRequestSchema) },
      responses: {
        201: json(dataOf(payoutSchema), "The requested payout"),
        ...errors(400, 401, 402, 403, 409, 415, 422),
      },
    }),
    async (c) => {
      const { amount } = c.req.valid("json");
      const result = await requestCreatorPayout(c.var.ctx.db, { creatorUserId: c.var.caller.userId, amountCents: amount });
      return c.json({ data: result }, 201);
    },
  );
