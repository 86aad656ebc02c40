import { z } from "zod";
import {
  failedPaymentEventSchema,
  ledgerAccountDetailSchema,
  ledgerAccountPageSchema,
  ledgerAccountParamsSchema,
  ledgerAccountsQuerySchema,
  ledgerCheckRunSchema,
  ledgerTransfersQuerySchema,
} from "@/contracts/admin/ledger";
import { listFailedPaymentEvents } from "@/server/domain/admin/list-failed-payment-events";
import { getLatestLedgerCheck } from "@/server/domain/ledger/get-latest-ledger-check";
import { getLedgerAccount } from "@/server/domain/ledger/get-ledger-account";
import { listLedgerAccounts } from "@/server/domain/ledger/list-ledger-accounts";
import { recordLedgerCheck } from "@/server/domain/ledger/record-ledger-check";
import { adminRoute, apiRouter, createRoute, errors, json } from "../../openapi";

const failedEventsQuerySchema = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100, "At most 100").default(20),
});

/** The ledger as an operator reads it: accounts and balances, their transfers, the consistency check and failed payment events. */
export const adminLedgerRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/ledger/accounts",
      tags: ["Ledger"],
      summary: "Ledger accounts with their owners and balances",
      description: "`q` matches the owner's name, e-mail or organization, or the owner key (an order or user id).",
      ...adminRoute(),
      request: { query: ledgerAccountsQuerySchema },
      responses: { 200: json(z.object({ data: ledgerAccountPageSchema }), "One page of accounts"), ...errors(400, 403) },
    }),
    async (c) => c.json({ data: await listLedgerAccounts(c.var.ctx.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/ledger/accounts/{id}",
      tags: ["Ledger"],
      summary: "One account and its transfers, newest first",
      ...adminRoute(),
      request: { params: ledgerAccountParamsSchema, query: ledgerTransfersQuerySchema },
      responses: {
        200: json(z.object({ data: ledgerAccountDetailSchema }), "The account and a page of its transfers"),
        ...errors(400, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = await getLedgerAccount(c.var.ctx.db, { accountId: id, ...c.req.valid("query") });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/ledger/check",
      tags: ["Ledger"],
      summary: "The latest consistency check",
      description: "`data` is null until the check has run once (the scheduled check runs hourly).",
      ...adminRoute(),
      responses: { 200: json(z.object({ data: ledgerCheckRunSchema.nullable() }), "The latest run"), ...errors(403) },
    }),
    async (c) => c.json({ data: await getLatestLedgerCheck(c.var.ctx.db) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/ledger/check",
      tags: ["Ledger"],
      summary: "Run the consistency check now",
      description:
        "Every balance equals the sum of its entries, every transfer has its two entries, all balances sum to zero. Audited as `ledger.check`.",
      ...adminRoute(),
      responses: { 200: json(z.object({ data: ledgerCheckRunSchema }), "The run just recorded"), ...errors(403) },
    }),
    async (c) => c.json({ data: await recordLedgerCheck(c.var.ctx.db, { requestedByUserId: c.var.caller.userId }) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/ledger/failed-events",
      tags: ["Ledger"],
      summary: "Payment provider events that moved no money",
      ...adminRoute(),
      request: { query: failedEventsQuerySchema },
      responses: { 200: json(z.object({ data: z.array(failedPaymentEventSchema) }), "Newest first"), ...errors(400, 403) },
    }),
    async (c) => {
      const events = await listFailedPaymentEvents(c.var.ctx.db, c.req.valid("query"));
      return c.json({ data: events.map((e) => ({ ...e, receivedAt: e.receivedAt.toISOString() })) }, 200);
    },
  );
