import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { devHooksEnabled } from "@/server/api/routes/v1/dev";
import { notification } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function insertFor(userId: string, count: number, readAt: Date | null = null) {
  const rows = await t.ctx.db
    .insert(notification)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: "NewMessage" as const,
        data: { fromUser: { id: `sender-${i}` } },
        formattedMessage: `message ${i}`,
        readAt,
      })),
    )
    .returning({ id: notification.id });
  return rows.map((r) => r.id);
}

const markRead = (ids: unknown, token?: string) => t.request("/api/v1/auth/notifications/read", { method: "POST", body: { ids }, token });

describe("POST /api/v1/auth/notifications/read", () => {
  it("refuses an anonymous caller", async () => {
    const res = await markRead(["00000000-0000-4000-8000-000000000000"]);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it("marks the caller's unread notifications read and /api/auth/me reflects it", async () => {
    const user = await createUser(t, { types: ["creator"] });
    const [a, b, c] = await insertFor(user.id, 3);
    const res = await markRead([a, b], user.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { updated: 2 } });

    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: user.token })).json());
    expect(me.unreadNotificationsCount).toBe(1);
    const unread = me.notifications.filter((n) => n.read_at === null).map((n) => n.id);
    expect(unread).toEqual([c]);
  });

  it("is idempotent: already-read notifications keep their first read time", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const [id] = await insertFor(user.id, 1);
    await markRead([id], user.token);
    const [first] = await t.ctx.db.select().from(notification).where(eq(notification.id, id!));
    const again = await markRead([id], user.token);
    expect(await again.json()).toEqual({ data: { updated: 0 } });
    const [second] = await t.ctx.db.select().from(notification).where(eq(notification.id, id!));
    expect(second!.readAt).toEqual(first!.readAt);
  });

  it("never touches another user's notifications, and does not say they exist", async () => {
    const owner = await createUser(t, { types: ["creator"] });
    const other = await createUser(t, { types: ["brand"] });
    const [id] = await insertFor(owner.id, 1);
    const res = await markRead([id], other.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { updated: 0 } });
    const [row] = await t.ctx.db.select().from(notification).where(eq(notification.id, id!));
    expect(row!.readAt).toBeNull();
  });

  it.each([
    ["a missing ids field", {}],
    ["an empty list", { ids: [] }],
    ["ids that are not uuids", { ids: ["not-a-uuid"] }],
    ["ids that are not a list", { ids: "00000000-0000-4000-8000-000000000000" }],
    ["more than 100 ids", { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }],
  ])("answers 400 naming the field for %s, writing nothing", async (_label, body) => {
    const user = await createUser(t, { types: ["creator"] });
    const [id] = await insertFor(user.id, 1);
    const res = await t.request("/api/v1/auth/notifications/read", { method: "POST", body, token: user.token });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe("validation_error");
    expect(Object.keys(json.error.fields).some((k) => k.startsWith("ids"))).toBe(true);
    const [row] = await t.ctx.db.select().from(notification).where(eq(notification.id, id!));
    expect(row!.readAt).toBeNull();
  });

  it("answers 400 for a body that is not JSON", async () => {
    const user = await createUser(t, { types: ["creator"] });
    const res = await t.request("/api/v1/auth/notifications/read", {
      method: "POST",
      body: "{not json",
      token: user.token,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_error" } });
  });
});

describe("POST /api/v1/dev/notifications (test hook)", () => {
  it("is enabled outside production and in production only with E2E_TEST_HOOKS=true", () => {
    expect(devHooksEnabled("test", undefined)).toBe(true);
    expect(devHooksEnabled("development", undefined)).toBe(true);
    expect(devHooksEnabled("production", undefined)).toBe(false);
    expect(devHooksEnabled("production", "1")).toBe(false);
    expect(devHooksEnabled("production", "true")).toBe(true);
  });

  it("gives the caller a notification that /api/auth/me then shows", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/v1/dev/notifications", {
      method: "POST",
      token: user.token,
      body: {
        notification_type: "CreatorProposalSubmitted",
        data: { campaign_id: "c-1", proposal_id: "p-1" },
        formatted_message: "Jordan sent a proposal",
      },
    });
    expect(res.status).toBe(201);
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: user.token })).json());
    expect(me.notifications).toHaveLength(1);
    expect(me.notifications[0]).toMatchObject({
      notification_type: "CreatorProposalSubmitted",
      data: { campaign_id: "c-1", proposal_id: "p-1" },
      read_at: null,
    });
  });

  it("refuses data that does not match the type, naming the field", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/v1/dev/notifications", {
      method: "POST",
      token: user.token,
      body: { notification_type: "NewMessage", data: { campaign_id: "x" }, formatted_message: "hi" },
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(json.error.code).toBe("validation_error");
    expect(json.error.fields?.data).toMatch(/NewMessage/);
    expect(await t.ctx.db.select().from(notification).where(eq(notification.userId, user.id))).toHaveLength(0);
  });

  it("refuses an anonymous caller", async () => {
    const res = await t.request("/api/v1/dev/notifications", {
      method: "POST",
      body: { notification_type: "NewMessage", data: { fromUser: { id: "x" } }, formatted_message: "hi" },
    });
    expect(res.status).toBe(401);
  });
});

describe("the test hook in production", () => {
  it("answers 404 when E2E_TEST_HOOKS is not set", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    const previous = process.env.E2E_TEST_HOOKS;
    delete process.env.E2E_TEST_HOOKS;
    try {
      const user = await createUser(prod, { types: ["brand"] });
      const res = await prod.request("/api/v1/dev/notifications", {
        method: "POST",
        token: user.token,
        body: { notification_type: "NewMessage", data: { fromUser: { id: "x" } }, formatted_message: "hi" },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    } finally {
      if (previous !== undefined) process.env.E2E_TEST_HOOKS = previous;
      await prod.close();
    }
  });
});
