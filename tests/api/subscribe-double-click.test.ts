import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { subscription } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * A double click on "Subscribe": two requests race for the one live subscription of an account.
 * A race needs two real connections, so it runs on PostgreSQL only; PGlite is one connection on
 * which the two transactions run one after the other (the second then sees the first's row, which
 * tests/api/money-subscriptions covers).
 */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;
if (!isPostgresRun()) {
  console.info("subscribe-double-click: skipped — a race needs concurrent connections (PostgreSQL via TEST_DATABASE_URL)");
}

let t: TestApp;
beforeAll(async () => {
  if (isPostgresRun()) t = await createTestApp();
});
afterAll(() => t?.close());

describeOnPostgres("two concurrent POST /api/v1/auth/subscriptions for one account", () => {
  it("answer one 201 and one 409, create one subscription and charge the wallet once", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    const funded = 100_000;
    await transfer(t.ctx.db, {
      from: clearingOf("sandbox"),
      to: walletOf(buyer.id),
      amount: funded,
      reason: "top_up",
      reference: { type: "test", id: brand.id },
      idempotencyKey: `double-click:${brand.id}`,
    });
    const starterPrice = 4900; // the seeded Starter plan's monthly price

    // Several rounds, because one pair of requests may happen not to overlap.
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all(
        [0, 1].map(() => t.request("/api/v1/auth/subscriptions", { token: brand.token, body: { plan: "starter" } })),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual(round === 0 ? [201, 409] : [409, 409]);
      for (const r of responses.filter((r) => r.status === 409)) {
        expect(((await r.json()) as { error: { code: string } }).error.code).toBe("conflict");
      }
    }

    const rows = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyer.id));
    expect(rows).toHaveLength(1);
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: brand.token })).json());
    expect(me.wallet_balance).toBe(funded - starterPrice);
  });
});
