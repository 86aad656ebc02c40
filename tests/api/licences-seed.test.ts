import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user, videoAsset, videoLicence } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { seedDemoData } from "@/server/seed";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import type { StorageKey } from "@/server/integrations/storage";
import { licenceStatus } from "@/lib/licence-status";
import { createTestApp, type TestApp } from "../support/test-app";

/* PRODUCT.md §15: the demo brand's approved videos carry licences in every status, with files. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("demo seed (licences)", () => {
  it("gives the demo brand licences that are active, expiring within 30 days and expired, each with a poster and an original", async () => {
    expect(await seedDemoData(t.ctx)).toBe(true);
    const [brand] = await t.ctx.db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email));
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand!.id, activeOrganizationId: null });
    const rows = await t.ctx.db
      .select({ licence: videoLicence, asset: videoAsset })
      .from(videoLicence)
      .leftJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
      .where(eq(videoLicence.licenseeBuyerAccountId, buyer.id));
    const now = new Date();
    const statuses = new Set(rows.map((r) => licenceStatus(r.licence.endsAt, now)));
    expect([...statuses].sort()).toEqual(["active", "expired", "expiring"]);
    for (const { asset } of rows) {
      expect(asset?.originalKey).toBeTruthy();
      expect(asset?.posterKey).toBeTruthy();
      expect((await t.ctx.storage.head(asset!.originalKey as StorageKey))?.size).toBe(asset!.sizeBytes);
      expect((await t.ctx.storage.head(asset!.posterKey as StorageKey))?.contentType).toBe("image/jpeg");
    }
    // The whole demo seed runs here: give it room on a loaded machine.
  }, 180_000);
});
