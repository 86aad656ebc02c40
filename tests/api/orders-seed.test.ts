import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorPackage, marketOrder, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { checkConsistency, escrowOf, getBalance, walletOf } from "@/server/domain/ledger";
import { seedDemoData } from "@/server/seed";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

/* PRODUCT.md §15: the demo brand has orders in every state, made through the use-cases. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("demo seed (orders)", () => {
  it("gives the demo brand orders in every state, a consistent ledger and the wallet seedMoney left", async () => {
    expect(await seedDemoData(t.ctx)).toBe(true);
    const [brand] = await t.ctx.db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email));
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand!.id, activeOrganizationId: null });
    const orders = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.buyerAccountId, buyer.id));
    const statuses = new Set(orders.map((o) => o.status));
    for (const s of [
      "funded",
      "awaiting_shipment",
      "in_production",
      "delivered",
      "revision_requested",
      "completed",
      "cancelled",
      "disputed",
      "refunded",
    ]) {
      expect(statuses, s).toContain(s);
    }
    expect(orders.some((o) => o.lateAt !== null)).toBe(true);
    for (const o of orders) {
      if (["completed", "cancelled", "refunded"].includes(o.status)) expect(await getBalance(t.ctx.db, escrowOf(o.id))).toBe(0);
    }
    expect(await getBalance(t.ctx.db, walletOf(buyer.id))).toBe(125_000);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("shows the demo creator an archived package, and every archived package was ordered (issue 12: unordered ones are deleted)", async () => {
    const [creator] = await t.ctx.db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email));
    const archived = await t.ctx.db
      .select()
      .from(creatorPackage)
      .where(and(eq(creatorPackage.userId, creator!.id), isNotNull(creatorPackage.archivedAt)));
    expect(archived.map((p) => p.title)).toEqual(["Launch-week starter (retired)"]);
    const everyArchived = await t.ctx.db.select().from(creatorPackage).where(isNotNull(creatorPackage.archivedAt));
    for (const p of everyArchived) {
      expect(p.isActive, p.title).toBe(false);
      const orders = await t.ctx.db.select({ id: marketOrder.id }).from(marketOrder).where(eq(marketOrder.packageId, p.id));
      expect(orders.length, p.title).toBeGreaterThan(0);
    }
  });
});
