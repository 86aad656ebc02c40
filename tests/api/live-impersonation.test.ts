import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, domainEvent } from "@/server/db/schema";
import { startJobs, type JobRunner } from "@/server/jobs";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 052: while an admin impersonates someone, the page's EventSource (which sends cookies,
 * never headers) gets the impersonated user's live events, not the admin's, and each such stream
 * is audited like every impersonated request.
 */
let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.ctx, { dispatchIntervalMs: 100 });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const PASSWORD = "correct-horse-battery";

/** The cookies a browser holds after signing in through the form (the session cookie). */
async function browserCookies(u: TestUser): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", { body: { email: u.email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((raw) => raw.split(";")[0])
    .join("; ");
}

async function impersonate(admin: TestUser, userId: string): Promise<string> {
  const res = await t.request("/api/v2/impersonation", { token: admin.token, body: { userId } });
  expect(res.status).toBe(201);
  const raw = res.headers.getSetCookie().find((c) => c.startsWith("impersonate-token="))!;
  return raw.split(";")[0]!;
}

/** What a browser's EventSource sends: its cookies and the event-stream Accept, no other header. */
const eventSource = (cookie: string) => t.app.request("/api/v1/auth/events/stream", { headers: { cookie, accept: "text/event-stream" } });

/** The id of the first domain frame of an open stream. */
async function firstDomainEventId(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended before any domain event");
      buffer += decoder.decode(value, { stream: true });
      const frame = buffer.split("\n\n").find((f) => f.includes("event: domain"));
      const id = frame?.split("\n").find((line) => line.startsWith("id: "));
      if (id) return id.slice(4);
    }
  } finally {
    await reader.cancel();
  }
}

async function conversation(a: TestUser, b: TestUser): Promise<string> {
  const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}
async function send(u: TestUser, conversationId: string, body: string): Promise<string> {
  const res = await t.request(`/api/v1/auth/conversation/${conversationId}/messages`, { token: u.token, body: { body } });
  expect(res.status).toBe(201);
  const messageId = ((await res.json()) as { data: { id: string } }).data.id;
  const rows = await t.ctx.db
    .select({ id: domainEvent.id, payload: domainEvent.payload })
    .from(domainEvent)
    .where(eq(domainEvent.type, "message.sent"));
  return rows.find((r) => (r.payload as { messageId: string }).messageId === messageId)!.id;
}

describe("the live stream while impersonating", () => {
  it("follows the impersonated user: their events arrive, the admin's do not, and the stream is audited", async () => {
    const admin = await createUser(t, { role: "admin" });
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const toAdmin = await conversation(creator, admin);
    const toBrand = await conversation(creator, brand);
    const cookies = `${await browserCookies(admin)}; ${await impersonate(admin, brand.id)}`;

    const stream = await eventSource(cookies);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    // The admin's own event is written first: a stream that were the admin's would show it first.
    const adminEvent = await send(creator, toAdmin, "For the admin");
    const brandEvent = await send(creator, toBrand, "For the brand");
    const first = await firstDomainEventId(stream);
    expect(first).not.toBe(adminEvent);
    expect(first).toBe(brandEvent);

    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, "impersonation.request"), eq(auditLog.targetId, brand.id)));
    expect(audited.map((row) => row.metadata)).toContainEqual(
      expect.objectContaining({ method: "GET", path: "/api/v1/auth/events/stream" }),
    );
  });

  it("refuses the stream with 401 once the impersonation has ended, rather than serving the admin's own", async () => {
    const admin = await createUser(t, { role: "admin" });
    const brand = await createUser(t, { types: ["brand"] });
    const impersonation = await impersonate(admin, brand.id);
    const cookies = `${await browserCookies(admin)}; ${impersonation}`;
    const stop = await t.request("/api/v2/impersonation", { method: "DELETE", headers: { "session-token": impersonation.split("=")[1]! } });
    expect(stop.status).toBe(200);

    const res = await eventSource(cookies);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it("is the admin's own without an impersonation cookie, and other requests still ignore that cookie", async () => {
    const admin = await createUser(t, { role: "admin" });
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const toAdmin = await conversation(creator, admin);
    const own = await eventSource(await browserCookies(admin));
    expect(own.status).toBe(200);
    const adminEvent = await send(creator, toAdmin, "Hello admin");
    expect(await firstDomainEventId(own)).toBe(adminEvent);

    // A plain API read carries the impersonation in its Session-Token header, never in the cookie.
    const cookies = `${await browserCookies(admin)}; ${await impersonate(admin, brand.id)}`;
    const me = await t.app.request("/api/auth/me", { headers: { cookie: cookies } });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(admin.id);
  });
});
