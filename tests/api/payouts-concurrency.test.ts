import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransfer, payout } from "@/server/db/schema";
import { checkConsistency, earningsOf, getBalance } from "@/server/domain/ledger";
import { creditTestEarnings } from "../support/earnings";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/* Races for a creator's earnings: real concurrent connections, so PostgreSQL only. */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  if (!isPostgresRun()) return;
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

async function creatorWithEarnings(cents: number): Promise<TestUser> {
  const creator = await createUser(t, { types: ["creator"] });
  await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: cents, key: creator.id });
  await t.request("/api/v1/auth/payouts/method", {
    method: "PUT",
    token: creator.token,
    body: { holderName: "Race Creator", accountNumber: "GB29NWBK60161331926819", country: "GB" },
  });
  return creator;
}

async function ledgerMovesOf(payoutId: string) {
  return t.ctx.db.select({ reason: ledgerTransfer.reason }).from(ledgerTransfer).where(eq(ledgerTransfer.referenceId, payoutId));
}

describeOnPostgres("payout races on PostgreSQL", () => {
  it("20 concurrent payout requests on earnings that afford 3 → exactly 3 payouts, earnings never negative", async () => {
    const creator = await creatorWithEarnings(3 * 2500 + 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 2500 } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    expect(await t.ctx.db.select().from(payout).where(eq(payout.creatorUserId, creator.id))).toHaveLength(3);
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(100);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("a payout marked paid twice concurrently moves the money once; one call wins, the other is 409", async () => {
    const creator = await creatorWithEarnings(5000);
    const { data } = (await (await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 5000 } })).json()) as {
      data: { id: string };
    };
    await t.request(`/api/v2/payouts/${data.id}/approve`, { token: admin.token, body: {} });
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "paid" } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ledgerMovesOf(data.id)).map((m) => m.reason).sort()).toEqual(["payout_paid", "payout_requested"]);
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(0);
  });

  it("paid and failed at once: one wins; a failure returns the money once", async () => {
    const creator = await creatorWithEarnings(4000);
    const { data } = (await (await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 4000 } })).json()) as {
      data: { id: string };
    };
    await t.request(`/api/v2/payouts/${data.id}/approve`, { token: admin.token, body: {} });
    const answers = await Promise.all(
      ["failed", "failed", "paid"].map((outcome) =>
        t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome } }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const moves = (await ledgerMovesOf(data.id)).map((m) => m.reason);
    expect(moves).toHaveLength(2);
    const [row] = await t.ctx.db.select().from(payout).where(eq(payout.id, data.id));
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(row?.status === "failed" ? 4000 : 0);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });
});
