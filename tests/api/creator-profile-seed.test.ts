import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfile } from "@/server/db/schema";
import { seedDemoData } from "@/server/seed";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.ctx)).toBe(true);
  // The whole demo seed (users, orders, campaigns, messages) takes a while on a busy machine.
}, 300_000);
afterAll(() => t.close());

/** Issue 15 §4 demo data (decision 033): the profile states the seed shows. */
describe("demo seed (creator profiles)", () => {
  it("lists the demo creator and the directory's creators with complete profiles and photos", async () => {
    const jordan = await t.request("/api/v1/creators/jordan-ellis");
    expect(jordan.status).toBe(200);
    const { data } = (await jordan.json()) as { data: { photos: string[]; avatar: string | null } };
    expect(data.photos).toHaveLength(4);
    expect(data.avatar).toBeTruthy();
    const listed = await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.isListed, true));
    expect(listed.length).toBeGreaterThanOrEqual(40);
    for (const p of listed) {
      expect([p.avatar, p.profilePhotoOne, p.profilePhotoTwo, p.profilePhotoThree, p.profilePhotoFour].every(Boolean), p.customUrl!).toBe(
        true,
      );
    }
  });

  it("hides the one incomplete creator from the directory and the public page", async () => {
    const [noor] = await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.customUrl, "noor-haddad"));
    expect(noor).toMatchObject({ isListed: false, avatar: null });
    expect((await t.request("/api/v1/creators/noor-haddad")).status).toBe(404);
    const search = (await (await t.request("/api/v1/creators?q=noor")).json()) as { data: { customUrl: string }[] };
    expect(search.data.map((c) => c.customUrl)).not.toContain("noor-haddad");
  });

  it("redirects the renamed creator's old URL to the current one", async () => {
    const res = await t.request("/api/v1/creators/amara-skin");
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/api/v1/creators/amara-okafor");
  });
});
