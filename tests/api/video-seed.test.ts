import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderVideo, orderVideoVersion, videoAsset } from "@/server/db/schema";
import { seedDemoData } from "@/server/seed";
import { createTestApp, type TestApp } from "../support/test-app";

/* PRODUCT.md §15 with issue 14: seeded deliveries are real clips that went through the processing job. */

let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-video-seed-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe("demo seed (videos)", () => {
  it("gives every delivered order video a ready, playable version with a poster, and one a second version after a revision", async () => {
    const started = Date.now();
    expect(await seedDemoData(t.ctx)).toBe(true);
    console.info(`seedDemoData took ${Date.now() - started} ms`);
    const delivered = await t.ctx.db
      .select({ id: orderVideo.id })
      .from(orderVideo)
      .where(sql`${orderVideo.status} in ('uploaded', 'approved')`);
    expect(delivered.length).toBeGreaterThan(5);
    for (const v of delivered) {
      const versions = await t.ctx.db
        .select({ asset: videoAsset })
        .from(orderVideoVersion)
        .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
        .where(eq(orderVideoVersion.orderVideoId, v.id));
      expect(versions.length, v.id).toBeGreaterThan(0);
      for (const { asset } of versions) {
        expect(asset.status).toBe("ready");
        expect(asset.posterKey).toBeTruthy();
        expect(await t.ctx.storage.head(asset.originalKey as never)).not.toBeNull();
      }
    }
    const twice = await t.ctx.db
      .select({ id: orderVideoVersion.orderVideoId, n: count() })
      .from(orderVideoVersion)
      .groupBy(orderVideoVersion.orderVideoId)
      .having(sql`count(*) >= 2`);
    expect(twice.length).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
