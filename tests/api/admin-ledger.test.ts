import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LedgerCheckRunView } from "@/contracts/admin/ledger";
import type { InputOf, V2Routes } from "@/lib/api-routes";
import { auditLog, ledgerCheckRun } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { clearingOf, earningsOf, PLATFORM_REVENUE, transfer, walletOf } from "@/server/domain/ledger";
import { runScheduledLedgerCheck } from "@/server/jobs/ledger-check";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "@/server/integrations/payments";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The admin's ledger: accounts by owner with their balances, an account's transfers newest first
 * with what caused them, the consistency check recorded per run (scheduled or by an admin, who is
 * audited) and the payment events that moved no money.
 */

const SANDBOX_SECRET = "admin-ledger-test-sandbox-secret";
let t: TestApp;
let admin: TestUser;
let brand: TestUser;
let creator: TestUser;
let walletId: string;

const json = async <T>(res: Response) => (await res.json()) as T;
/** The admin's reads through the typed client: the body's `data`; a refusal throws with its status and message. */
const ledgerAccounts = async (query: InputOf<V2Routes, "GET /ledger/accounts">["query"] = {}) =>
  (await t.as(admin.token).v2.call("GET /ledger/accounts", { query })).data;
const ledgerAccount = async (id: string, query: { page?: number; pageSize?: number } = {}) =>
  (await t.as(admin.token).v2.call("GET /ledger/accounts/:id", { param: { id }, query })).data;
const latestCheck = async () => (await t.as(admin.token).v2.call("GET /ledger/check")).data;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  [admin, brand, creator] = await Promise.all([
    createUser(t, { role: "admin", name: "Ada Admin" }),
    createUser(t, { types: ["brand"], name: "Bea Ledgerbrand" }),
    createUser(t, { types: ["creator"], name: "Cal Ledgercreator" }),
  ]);
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
  const move = (
    from: Parameters<typeof transfer>[1]["from"],
    to: Parameters<typeof transfer>[1]["to"],
    amount: number,
    reason: "top_up" | "adjustment",
    key: string,
  ) =>
    transfer(t.ctx.db, {
      from,
      to,
      amount,
      reason,
      reference: { type: "payment_checkout", id: key },
      idempotencyKey: `admin-ledger:${key}`,
    });
  await move(clearingOf("sandbox"), walletOf(buyer.id), 12_500, "top_up", "first");
  await move(clearingOf("sandbox"), walletOf(buyer.id), 2_000, "top_up", "second");
  await move(PLATFORM_REVENUE, earningsOf(creator.id), 700, "adjustment", "bonus");
  walletId = (await ledgerAccounts({ q: brand.email })).accounts[0]!.id;
});
afterAll(() => t.close());

describe("ledger accounts", () => {
  it("finds a wallet by its owner's e-mail or name, with its balance in cents", async () => {
    const byEmail = await ledgerAccounts({ q: brand.email });
    expect(byEmail.total).toBe(1);
    expect(byEmail.accounts[0]).toMatchObject({
      kind: "buyer_wallet",
      balanceCents: 14_500,
      owner: { label: "Wallet of Bea Ledgerbrand", email: brand.email, userId: brand.id },
    });
    const byName = await ledgerAccounts({ q: "ledgercreator" });
    expect(byName.accounts.map((a) => [a.kind, a.balanceCents, a.owner.label])).toEqual([
      ["creator_earnings", 700, "Earnings of Cal Ledgercreator"],
    ]);
  });

  it("pages, and filters by kind", async () => {
    const first = await ledgerAccounts({ pageSize: 2, page: 1 });
    const second = await ledgerAccounts({ pageSize: 2, page: 2 });
    // clearing (sandbox), platform revenue, the wallet and the earnings: four accounts made here.
    expect(first.total).toBe(4);
    expect(first.accounts).toHaveLength(2);
    expect(second.accounts).toHaveLength(2);
    expect(new Set([...first.accounts, ...second.accounts].map((a) => a.id)).size).toBe(4);
    const clearing = await ledgerAccounts({ kind: "provider_clearing" });
    expect(clearing.accounts.map((a) => [a.owner.label, a.balanceCents])).toEqual([["Payment provider: sandbox", -14_500]]);
  });

  it("shows an account's transfers newest first with running balance, cause and the other side", async () => {
    const detail = await ledgerAccount(walletId);
    expect(detail.total).toBe(2);
    expect(detail.transfers.map((x) => [x.amountCents, x.balanceAfterCents, x.reason, x.reference, x.counterparty.label])).toEqual([
      [2_000, 14_500, "top_up", { type: "payment_checkout", id: "second" }, "Payment provider: sandbox"],
      [12_500, 12_500, "top_up", { type: "payment_checkout", id: "first" }, "Payment provider: sandbox"],
    ]);
    const paged = await ledgerAccount(walletId, { page: 2, pageSize: 1 });
    expect(paged.transfers.map((x) => x.amountCents)).toEqual([12_500]);
  });

  it("answers bad input with 400 naming the field, and an unknown account with 404", async () => {
    for (const [path, field] of [
      ["/api/v2/ledger/accounts?page=0", "page"],
      ["/api/v2/ledger/accounts?pageSize=500", "pageSize"],
      ["/api/v2/ledger/accounts?kind=piggy_bank", "kind"],
      ["/api/v2/ledger/accounts/not-a-uuid", "id"],
    ] as const) {
      const res = await t.request(path, { token: admin.token });
      expect(res.status, path).toBe(400);
      expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields).toHaveProperty(field);
    }
    const missing = await t.request("/api/v2/ledger/accounts/00000000-0000-4000-8000-000000000001", { token: admin.token });
    expect(missing.status).toBe(404);
  });
});

describe("the consistency check", () => {
  it("has no run before the first; a scheduled run is recorded without a requester and not audited", async () => {
    expect(await latestCheck()).toBeNull();
    await runScheduledLedgerCheck(t.ctx);
    const latest = (await latestCheck())!;
    expect(latest).toMatchObject({ ok: true, problems: [], accounts: 4, transfers: 3, requestedBy: null });
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "ledger.check"))).toEqual([]);
  });

  it("an admin's run is recorded, returned as the latest and audited as ledger.check", async () => {
    const res = await t.request("/api/v2/ledger/check", { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    const run = (await json<{ data: LedgerCheckRunView }>(res)).data;
    expect(run).toMatchObject({ ok: true, accounts: 4, transfers: 3, requestedBy: { userId: admin.id, name: "Ada Admin" } });
    expect((await latestCheck())!.id).toBe(run.id);
    expect(await t.ctx.db.select().from(ledgerCheckRun)).toHaveLength(2);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "ledger.check"), eq(auditLog.actorUserId, admin.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      targetType: "ledger_check_run",
      targetId: run.id,
      after: { ok: true, accounts: 4, transfers: 3, problems: 0 },
    });
  });
});

describe("failed payment events", () => {
  it("lists an event that claimed more than the ledger can move, with its reason", async () => {
    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 5000 } });
    const { id } = (await json<{ data: { id: string } }>(start)).data;
    const eventId = `evt_${crypto.randomUUID()}`;
    const body = JSON.stringify({
      id: eventId,
      type: "checkout.paid",
      created: Math.floor(Date.now() / 1000),
      data: { checkout_id: id, amount: 100_000_000_001, card: null, failure_reason: null },
    });
    const hook = await t.request("/api/v1/webhooks/sandbox", {
      body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, SANDBOX_SECRET) },
    });
    expect(hook.status).toBe(200);
    const events = (await t.as(admin.token).v2.call("GET /ledger/failed-events")).data;
    expect(events).toEqual([
      expect.objectContaining({
        provider: "sandbox",
        eventId,
        failureReason:
          "The event claims $1,000,000,000.01, above the ledger's maximum of $1,000,000,000.00 per transfer; nothing was credited.",
      }),
    ]);
    expect((await t.request("/api/v2/ledger/failed-events?limit=0", { token: admin.token })).status).toBe(400);
  });
});
