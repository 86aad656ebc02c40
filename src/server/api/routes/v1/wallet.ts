import { Hono } from "hono";
import { z } from "zod";
import { type CheckoutOutcomeView, walletTransactionTypeSchema, type SettingsInfo } from "@/contracts/money";
import { calendarDate, plainText } from "@/contracts/text";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { getUserEmail } from "@/server/domain/identity/get-user-email";
import { MIN_PAYOUT_CENTS } from "@/server/domain/ledger";
import { createTopUp, MAX_TOP_UP_CENTS, MIN_TOP_UP_CENTS } from "@/server/domain/wallet/create-top-up";
import { getCheckoutOutcomeOrThrow } from "@/server/domain/wallet/get-checkout-outcome";
import { listTopUps, listWalletTransactions, walletTransactionsCsv } from "@/server/domain/wallet/list-wallet-transactions";
import { AppError } from "@/server/errors";
import { configuredProviderName, getPaymentProvider } from "@/server/integrations/payments";
import { requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody, parseQuery, queryArray } from "../../validation";

export function originOf(c: { var: Pick<ApiEnv["Variables"], "ctx"> }): string {
  return c.var.ctx.settings.BETTER_AUTH_URL.replace(/\/$/, "");
}

export const addFundsSchema = z.object({
  amount: z
    .number({ error: "must be a number of cents" })
    .int("must be whole cents")
    .min(MIN_TOP_UP_CENTS, "must be at least 100 cents ($1.00)")
    .max(MAX_TOP_UP_CENTS, "must be at most 10000000 cents ($100,000.00)"),
  /** Where to come back to after the payment page; a path inside the product. */
  return_path: plainText(500).optional(),
});

const dateParam = calendarDate({ min: "2000-01-01", max: "2999-12-31", message: "must be a date (YYYY-MM-DD)" });
const pageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

const historySchema = z.object({
  type: queryArray(walletTransactionTypeSchema).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  format: z.enum(["json", "csv"]).default("json"),
  ...pageParams,
});

const CSV_MAX_ROWS = 10_000;

export const walletRoutes = new Hono<ApiEnv>()
  /** What the client needs to know about money settings (the Add Funds dialog reads the provider). */
  .get("/auth/settings-info", requires("user"), (c) => {
    const s = c.var.ctx.settings;
    const data: SettingsInfo = {
      payment_provider: configuredProviderName(s),
      platform_fee_bps: s.PLATFORM_FEE_BPS,
      min_payout_cents: MIN_PAYOUT_CENTS,
      currency: "USD",
    };
    return c.json({ data });
  })
  /** SPEC.md §7: starts a top-up at the configured provider and answers the payment page. */
  .post("/auth/:provider/add-wallet-funds", requires("brand"), async (c) => {
    const name = c.req.param("provider");
    const configured = configuredProviderName(c.var.ctx.settings);
    if (name !== configured) {
      throw new AppError("validation_error", `provider: this server takes payments through "${configured}"`, {
        provider: `Use "${configured}"`,
      });
    }
    const body = await parseBody(c, addFundsSchema);
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
  })
  /** Payment History: wallet movements with running balance; `format=csv` downloads them. */
  .get("/auth/wallet/transactions", requires("brand"), async (c) => {
    const q = parseQuery(c, historySchema);
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
    return c.json({
      data: transactions,
      pagination: { page: q.page, per_page: q.per_page, total, total_pages: Math.max(1, Math.ceil(total / q.per_page)) },
    });
  })
  /** One of the buyer's checkouts: what the page the provider returns to shows (issue 10 §7). */
  .get("/auth/wallet/checkouts/:id", requires("user"), async (c) => {
    const { buyer } = c.var.caller;
    const outcome = await getCheckoutOutcomeOrThrow(c.var.ctx.db, { buyerAccountId: buyer.id, checkoutId: c.req.param("id") });
    const data: CheckoutOutcomeView = {
      id: outcome.id,
      purpose: outcome.purpose,
      status: outcome.status,
      amount_cents: outcome.amountCents,
      failure_reason: outcome.failureReason,
    };
    return c.json({ data });
  })
  /** Top-up attempts, so pending, declined and abandoned ones are visible. */
  .get("/auth/wallet/top-ups", requires("brand"), async (c) => {
    const q = parseQuery(c, z.object(pageParams));
    const { buyer } = c.var.caller;
    const { topUps, total } = await listTopUps(c.var.ctx.db, buyer.id, { page: q.page, perPage: q.per_page });
    return c.json({
      data: topUps,
      pagination: { page: q.page, per_page: q.per_page, total, total_pages: Math.max(1, Math.ceil(total / q.per_page)) },
    });
  });
