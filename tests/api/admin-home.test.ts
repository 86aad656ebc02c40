import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAdminOverview } from "@/server/domain/admin/get-admin-overview";
import { resolveCallbackTarget } from "@/server/domain/identity/resolve-callback-target";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the admin home (issue 10 §7)", () => {
  it("/callback sends an admin to /admin, not to onboarding; a wanted page still wins", async () => {
    const admin = await createUser(t, { role: "admin" });
    expect(await resolveCallbackTarget(t.ctx.db, { userId: admin.id, redirectCookie: undefined, origin: TEST_ORIGIN })).toEqual({
      target: "/admin",
      clearRedirectCookie: false,
    });
    expect((await resolveCallbackTarget(t.ctx.db, { userId: admin.id, redirectCookie: "/account", origin: TEST_ORIGIN })).target).toBe(
      "/account",
    );
    const fresh = await createUser(t);
    expect((await resolveCallbackTarget(t.ctx.db, { userId: fresh.id, redirectCookie: undefined, origin: TEST_ORIGIN })).target).toBe(
      "/onboarding",
    );
  });

  it("counts users by type and lists the newest first", async () => {
    const before = await getAdminOverview(t.ctx.db);
    await createUser(t, { types: ["brand"] });
    await createUser(t, { types: ["creator"] });
    const newest = await createUser(t, { types: ["brand", "creator"], name: "Newest Person" });
    const after = await getAdminOverview(t.ctx.db);
    expect(after.users - before.users).toBe(3);
    expect(after.brands - before.brands).toBe(2);
    expect(after.creators - before.creators).toBe(2);
    expect(after.recentUsers[0]).toMatchObject({ id: newest.id, name: "Newest Person", types: ["brand", "creator"], banned: false });
  });
});
