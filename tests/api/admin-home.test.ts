import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveCallbackTarget } from "@/server/domain/identity/resolve-callback-target";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the admin home", () => {
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
});
