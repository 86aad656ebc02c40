import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { AppError } from "@/server/errors";
import {
  checkConsistency,
  clearingOf,
  escrowOf,
  fundEscrow,
  getBalance,
  orderFundingTransfer,
  transfer,
  walletOf,
} from "@/server/domain/ledger";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "@/server/integrations/payments";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * Races for the same money. They need real concurrent connections, so they run against
 * PostgreSQL only (`TEST_DATABASE_URL=… npx vitest run --project api-postgres …`); PGlite is a
 * single connection, where nothing can race.
 */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;
if (!isPostgresRun()) {
  console.info("money-concurrency: skipped — concurrency needs PostgreSQL (TEST_DB_KIND=postgres via TEST_DATABASE_URL)");
}

let t: TestApp;
beforeAll(async () => {
  if (isPostgresRun()) t = await createTestApp();
});
afterAll(() => {
  return t?.close();
});

describeOnPostgres("concurrency on PostgreSQL", () => {
  it("50 concurrent batched fundings from a wallet holding enough for 10: exactly 10 succeed, 40 are insufficient_funds, balance 0", async () => {
    const wallet = `race-wallet-${crypto.randomUUID()}`;
    const price = 1234;
    await transfer(t.ctx.db, {
      from: clearingOf("sandbox"),
      to: walletOf(wallet),
      amount: price * 10,
      reason: "top_up",
      reference: { type: "test", id: wallet },
      idempotencyKey: `fund:${wallet}`,
    });

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        transfer(t.ctx.db, orderFundingTransfer({ buyerAccountId: wallet, orderId: `${wallet}-order-${i}`, amount: price })),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(10);
    expect(failed).toHaveLength(40);
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(AppError);
      expect((f.reason as AppError).code).toBe("insufficient_funds");
      expect((f.reason as AppError).message.toLowerCase()).toContain("insufficient funds");
    }
    expect(await getBalance(t.ctx.db, walletOf(wallet))).toBe(0);
    let inEscrow = 0;
    for (let i = 0; i < 50; i++) inEscrow += await getBalance(t.ctx.db, escrowOf(`${wallet}-order-${i}`));
    expect(inEscrow).toBe(price * 10);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("the same 50 fundings, each in its own caller transaction (the non-batched path), give the same result", async () => {
    const wallet = `race-tx-wallet-${crypto.randomUUID()}`;
    await transfer(t.ctx.db, {
      from: clearingOf("sandbox"),
      to: walletOf(wallet),
      amount: 1000,
      reason: "top_up",
      reference: { type: "test", id: wallet },
      idempotencyKey: `fund:${wallet}`,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.ctx.db.transaction((tx) => fundEscrow(tx, { buyerAccountId: wallet, orderId: `${wallet}-o${i}`, amount: 100 })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected" && (r.reason as AppError).code === "insufficient_funds")).toHaveLength(40);
    expect(await getBalance(t.ctx.db, walletOf(wallet))).toBe(0);
  });

  it("one webhook delivered 100 times concurrently credits once", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 10000 } });
    const { id } = ((await start.json()) as { data: { id: string } }).data;
    const body = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      type: "checkout.paid",
      created: Math.floor(Date.now() / 1000),
      data: { checkout_id: id, amount: 10000, card: null, failure_reason: null },
    });
    const signature = signSandboxPayload(body, t.ctx.settings.SANDBOX_WEBHOOK_SECRET!);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.request("/api/v1/webhooks/sandbox", { body, headers: { [SANDBOX_SIGNATURE_HEADER]: signature } }),
      ),
    );
    expect(responses.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const flags = await Promise.all(responses.map(async (r) => ((await r.json()) as { data: { duplicate: boolean } }).data.duplicate));
    expect(flags.filter((d) => !d)).toHaveLength(1);
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: brand.token })).json());
    expect(me.wallet_balance).toBe(10000);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("a forged signature is 400 and nothing moves, even under load", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 10000 } });
    const { id } = ((await start.json()) as { data: { id: string } }).data;
    const body = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      type: "checkout.paid",
      created: Math.floor(Date.now() / 1000),
      data: { checkout_id: id, amount: 10000, card: null, failure_reason: null },
    });
    const forged = signSandboxPayload(body, "guessed-secret");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.request("/api/v1/webhooks/sandbox", { body, headers: { [SANDBOX_SIGNATURE_HEADER]: forged } })),
    );
    expect(responses.every((r) => r.status === 400)).toBe(true);
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: brand.token })).json());
    expect(me.wallet_balance).toBe(0);
  });
});
