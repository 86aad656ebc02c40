import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey, auditLog, brandProfile, member, rateLimit, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { eventually } from "../support/eventually";
import { buyOrder, orderWorld, topUp, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 071: an organization's API keys. Owners and admins make and revoke them; a key acts
 * for the organization with the scopes it holds, on /api/v1 only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Team {
  owner: TestUser;
  organizationId: string;
  buyerAccountId: string;
}

async function team(owner?: TestUser): Promise<Team> {
  const person = owner ?? (await createUser(t, { types: ["brand"] }));
  const res = await t.request("/api/auth/organization/create", {
    token: person.token,
    body: { name: "Acme Team", slug: `acme-${randomUUID().slice(0, 8)}` },
  });
  expect(res.status).toBe(200);
  const organizationId = ((await res.json()) as { id: string }).id;
  const account = await resolveBuyerAccount(t.ctx.db, { userId: person.id, activeOrganizationId: organizationId });
  return { owner: person, organizationId, buyerAccountId: account.id };
}

async function joinAs(tm: Team, role: "admin" | "member", types: ("brand" | "creator")[] = ["brand"]): Promise<TestUser> {
  const person = await createUser(t, { types });
  await t.ctx.db.insert(member).values({ id: randomUUID(), organizationId: tm.organizationId, userId: person.id, role });
  const res = await t.request("/api/auth/organization/set-active", { token: person.token, body: { organizationId: tm.organizationId } });
  expect(res.status).toBe(200);
  return person;
}

interface Created {
  id: string;
  secret: string;
  prefix: string;
  scopes: string[];
}

async function createKey(who: TestUser, body: Record<string, unknown>): Promise<Created> {
  const res = await t.request("/api/v1/auth/api-keys", { token: who.token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Created }).data;
}

const withKey = (secret: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  t.request(`/api/v1${path}`, { ...init, token: secret });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe("a key with orders:read", () => {
  let w: OrderWorld;
  let tm: Team;
  let orderId: string;
  beforeAll(async () => {
    w = await orderWorld(t);
    tm = await team(w.brand);
    const [profile] = await t.ctx.db.insert(brandProfile).values({ buyerAccountId: tm.buyerAccountId, name: "Acme Team" }).returning();
    await topUp(t, tm.buyerAccountId, 50_000);
    const { order } = await buyOrder(t, { ...w, buyerAccountId: tm.buyerAccountId, brandProfileId: profile!.id });
    orderId = order.id;
  });

  it("lists and reads the organization's orders, and gets 403 naming campaigns:write when creating a campaign", async () => {
    const key = await createKey(tm.owner, { name: "Dashboard", scopes: ["orders:read"] });
    expect(key.secret).toMatch(/^rb_live_[A-Za-z0-9_-]{40,}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const list = await withKey(key.secret, "/auth/orders");
    expect(list.status).toBe(200);
    const rows = ((await list.json()) as { data: { id: string }[] }).data;
    expect(rows.map((r) => r.id)).toEqual([orderId]);
    expect(list.headers.get("RateLimit-Limit")).toBe("600");
    expect(list.headers.get("RateLimit-Remaining")).toBe("599");
    expect(Number(list.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);

    expect((await withKey(key.secret, `/auth/orders/${orderId}`)).status).toBe(200);

    const campaign = await withKey(key.secret, "/auth/campaigns", { body: { title: "Spring serum" } });
    expect(campaign.status).toBe(403);
    expect((await errorOf(campaign)).message).toContain("campaigns:write");
    expect(campaign.headers.get("RateLimit-Remaining")).toBe("597");

    // A route that declares no scope refuses every key (paying is for people).
    const wallet = await withKey(key.secret, "/auth/api-keys");
    expect(wallet.status).toBe(403);
    expect((await errorOf(wallet)).message).toContain("API keys cannot call this route");
    // Off /api/v1 a key is no credential at all.
    expect((await t.request("/api/auth/me", { token: key.secret })).status).toBe(401);
  });

  it("a key with campaigns:write creates a campaign for the organization", async () => {
    const key = await createKey(tm.owner, { name: "Automation", scopes: ["campaigns:read", "campaigns:write"] });
    const res = await withKey(key.secret, "/auth/campaigns", { body: { title: "Spring serum" } });
    expect(res.status, await res.clone().text()).toBe(201);
    const listed = await withKey(key.secret, "/auth/campaigns");
    expect(((await listed.json()) as { data: { title: string }[] }).data.map((c) => c.title)).toContain("Spring serum");
    // The owner sees it too: it belongs to the organization's account.
    const mine = await t.request("/api/v1/auth/campaigns", { token: tm.owner.token });
    expect(((await mine.json()) as { data: { title: string }[] }).data.map((c) => c.title)).toContain("Spring serum");
  });
});

describe("who may manage keys", () => {
  it("an admin of the organization may; a plain member, a creator and a personal account get 403", async () => {
    const tm = await team();
    const admin = await joinAs(tm, "admin");
    await createKey(admin, { name: "By the admin", scopes: ["creators:read"] });

    const plain = await joinAs(tm, "member");
    const refused = await t.request("/api/v1/auth/api-keys", { token: plain.token, body: { name: "Nope", scopes: ["orders:read"] } });
    expect(refused.status).toBe(403);
    expect((await t.request("/api/v1/auth/api-keys", { token: plain.token })).status).toBe(403);

    const creator = await joinAs(tm, "admin", ["creator"]);
    expect(
      (await t.request("/api/v1/auth/api-keys", { token: creator.token, body: { name: "Nope", scopes: ["orders:read"] } })).status,
    ).toBe(403);

    const solo = await createUser(t, { types: ["brand"] });
    const personal = await t.request("/api/v1/auth/api-keys", { token: solo.token, body: { name: "Nope", scopes: ["orders:read"] } });
    expect(personal.status).toBe(403);
    expect((await errorOf(personal)).message).toContain("organization");

    const keys = await t.ctx.db.select().from(apiKey).where(eq(apiKey.organizationId, tm.organizationId));
    expect(keys.map((k) => k.name)).toEqual(["By the admin"]);
  });
});

describe("bad input", () => {
  it.each([
    ["name", { scopes: ["orders:read"] }],
    ["name", { name: "   ", scopes: ["orders:read"] }],
    ["scopes", { name: "K" }],
    ["scopes", { name: "K", scopes: [] }],
    ["scopes.0", { name: "K", scopes: ["orders:delete"] }],
    ["expiresAt", { name: "K", scopes: ["orders:read"], expiresAt: "2001-01-01T00:00:00Z" }],
    ["expiresAt", { name: "K", scopes: ["orders:read"], expiresAt: "tomorrow" }],
  ])("is a 400 naming %s and writes nothing", async (field, body) => {
    const tm = await team();
    const res = await t.request("/api/v1/auth/api-keys", { token: tm.owner.token, body });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toContain(field);
    expect(await t.ctx.db.select().from(apiKey).where(eq(apiKey.organizationId, tm.organizationId))).toHaveLength(0);
  });
});

describe("the list, revocation and the audit log", () => {
  it("never shows a secret again; revoking refuses the key at once and both events are audited", async () => {
    const tm = await team();
    const key = await createKey(tm.owner, {
      name: "Reporting",
      scopes: ["orders:read", "content:read"],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await withKey(key.secret, "/auth/content")).status).toBe(200);

    const list = await t.request("/api/v1/auth/api-keys", { token: tm.owner.token });
    const text = await list.text();
    expect(text).not.toContain(key.secret);
    expect(text).not.toContain("secret");
    const [listed] = (JSON.parse(text) as { data: { prefix: string; lastUsedAt: string | null; lastUsedIp: string | null }[] }).data;
    expect(listed!.prefix).toBe(key.prefix);
    expect(listed!.lastUsedAt).not.toBeNull();

    const stored = await t.ctx.db.select().from(apiKey).where(eq(apiKey.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(key.secret);

    const other = await team();
    expect((await t.request(`/api/v1/auth/api-keys/${key.id}/revoke`, { token: other.owner.token, body: {} })).status).toBe(404);
    expect((await withKey(key.secret, "/auth/orders")).status).toBe(200);

    const revoke = await t.request(`/api/v1/auth/api-keys/${key.id}/revoke`, { token: tm.owner.token, body: {} });
    expect(revoke.status).toBe(200);
    const refused = await withKey(key.secret, "/auth/orders");
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toContain("revoked");

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "api_key"), eq(auditLog.targetId, key.id)));
    expect(audit.map((a) => [a.action, a.actorUserId]).sort()).toEqual([
      ["api_key.create", tm.owner.id],
      ["api_key.revoke", tm.owner.id],
    ]);
  });

  it("an expired key is refused, as is a key whose organization was deleted", async () => {
    const tm = await team();
    const key = await createKey(tm.owner, { name: "Short", scopes: ["orders:read"] });
    expect((await withKey(key.secret, "/auth/orders")).status).toBe(200);
    await t.ctx.db
      .update(apiKey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKey.id, key.id));
    // Changed behind the API's back: the processes learn it from the row's NOTIFY, which PostgreSQL
    // delivers after the commit (asynchronously), so this waits up to the promised second.
    const refused = (secret: string) =>
      eventually(
        async () => (await withKey(secret, "/auth/orders")).status,
        (status) => status === 401,
        { within: 1_000 },
      );
    expect(await refused(key.secret)).toBe(401);

    const tm2 = await team();
    const key2 = await createKey(tm2.owner, { name: "Gone", scopes: ["orders:read"] });
    expect((await withKey(key2.secret, "/auth/orders")).status).toBe(200);
    const del = await t.request("/api/auth/organization/delete", { token: tm2.owner.token, body: { organizationId: tm2.organizationId } });
    expect(del.status).toBe(200);
    expect(await refused(key2.secret)).toBe(401);
  });

  it("removing the member who made the key leaves it working", async () => {
    const tm = await team();
    const admin = await joinAs(tm, "admin");
    const key = await createKey(admin, { name: "Made by a leaver", scopes: ["orders:read"] });
    await t.ctx.db.delete(member).where(and(eq(member.userId, admin.id), eq(member.organizationId, tm.organizationId)));
    expect((await withKey(key.secret, "/auth/orders")).status).toBe(200);
    // Deleting the person altogether only forgets who made it.
    await t.ctx.db.delete(user).where(eq(user.id, admin.id));
    expect((await withKey(key.secret, "/auth/orders")).status).toBe(200);
    const [row] = await t.ctx.db.select().from(apiKey).where(eq(apiKey.id, key.id));
    expect(row!.createdByUserId).toBeNull();
  });

  it("a key over its rate limit gets 429 with the RateLimit headers", async () => {
    const tm = await team();
    const key = await createKey(tm.owner, { name: "Busy", scopes: ["orders:read"] });
    const windowStart = Date.now() - (Date.now() % 60_000);
    await t.ctx.db.insert(rateLimit).values({ id: `api-key:${key.id}`, key: `api-key:${key.id}`, count: 600, lastRequest: windowStart });
    const res = await withKey(key.secret, "/auth/orders");
    expect(res.status).toBe(429);
    expect(res.headers.get("RateLimit-Remaining")).toBe("0");
    expect(res.headers.get("Retry-After")).not.toBeNull();
  });
});

describe("the OpenAPI document", () => {
  it("names the scope each key route needs and the apiKey scheme", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { "x-required-scope"?: string; security?: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes).toHaveProperty("apiKey");
    expect(doc.paths["/api/v1/auth/orders"]!.get!["x-required-scope"]).toBe("orders:read");
    expect(doc.paths["/api/v1/auth/orders"]!.get!.security).toContainEqual({ apiKey: ["orders:read"] });
    expect(doc.paths["/api/v1/auth/campaigns"]!.post!["x-required-scope"]).toBe("campaigns:write");
    expect(doc.paths["/api/v1/auth/orders/{id}"]!.get!["x-required-scope"]).toBe("orders:read");
    expect(doc.paths["/api/v1/auth/api-keys"]!.post!["x-required-scope"]).toBeUndefined();
  });
});
