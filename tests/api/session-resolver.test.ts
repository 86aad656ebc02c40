import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetCachedSessions } from "@/server/auth/resolve-session";
import { sessionCacheOf } from "@/server/auth/session-cache";
import { member, session, user } from "@/server/db/schema";
import { eventually } from "../support/eventually";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

/*
 * Decision 064: the session middleware resolves a request's session without Better Auth — the
 * signed cookie or bearer token verified as Better Auth does, the caller read in one statement or
 * from the process's short cache — and hands Better Auth only a session due for its sliding
 * refresh. The cache is cleared by the `session_change` NOTIFY of the triggers of migration 0031.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const DAY = 86_400_000;

/** Signs in through Better Auth and returns the Cookie header a browser would send back. */
async function cookieOf(u: TestUser): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", { body: { email: u.email, password: "correct-horse-battery" } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

const sessionCookieValue = (cookie: string) =>
  cookie
    .split("; ")
    .find((c) => c.startsWith("better-auth.session_token="))!
    .split("=")[1]!;

async function me(init: { token?: string; cookie?: string; headers?: Record<string, string> }) {
  const res = await t.request("/api/auth/me", {
    token: init.token,
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
  return { status: res.status, res, body: (await res.json()) as { user: { id: string; name: string } } | null };
}

describe("Better Auth stays off the common path", () => {
  it("a request without a cookie or a token never calls Better Auth", async () => {
    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    const handler = vi.spyOn(t.ctx.auth, "handler");
    expect((await t.request("/api/v1/health")).status).toBe(200);
    expect((await me({})).body).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it("a signed-in request not due for refresh resolves without Better Auth, by cookie or by bearer", async () => {
    const brand = await createUser(t, { types: ["brand"], name: "Cookie Brand" });
    const cookie = await cookieOf(brand);
    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    expect((await me({ cookie })).body?.user.id).toBe(brand.id);
    expect((await me({ token: brand.token })).body?.user.id).toBe(brand.id);
    expect(getSession).not.toHaveBeenCalled();
  });
});

describe("what does not resolve", () => {
  it("a forged or unsigned session cookie", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const cookie = await cookieOf(brand);
    const signed = decodeURIComponent(sessionCookieValue(cookie));
    const [token, signature] = [signed.slice(0, signed.lastIndexOf(".")), signed.slice(signed.lastIndexOf(".") + 1)];
    expect((await me({ cookie: `better-auth.session_token=${encodeURIComponent(signed)}` })).body?.user.id).toBe(brand.id);
    expect((await me({ cookie: `better-auth.session_token=${token}` })).body).toBeNull();
    const forged = `${token}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect((await me({ cookie: `better-auth.session_token=${encodeURIComponent(forged)}` })).body).toBeNull();
    // Someone else's token under this user's valid signature does not pass either.
    const other = await createUser(t, { types: ["brand"] });
    expect(
      (await me({ cookie: `better-auth.session_token=${encodeURIComponent(`${other.token.split(".")[0]}.${signature}`)}` })).body,
    ).toBeNull();
  });

  it("a bearer token with a forged signature, and a header that beats a good cookie", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const cookie = await cookieOf(brand);
    const [token] = brand.token.split(".");
    expect((await me({ token: `${token}.${"A".repeat(43)}=` })).body).toBeNull();
    expect((await me({ token: token! })).body?.user.id).toBe(brand.id);
    expect((await me({ cookie, headers: { authorization: "Bearer nonsense" } })).body).toBeNull();
  });

  it("an expired session", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    await t.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, brand.id));
    expect((await me({ token: brand.token })).body).toBeNull();
  });

  it("a banned user's session, while the ban lasts", async () => {
    const banned = await createUser(t, { types: ["brand"] });
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, banned.id));
    expect((await me({ token: banned.token })).body).toBeNull();
    const until = await createUser(t, { types: ["brand"] });
    await t.ctx.db
      .update(user)
      .set({ banned: true, banExpires: new Date(Date.now() + DAY) })
      .where(eq(user.id, until.id));
    expect((await me({ token: until.token })).body).toBeNull();
    const over = await createUser(t, { types: ["brand"] });
    await t.ctx.db
      .update(user)
      .set({ banned: true, banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, over.id));
    expect((await me({ token: over.token })).body?.user.id).toBe(over.id);
  });
});

describe("impersonation", () => {
  async function impersonate(admin: TestUser, target: TestUser) {
    const started = await t.request("/api/v2/impersonation", { token: admin.token, body: { userId: target.id } });
    expect(started.status).toBe(201);
    const raw = started.headers.getSetCookie().find((c) => c.startsWith("impersonate-token="))!;
    return raw.split(";")[0]!.slice("impersonate-token=".length);
  }

  it("counts only while its admin is an unbanned admin, and is never extended past its hour", async () => {
    const admin = await createUser(t, { role: "admin" });
    const target = await createUser(t, { types: ["brand"] });
    const token = await impersonate(admin, target);
    expect((await me({ headers: { "session-token": token } })).body?.user.id).toBe(target.id);
    const [row] = await t.ctx.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);

    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, admin.id));
    forgetCachedSessions(t.ctx);
    expect((await me({ headers: { "session-token": token } })).status).toBe(401);
  });

  it("an EventSource request carries the impersonation cookie instead of Session-Token", async () => {
    const admin = await createUser(t, { role: "admin" });
    const target = await createUser(t, { types: ["creator"] });
    const token = await impersonate(admin, target);
    const res = await t.request("/api/auth/me", { headers: { cookie: `impersonate-token=${token}`, accept: "text/event-stream" } });
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(target.id);
  });
});

describe("sliding refresh", () => {
  it("a session due for refresh is extended by Better Auth, which re-sets the cookie; the next request needs it no more", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const cookie = await cookieOf(brand);
    const token = decodeURIComponent(sessionCookieValue(cookie)).split(".")[0]!;
    const dueAt = new Date(Date.now() + 10 * DAY);
    await t.ctx.db.update(session).set({ expiresAt: dueAt }).where(eq(session.token, token));
    forgetCachedSessions(t.ctx);

    const getSession = vi.spyOn(t.ctx.auth.api, "getSession");
    const first = await me({ cookie });
    expect(first.body?.user.id).toBe(brand.id);
    expect(getSession).toHaveBeenCalledTimes(1);
    const renewed = first.res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(renewed).toMatch(/Max-Age=2592000/i);
    const [row] = await t.ctx.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    forgetCachedSessions(t.ctx);
    const second = await me({ cookie });
    expect(second.body?.user.id).toBe(brand.id);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(second.res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
  });
});

describe("the session cache is cleared by what changes the caller", () => {
  it("sign-out: the same cookie resolves to nobody on the next request", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const cookie = await cookieOf(brand);
    expect((await me({ cookie })).body?.user.id).toBe(brand.id);
    const out = await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie, origin: TEST_ORIGIN } });
    expect(out.status).toBe(200);
    expect((await me({ cookie })).body).toBeNull();
  });

  it("a ban through the admin API: the banned user's next request is anonymous", async () => {
    const admin = await createUser(t, { role: "admin" });
    const brand = await createUser(t, { types: ["brand"] });
    expect((await me({ token: brand.token })).body?.user.id).toBe(brand.id);
    const ban = await t.request(`/api/v2/users/${brand.id}/ban`, { token: admin.token, body: { reason: "fraudulent orders" } });
    expect(ban.status).toBe(200);
    expect((await me({ token: brand.token })).body).toBeNull();
  });

  it("removal from an organization: the member acts for their personal account again", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const memberUser = await createUser(t, { types: ["brand"] });
    const created = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Cache Agency", slug: `cache-${owner.id.toLowerCase()}` },
    });
    const org = (await created.json()) as { id: string };
    // Joined as invitations do it, without the plan seats an invitation needs (organizations tests cover those).
    await t.ctx.db.insert(member).values({ id: `m-${memberUser.id}`, organizationId: org.id, userId: memberUser.id, role: "member" });
    const active = await t.request("/api/auth/organization/set-active", { token: memberUser.token, body: { organizationId: org.id } });
    expect(active.status).toBe(200);
    const before = (await (await t.request("/api/auth/me", { token: memberUser.token })).json()) as { hasOrganization: boolean };
    expect(before.hasOrganization).toBe(true);

    const removed = await t.request("/api/auth/organization/remove-member", {
      token: owner.token,
      body: { organizationId: org.id, memberIdOrEmail: memberUser.email },
    });
    expect(removed.status).toBe(200);
    const after = (await (await t.request("/api/auth/me", { token: memberUser.token })).json()) as { hasOrganization: boolean };
    expect(after.hasOrganization).toBe(false);
  });

  it("a change written outside any request reaches the cache through the NOTIFY alone", async () => {
    const brand = await createUser(t, { types: ["brand"], name: "Before Rename" });
    expect((await me({ token: brand.token })).body?.user.name).toBe("Before Rename");
    const cache = sessionCacheOf(t.ctx.database);
    const cleared = vi.spyOn(cache, "clearUser");
    await t.ctx.db.update(user).set({ name: "After Rename" }).where(eq(user.id, brand.id));
    await eventually(() => cleared.mock.calls.some(([id]) => id === brand.id), Boolean, {
      what: "the change to reach the session cache",
      every: 50,
    });
    expect((await me({ token: brand.token })).body?.user.name).toBe("After Rename");

    cleared.mockClear();
    await t.ctx.db.delete(session).where(eq(session.userId, brand.id));
    await eventually(() => cleared.mock.calls.some(([id]) => id === brand.id), Boolean, {
      what: "the change to reach the session cache",
      every: 50,
    });
    expect((await me({ token: brand.token })).body).toBeNull();
  });

  it("a membership written outside any request clears the sessions it changes", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const created = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Notify Agency", slug: `notify-${owner.id.toLowerCase()}` },
    });
    const org = (await created.json()) as { id: string };
    const joiner = await createUser(t, { types: ["brand"] });
    const cleared = vi.spyOn(sessionCacheOf(t.ctx.database), "clearUser");
    await t.ctx.db.update(session).set({ activeOrganizationId: org.id }).where(eq(session.userId, joiner.id));
    await eventually(() => cleared.mock.calls.some(([id]) => id === joiner.id), Boolean, {
      what: "the change to reach the session cache",
      every: 50,
    });
    const stale = (await (await t.request("/api/auth/me", { token: joiner.token })).json()) as { hasOrganization: boolean };
    expect(stale.hasOrganization).toBe(false);

    cleared.mockClear();
    await t.ctx.db.insert(member).values({ id: `m-${joiner.id}`, organizationId: org.id, userId: joiner.id, role: "member" });
    await eventually(() => cleared.mock.calls.some(([id]) => id === joiner.id), Boolean, {
      what: "the change to reach the session cache",
      every: 50,
    });
    const joined = (await (await t.request("/api/auth/me", { token: joiner.token })).json()) as { hasOrganization: boolean };
    expect(joined.hasOrganization).toBe(true);
  });
});
