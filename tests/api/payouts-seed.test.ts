import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payout, user } from "@/server/db/schema";
import { checkConsistency } from "@/server/domain/ledger";
import { getCreatorDashboard } from "@/server/domain/orders/order-dashboards";
import { getCreatorPayouts } from "@/server/domain/payouts/payouts";
import { getPayoutMethod } from "@/server/domain/payouts/payout-method";
import { seedDemoData } from "@/server/seed";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo seed (payouts)", () => {
  it("gives the demo creator a payout method and a payout in every state, and the ledger agrees", async () => {
    expect(await seedDemoData(t.ctx)).toBe(true);
    const [creator] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email));
    const view = await getCreatorPayouts(t.ctx.db, creator!.id);
    expect(view.payouts.map((p) => p.status).sort()).toEqual(["approved", "failed", "paid", "requested"]);
    // $630 of the seeded earnings are left after the payouts; the demo orders approved by the seed add their share.
    const { money } = await getCreatorDashboard(t.ctx.db, { userId: creator!.id });
    expect(view).toMatchObject({ availableCents: 63_000 + money.earnedCents, inTransitCents: 35_000, paidOutCents: 50_000 });
    expect(view.inEscrowCents).toBe(money.inEscrowCents);
    expect(await getPayoutMethod(t.ctx.db, creator!.id)).toMatchObject({ provider: "sandbox", accountLast4: "4821" });
    expect((await t.ctx.db.select().from(payout).where(eq(payout.status, "requested"))).length).toBeGreaterThanOrEqual(3);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });
});
