import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/server/db/schema";
import { resolveCallbackTarget } from "@/server/domain/identity/resolve-callback-target";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "correct-horse-battery";
/** Decision 006: 20 wrong passwords in a row lock the address (the expectation, not the code's constant). */
const LOCK_AFTER = 20;

async function signIn(email: string, password: string) {
  return t.request("/api/auth/sign-in/email", { body: { email, password } });
}

describe("sign-in lockout", () => {
  it("refuses with 429 after 20 wrong passwords in a row, even with the right password", async () => {
    const u = await createUser(t);
    for (let i = 0; i < LOCK_AFTER; i++) {
      const res = await signIn(u.email, `wrong-password-${i}`);
      expect(res.status).toBe(401);
    }
    const locked = await signIn(u.email, "wrong-password-again");
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toMatch(/Too many wrong passwords/);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    const right = await signIn(u.email.toUpperCase(), PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get("set-auth-token")).toBeNull();
  });

  it("counts a run: a successful sign-in resets it", async () => {
    const u = await createUser(t);
    for (let i = 0; i < LOCK_AFTER - 1; i++) expect((await signIn(u.email, "nope-nope-nope")).status).toBe(401);
    expect((await signIn(u.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < LOCK_AFTER - 1; i++) expect((await signIn(u.email, "nope-nope-nope")).status).toBe(401);
    expect((await signIn(u.email, PASSWORD)).status).toBe(200);
  });

  it("answers unknown e-mails with the same generic 401 as wrong passwords", async () => {
    const res = await signIn("nobody-here@test.reelbrief.com", "whatever-password");
    expect(res.status).toBe(401);
    const u = await createUser(t);
    const wrong = await signIn(u.email, "whatever-password");
    expect(((await res.json()) as { message: string }).message).toBe(((await wrong.json()) as { message: string }).message);
  });
});

describe("/callback target", () => {
  it("ignores an open redirect to another site", async () => {
    const u = await createUser(t, { types: ["brand"] });
    for (const evil of ["https://evil.example", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const r = await resolveCallbackTarget(t.ctx.db, { userId: u.id, redirectCookie: evil, origin: TEST_ORIGIN });
      expect(r).toEqual({ target: "/platform", clearRedirectCookie: true });
    }
  });

  it("follows a same-origin redirect cookie", async () => {
    const u = await createUser(t, { types: ["creator"] });
    const r = await resolveCallbackTarget(t.ctx.db, { userId: u.id, redirectCookie: "/dashboard/orders?tab=open", origin: TEST_ORIGIN });
    expect(r).toEqual({ target: "/dashboard/orders?tab=open", clearRedirectCookie: true });
    const abs = await resolveCallbackTarget(t.ctx.db, { userId: u.id, redirectCookie: `${TEST_ORIGIN}/inbox`, origin: TEST_ORIGIN });
    expect(abs.target).toBe("/inbox");
  });

  it("sends a user who has not onboarded to /onboarding, a creator to /dashboard", async () => {
    const fresh = await createUser(t);
    expect((await resolveCallbackTarget(t.ctx.db, { userId: fresh.id, redirectCookie: undefined, origin: TEST_ORIGIN })).target).toBe(
      "/onboarding",
    );
    const creator = await createUser(t, { types: ["creator"] });
    expect(await resolveCallbackTarget(t.ctx.db, { userId: creator.id, redirectCookie: undefined, origin: TEST_ORIGIN })).toEqual({
      target: "/dashboard",
      clearRedirectCookie: false,
    });
    // did_onboard without a type is not finished (docs/product/current-user.md).
    await t.ctx.db.update(user).set({ didOnboard: true, types: [] }).where(eq(user.id, fresh.id));
    expect((await resolveCallbackTarget(t.ctx.db, { userId: fresh.id, redirectCookie: undefined, origin: TEST_ORIGIN })).target).toBe(
      "/onboarding",
    );
  });
});

describe("CSRF on cookie-authenticated writes", () => {
  async function cookieOf(email: string): Promise<string> {
    const res = await signIn(email, PASSWORD);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  it("refuses a cookie-authenticated POST from an untrusted origin with 403, writing nothing", async () => {
    const u = await createUser(t);
    const cookie = await cookieOf(u.email);
    const body = {
      first_name: "Eve",
      last_name: "Forge",
      custom_url: `eve-${u.id.slice(0, 6).toLowerCase()}`,
      niches: ["beauty"],
      country: "US",
      date_of_birth: "1990-01-01",
    };
    const forged = await t.request("/api/v1/auth/onboarding/creator", { body, headers: { cookie, origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    const noOrigin = await t.app.request("/api/v1/auth/onboarding/creator", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(noOrigin.status).toBe(403);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.didOnboard).toBe(false);

    const same = await t.request("/api/v1/auth/onboarding/creator", { body, headers: { cookie } });
    expect(same.status).toBe(201);
  });

  it("lets a cookie-authenticated GET and a bearer-authenticated POST through without Origin", async () => {
    const u = await createUser(t);
    const cookie = await cookieOf(u.email);
    const get = await t.app.request("/api/v1/auth/custom-url-availability?slug=some-free-name", { headers: { cookie } });
    expect(get.status).toBe(200);
    const bearer = await t.app.request("/api/v1/auth/onboarding/brand", {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}`, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ account: "personal", brand_name: "Bearer Co" }),
    });
    expect(bearer.status).toBe(201);
  });
});
