import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolvePageRequest } from "@/server/auth/page-session";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Pages and the API resolve the caller with one resolver (resolveRequestSession), so they give the
 * same answer for an impersonation: the impersonated user while it lasts, and nobody once it has
 * ended — the API with a 401, a page as signed out — never the admin's own session in its place.
 */

let t: TestApp;
let admin: TestUser;
let brand: TestUser;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin", name: "Stale Admin" });
  brand = await createUser(t, { types: ["brand"], name: "Stale Brand" });
  const signIn = await t.request("/api/auth/sign-in/email", { body: { email: admin.email, password: "correct-horse-battery" } });
  expect(signIn.status).toBe(200);
  adminCookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
});
afterAll(() => t.close());

async function startImpersonation(): Promise<string> {
  const res = await t.request("/api/v2/impersonation", { token: admin.token, body: { userId: brand.id } });
  expect(res.status).toBe(201);
  const raw = res.headers.getSetCookie().find((c) => c.startsWith("impersonate-token="))!;
  return raw.split(";")[0]!.slice("impersonate-token=".length);
}

/** The caller a page sees for the browser's cookies (the admin's session and, maybe, the impersonation). */
async function pageCaller(impersonation?: string) {
  const cookie = impersonation ? `${adminCookie}; impersonate-token=${impersonation}` : adminCookie;
  return (await resolvePageRequest(t.ctx, { cookie, path: "/platform" }))?.caller.userId ?? null;
}

/** The caller the API sees for the browser's client, which sends the impersonation as Session-Token. */
async function apiCaller(impersonation: string) {
  const res = await t.request("/api/auth/me", { headers: { cookie: adminCookie, "session-token": impersonation } });
  if (res.status === 401) return null;
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string } } | null)?.user.id ?? null;
}

describe("a stale impersonation, seen by a page and by the API", () => {
  it("both see the impersonated user while the impersonation lasts", async () => {
    const token = await startImpersonation();
    expect(await pageCaller(token)).toBe(brand.id);
    expect(await apiCaller(token)).toBe(brand.id);
  });

  it("both see nobody once it has ended, not the admin behind it", async () => {
    const token = await startImpersonation();
    const stop = await t.request("/api/v2/impersonation", {
      method: "DELETE",
      token: admin.token,
      headers: { cookie: `impersonate-token=${token}` },
    });
    expect(await stop.json()).toEqual({ data: { ended: true } });

    const api = await t.request("/api/auth/me", { headers: { cookie: adminCookie, "session-token": token } });
    expect(api.status).toBe(401);
    expect(await pageCaller(token)).toBeNull();
    expect(await apiCaller(token)).toBeNull();
    // The same cookies without the stale impersonation are the admin's: it is the impersonation
    // that signs nobody in, not a broken session.
    expect(await pageCaller()).toBe(admin.id);
  });
});
