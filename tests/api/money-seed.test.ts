import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/server/db/schema";
import { resolveCaller } from "@/server/domain/identity/resolve-caller";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import { checkConsistency } from "@/server/domain/ledger";
import { seedDemoData } from "@/server/seed";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  return t.close();
});

describe("demo seed (money)", () => {
  it("gives the demo brand $1,250 through the ledger and a Pro subscription", async () => {
    expect(await seedDemoData(t.ctx)).toBe(true);
    const [brand] = await t.ctx.db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email));
    const caller = await resolveCaller(t.ctx.db, { user: brand!, session: { id: "money-seed-check" } });
    const me = await getCurrentUser(t.ctx.db, caller!);
    expect(me.wallet_balance).toBe(125_000);
    expect(me.subs).toEqual([
      { subscription_type: { package_name: "Pro", included_seats: 5, included_brands: 5 }, price_id: "price_pro_monthly" },
    ]);
    expect(me.total_seats).toBe(5);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });
});
