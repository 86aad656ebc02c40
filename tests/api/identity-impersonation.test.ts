import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, session } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

let t: TestApp;
let admin: TestUser;
let brand: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin", name: "Avery Admin" });
  brand = await createUser(t, { types: ["brand"], name: "Maya Chen" });
});
afterAll(() => t.close());

function impersonationCookie(res: Response): string | null {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith("impersonate-token="));
  if (!raw) return null;
  return raw.split(";")[0]!.slice("impersonate-token=".length);
}

async function start(token: string, userId: string) {
  return t.request("/api/v2/impersonation", { token, body: { userId } });
}

describe("POST /api/v2/impersonation", () => {
  it("refuses a signed-out caller with 403, as every admin route does", async () => {
    const res = await t.request("/api/v2/impersonation", { body: { userId: brand.id } });
    expect(res.status).toBe(403);
  });

  it("refuses a non-admin with 403 and creates no session", async () => {
    const other = await createUser(t, { types: ["creator"] });
    const res = await start(brand.token, other.id);
    expect(res.status).toBe(403);
    expect(impersonationCookie(res)).toBeNull();
    const sessions = await t.ctx.db.select().from(session).where(eq(session.userId, other.id));
    expect(sessions.every((s) => s.impersonatedBy === null)).toBe(true);
  });

  it("answers 400 naming the field for a missing userId, 404 for an unknown user", async () => {
    const bad = await t.request("/api/v2/impersonation", { token: admin.token, body: {} });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("userId");
    const unknown = await start(admin.token, "no-such-user");
    expect(unknown.status).toBe(404);
  });

  it("lets an admin act as the user through Session-Token, audits every request, and stops", async () => {
    const res = await start(admin.token, brand.id);
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("impersonate-token="))!;
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=3600/);
    const token = impersonationCookie(res)!;

    const me = (await (await t.request("/api/auth/me", { token: admin.token, headers: { "session-token": token } })).json()) as {
      user: { id: string };
    };
    expect(me.user.id).toBe(brand.id);

    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, "impersonation.request"), eq(auditLog.targetId, brand.id)));
    expect(audited.length).toBeGreaterThanOrEqual(1);
    expect(audited[0]!.metadata).toMatchObject({ method: "GET", path: "/api/auth/me" });

    // The impersonated user is not an admin, so the admin API refuses it...
    const whoami = await t.request("/api/v2/whoami", { headers: { "session-token": token } });
    expect(whoami.status).toBe(403);
    // ...but may end the impersonation its admin started.
    const stop = await t.request("/api/v2/impersonation", { method: "DELETE", headers: { "session-token": token } });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ data: { ended: true } });
    expect(stop.headers.getSetCookie().some((c) => /^impersonate-token=;/.test(c) || /impersonate-token=.*Max-Age=0/i.test(c))).toBe(true);

    const [startRow] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "impersonation.stop"), eq(auditLog.targetId, brand.id)));
    expect(startRow?.actorUserId).toBe(admin.id);
  });

  it("refuses the token of an ended impersonation session with 401", async () => {
    const res = await start(admin.token, brand.id);
    const token = impersonationCookie(res)!;
    const stop = await t.request("/api/v2/impersonation", {
      method: "DELETE",
      token: admin.token,
      headers: { cookie: `impersonate-token=${token}` },
    });
    expect(await stop.json()).toEqual({ data: { ended: true } });

    const after = await t.request("/api/auth/me", { headers: { "session-token": token } });
    expect(after.status).toBe(401);
    const write = await t.request("/api/v1/auth/onboarding/creator", { headers: { "session-token": token }, body: {} });
    expect(write.status).toBe(401);
  });

  it("refuses an expired impersonation session with 401", async () => {
    const res = await start(admin.token, brand.id);
    const token = impersonationCookie(res)!;
    await t.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    const after = await t.request("/api/auth/me", { headers: { "session-token": token } });
    expect(after.status).toBe(401);
  });

  it("refuses an impersonation whose admin lost the admin role", async () => {
    const demoted = await createUser(t, { role: "admin" });
    const res = await start(demoted.token, brand.id);
    const token = impersonationCookie(res)!;
    const { user } = await import("@/server/db/schema");
    await t.ctx.db.update(user).set({ role: "user" }).where(eq(user.id, demoted.id));
    const after = await t.request("/api/auth/me", { headers: { "session-token": token } });
    expect(after.status).toBe(401);
  });

  it("does not let an admin impersonate another admin", async () => {
    const other = await createUser(t, { role: "admin" });
    const res = await start(admin.token, other.id);
    expect(res.status).toBe(403);
  });

  it("does not let a user end an impersonation nobody started", async () => {
    const res = await t.request("/api/v2/impersonation", { method: "DELETE", token: brand.token });
    expect(res.status).toBe(403);
  });
});
