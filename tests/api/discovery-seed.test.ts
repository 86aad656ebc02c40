import { eq } from "drizzle-orm";
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
    // Other areas' seeds add completed orders of the demo brand, each rated: count from the data, not a fixed number.
    const ratings = await t.ctx.db.select().from(creatorRating);
    expect(ratings.length).toBeGreaterThanOrEqual(5);
    expect(ratings.every((r) => r.text)).toBe(true);
    expect(ratings.filter((r) => r.reply).length).toBeGreaterThanOrEqual(2);

    // Every creator's kept average and count agree with their ratings.
    const profiles = await t.ctx.db
      .select({ userId: creatorProfile.userId, average: creatorProfile.ratingAverage, count: creatorProfile.ratingCount })
      .from(creatorProfile);
    for (const p of profiles) {
      const mine = ratings.filter((r) => r.creatorUserId === p.userId);
      expect(p.count, p.userId).toBe(mine.length);
      if (mine.length > 0) {
        const average = mine.reduce((sum, r) => sum + r.stars, 0) / mine.length;
        expect(Number(p.average), p.userId).toBeCloseTo(average, 2);
      }
    }
    // One creator is rated by several brands (the demo brand and three more).
    const top = [...profiles].sort((a, b) => b.count - a.count)[0];
    expect(top!.count).toBeGreaterThanOrEqual(4);
    const [creator] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email));
    expect(ratings.some((r) => r.creatorUserId === creator!.id && r.reply)).toBe(true);

    const lists = await t.ctx.db.select().from(creatorList);
    expect(lists.map((l) => l.name).sort()).toEqual(["Skincare shortlist", "Summer launch"]);
    expect((await t.ctx.db.select().from(creatorListItem)).length).toBeGreaterThanOrEqual(4);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  }, 180_000); // the whole demo seed, on a shared two-core machine
});
