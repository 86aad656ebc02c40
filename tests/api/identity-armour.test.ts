import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, user } from "@/server/db/schema";
import { installClientAddressStamp } from "@/server/http/stamp-client-address";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/** The secret every install shared before decision 014: anyone could sign tokens with it. */
const OLD_DEFAULT_SECRET = "reelbrief-local-development-secret-change-me-in-production";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin", name: "Ada Admin" });
});
afterAll(() => t.close());

describe("a token forged with the old built-in secret", () => {
  it("does not change the victim's e-mail", async () => {
    const victim = await createUser(t, { types: ["brand"] });
    const forged = await createEmailVerificationToken(OLD_DEFAULT_SECRET, victim.email, "attacker@evil.example", 3600, {
      requestType: "change-email-verification",
      userId: victim.id,
    });
    const res = await t.request(`/api/auth/verify-email?token=${forged}`);
    expect(res.status).toBe(401);
    const [stored] = await t.ctx.db.select({ email: user.email }).from(user).where(eq(user.id, victim.id));
    expect(stored?.email).toBe(victim.email);
  });
});

describe("sign-up", () => {
  const signUp = (email: string, password = "a-fine-long-password") =>
    t.request("/api/auth/sign-up/email", { body: { email, password, name: "Sam Someone" } });

  it("refuses a common password, naming the field, and creates nothing", async () => {
    const email = `common-${Date.now()}@test.reelbrief.com`;
    const res = await signUp(email, "Password123");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", field: "password" });
    expect(await t.ctx.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("answers an existing e-mail exactly like a new one, and tells the owner by e-mail", async () => {
    const existing = await createUser(t);
    const fresh = `fresh-${Date.now()}@test.reelbrief.com`;
    const [forNew, forExisting] = await Promise.all([signUp(fresh), signUp(existing.email)]);
    expect(forExisting.status).toBe(forNew.status);
    expect(forNew.status).toBe(200);
    const shape = async (res: Response) => {
      const body = (await res.json()) as { token: unknown; user: Record<string, unknown> };
      return {
        token: body.token,
        userKeys: Object.keys(body.user).sort(),
        emailVerified: body.user.emailVerified,
        cookies: res.headers.getSetCookie().length,
        bearer: res.headers.get("set-auth-token"),
      };
    };
    expect(await shape(forExisting)).toEqual(await shape(forNew));
    expect((await shape(await signUp(`again-${fresh}`))).token).toBeNull();
    const mail = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, existing.email), eq(mailOutbox.kind, "existing-account")));
    expect(mail).toHaveLength(1);
  });
});

describe("admin actions through Better Auth's own endpoints", () => {
  async function auditRows(action: string, targetId: string) {
    return t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  }

  it("writes ban and unban to the audit log", async () => {
    const target = await createUser(t, { types: ["creator"] });
    const ban = await t.request("/api/auth/admin/ban-user", { token: admin.token, body: { userId: target.id, banReason: "spam" } });
    expect(ban.status).toBe(200);
    const banned = await auditRows("user.ban", target.id);
    expect(banned).toHaveLength(1);
    expect(banned[0]).toMatchObject({ actorUserId: admin.id, targetType: "user", metadata: { reason: "spam" } });

    const unban = await t.request("/api/auth/admin/unban-user", { token: admin.token, body: { userId: target.id } });
    expect(unban.status).toBe(200);
    expect(await auditRows("user.unban", target.id)).toMatchObject([{ actorUserId: admin.id }]);
  });

  it("writes an impersonation started at /api/auth/admin/impersonate-user", async () => {
    const target = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/auth/admin/impersonate-user", { token: admin.token, body: { userId: target.id } });
    expect(res.status).toBe(200);
    const rows = await auditRows("impersonation.start", target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: admin.id, metadata: { via: "/admin/impersonate-user" } });
  });

  it("writes nothing when a non-admin is refused", async () => {
    const mallory = await createUser(t, { types: ["brand"] });
    const target = await createUser(t, { types: ["creator"] });
    const res = await t.request("/api/auth/admin/ban-user", { token: mallory.token, body: { userId: target.id } });
    expect(res.status).toBe(403);
    expect(await auditRows("user.ban", target.id)).toEqual([]);
  });
});

describe("the sign-in rate limit keys on the connection, not on X-Forwarded-For", () => {
  // 127.0.0.1 plays a configured proxy; ::1 is any other client.
  let server: ServerType;
  let port: number;
  let prod: TestApp;
  beforeAll(async () => {
    installClientAddressStamp("127.0.0.1");
    // Better Auth's rate limit is on in production only (src/server/auth/create-auth.ts).
    prod = await createTestApp({ NODE_ENV: "production" });
    server = serve({ fetch: prod.app.fetch, port: 0, hostname: "::" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await prod.close();
  });

  /** /request-password-reset allows 10 requests per client in 5 minutes. */
  async function resetRequests(host: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`http://${host}:${port}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-forwarded-for": `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: `nobody-${i}@test.reelbrief.com` }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  it("limits a client that writes a new X-Forwarded-For on every request", async () => {
    const statuses = await resetRequests("[::1]", 11);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it("believes X-Forwarded-For from a configured proxy: each forwarded client has its own count", async () => {
    const statuses = await resetRequests("127.0.0.1", 11);
    expect(statuses).toEqual(Array(11).fill(200));
  });
});
