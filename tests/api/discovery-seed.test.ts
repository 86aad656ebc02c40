import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorList, creatorListItem, creatorProfile, creatorRating, user } from "@/server/db/schema";
import { checkConsistency } from "@/server/domain/ledger";
import { seedDemoData } from "@/server/seed";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/* PRODUCT.md §15 for issue 15 items 4–5: the demo shows saved lists, ratings with texts and replies, and a creator with several ratings. */
describe("demo seed (brand discovery)", () => {
  it("seeds lists, rated orders with replies and a creator with several ratings, and the kept averages agree", async () => {
    expect(await seedDemoData(t.ctx)).toBe(true);
    const ratings = await t.ctx.db.select().from(creatorRating);
    expect(ratings.length).toBe(5);
    expect(ratings.every((r) => r.text)).toBe(true);
    expect(ratings.filter((r) => r.reply).length).toBe(2);

    const [top] = await t.ctx.db
      .select({ userId: creatorProfile.userId, average: creatorProfile.ratingAverage, count: creatorProfile.ratingCount })
      .from(creatorProfile)
      .orderBy(desc(creatorProfile.ratingCount))
      .limit(1);
    // 4 (the demo brand) + 5 + 4 + 5 from the three other brands.
    expect(top!.count).toBe(4);
    expect(Number(top!.average)).toBe(4.5);

    const [creator] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email));
    const [demo] = await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.userId, creator!.id));
    expect([Number(demo!.ratingAverage), demo!.ratingCount]).toEqual([5, 1]);

    const lists = await t.ctx.db.select().from(creatorList);
    expect(lists.map((l) => l.name).sort()).toEqual(["Skincare shortlist", "Summer launch"]);
    expect((await t.ctx.db.select().from(creatorListItem)).length).toBeGreaterThanOrEqual(4);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  }, 180_000); // the whole demo seed, on a shared two-core machine
});
