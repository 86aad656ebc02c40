import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderVariant } from "@/server/domain/variants/render-variant";
import { creatorPackage, marketOrder, orderHook, orderVideo, videoLicence, videoVariant } from "@/server/db/schema";
import { seedCreators } from "@/server/seed/seed-creators";
import { seedIdentities } from "@/server/seed/seed-identities";
import { seedMoney } from "@/server/seed/seed-money";
import { seedVariants } from "@/server/seed/seed-variants";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The hooks-and-variants demo (decision 080) on the accounts and packages it builds on: a package
 * offering hook add-ons, an order that bought three extra hooks, four hooks (one rejected) and three
 * rendered variants named after the licence's asset code.
 */

let t: TestApp;
let storageDir = "";

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-seed-variants-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  await seedIdentities(t.ctx);
  await seedCreators(t.ctx);
  await seedMoney(t.ctx);
  await seedVariants(t.ctx);
}, 600_000);
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe("seedVariants", () => {
  it("leaves a package with hook add-ons and an order that bought three extra hooks, priced with them", async () => {
    const offering = await t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.maxExtraHooks, 3));
    expect(offering).toHaveLength(1);
    const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.packageId, offering[0]!.id));
    expect(order!.packageSnapshot).toMatchObject({ extraHooks: 3, addOnCents: 3 * 2_500 * offering[0]!.videos });
    expect(order!.priceCents).toBe(offering[0]!.priceCents + 3 * 2_500 * offering[0]!.videos);
  });

  it("shows four hooks in two states and three variants V1–V3 under the licence, queued for the workers, who render them", async () => {
    const hooks = await t.ctx.db.select().from(orderHook).orderBy(orderHook.number);
    expect(hooks.map((h) => h.status)).toEqual(["approved", "rejected", "approved", "approved"]);
    const queued = await t.ctx.db.select().from(videoVariant).orderBy(videoVariant.number);
    expect(queued.map((v) => [v.number, v.status])).toEqual([
      [1, "queued"],
      [2, "queued"],
      [3, "queued"],
    ]);
    for (const v of queued) {
      expect(await renderVariant({ db: t.ctx.db, storage: t.ctx.storage }, v.id, { finalAttempt: true })).toBe("ready");
    }
    const variants = await t.ctx.db.select().from(videoVariant).orderBy(videoVariant.number);
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.id, variants[0]!.licenceId));
    const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, licence!.orderVideoId));
    expect(video!.status).toBe("approved");
    for (const v of variants) {
      expect(v.fileKey).not.toBeNull();
      expect(await t.ctx.storage.head(v.fileKey as never)).not.toBeNull();
    }
  });
});
