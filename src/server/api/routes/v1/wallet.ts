import { z } from "zod";
import { dataOf, pageOf, pageQuerySchema, paginationOf } from "@/contracts/envelope";
import {
  addFundsSchema,
  checkoutIdParamsSchema,
  checkoutOutcomeSchema,
  checkoutStartedSchema,
  providerParamsSchema,
  settingsInfoSchema,
  topUpSchema,
  walletHistoryQuerySchema,
  walletTransactionSchema,
} from "@/contracts/money";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { getUserEmail } from "@/server/domain/identity/get-user-email";
import { MIN_PAYOUT_CENTS } from "@/server/domain/ledger";
import { createTopUp } from "@/server/domain/wallet/create-top-up";
import { getCheckoutOutcomeOrThrow } from "@/server/domain/wallet/get-checkout-outcome";
import { listTopUps, listWalletTransactions, walletTransactionsCsv } from "@/server/domain/wallet/list-wallet-transactions";
import { AppError } from "@/server/errors";
import { configuredProviderName, getPaymentProvider } from "@/server/integrations/payments";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";
import type { ApiEnv } from "../../types";

export function originOf(c: { var: Pick<ApiEnv["Variables"], "ctx"> }): string {
  return c.var.ctx.settings.BETTER_AUTH_URL.replace(/\/$/, "");
}

const CSV_MAX_ROWS = 10_000;

export const walletRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/settings-info",
      tags: ["Wallet"],
      summary: "Money settings the client needs",
      description: "The payment provider (the Add Funds dialog reads it), the platform fee and the minimum payout.",
      ...signedIn("user"),
      responses: { 200: json(dataOf(settingsInfoSchema), "The settings"), ...errors(401) },
    }),
    (c) => {
      const s = c.var.ctx.settings;
      return c.json(
        {
          data: {
            payment_provider: configuredProviderName(s),
            platform_fee_bps: s.PLATFORM_FEE_BPS,
            min_payout_cents: MIN_PAYOUT_CENTS,
            currency: "USD",
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/{provider}/add-wallet-funds",
      tags: ["Wallet"],
      summary: "Start a wallet top-up",
      description: "`provider` must be the configured one; answers the payment page to send the browser to.",
      ...signedIn("brand", { money: "move", idempotent: true }),
      request: { params: providerParamsSchema, body: jsonBody(addFundsSchema) },
      responses: {
        201: json(dataOf(checkoutStartedSchema), "The checkout; open `url`"),
        ...errors(400, 401, 403, 409, 415, 422),
      },
    }),
    async (c) => {
      const { provider: name } = c.req.valid("param");
      const configured = configuredProviderName(c.var.ctx.settings);
      if (name !== configured) {
        throw new AppError("validation_error", `provider: this server takes payments through "${configured}"`, {
          provider: `Use "${configured}"`,
        });
      }
      const body = c.req.valid("json");
      const { userId, buyer } = c.var.caller;
      const returnPath = safeRedirectPath(body.return_path, originOf(c)) ?? "/platform";
      const email = await getUserEmail(c.var.ctx.db, userId);
      const result = await createTopUp(c.var.ctx.db, getPaymentProvider(c.var.ctx.settings), {
        buyerAccountId: buyer.id,
        userId,
        userEmail: email,
        origin: originOf(c),
        returnPath,
        amountCents: body.amount,
      });
      return c.json({ data: { id: result.id, url: result.url } }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/wallet/transactions",
      tags: ["Wallet"],
      summary: "Payment history",
      description: "Wallet movements with the running balance, newest first. `format=csv` downloads them (up to 10,000 rows) instead.",
      ...signedIn("brand"),
      request: { query: walletHistoryQuerySchema },
      responses: {
        200: {
          description: "One page of movements, or the CSV file",
          content: {
            "application/json": { schema: pageOf(walletTransactionSchema) },
            "text/csv": { schema: z.string() },
          },
        },
        ...errors(400, 401, 403),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const from = q.from ? new Date(`${q.from}T00:00:00Z`) : undefined;
      // `to` is an inclusive day: everything before the next midnight.
      const to = q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000) : undefined;
      if (from && to && from >= to) {
        throw new AppError("validation_error", "to: must not be before from", { to: "Must not be before from" });
      }
      const { buyer } = c.var.caller;
      if (q.format === "csv") {
        const { transactions } = await listWalletTransactions(c.var.ctx.db, buyer.id, {
          types: q.type,
          from,
          to,
          page: 1,
          perPage: CSV_MAX_ROWS,
        });
        return c.body(walletTransactionsCsv(transactions), 200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="payment-history.csv"`,
        });
      }
      const { transactions, total } = await listWalletTransactions(c.var.ctx.db, buyer.id, {
        types: q.type,
        from,
        to,
        page: q.page,
        perPage: q.per_page,
      });
      return c.json({ data: transactions, pagination: paginationOf(q, total) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/wallet/checkouts/{id}",
      tags: ["Wallet"],
      summary: "A checkout's outcome",
      description: "What the page the provider returns to shows. Only the caller's buyer account's checkouts.",
      ...signedIn("user"),
      request: { params: checkoutIdParamsSchema },
      responses: { 200: json(dataOf(checkoutOutcomeSchema), "The checkout"), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { buyer } = c.var.caller;
      const outcome = await getCheckoutOutcomeOrThrow(c.var.ctx.db, { buyerAccountId: buyer.id, checkoutId: c.req.valid("param").id });
      return c.json(
        {
          data: {
            id: outcome.id,
            purpose: outcome.purpose,
            status: outcome.status,
            amount_cents: outcome.amountCents,
            failure_reason: outcome.failureReason,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/wallet/top-ups",
      tags: ["Wallet"],
      summary: "Top-up attempts",
      description: "Pending, paid, declined and abandoned top-ups, newest first.",
      ...signedIn("brand"),
      request: { query: pageQuerySchema },
      responses: { 200: json(pageOf(topUpSchema), "One page of top-ups"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { buyer } = c.var.caller;
      const { topUps, total } = await listTopUps(c.var.ctx.db, buyer.id, { page: q.page, perPage: q.per_page });
      return c.json({ data: topUps, pagination: paginationOf(q, total) }, 200);
    },
  );
