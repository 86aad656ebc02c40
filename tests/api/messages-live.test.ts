import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "@/server/api/app";
import { createAppContext } from "@/server/context";
import type { DatabaseHandle } from "@/server/db/database";
import { openDatabase } from "@/server/db/open-database";
import { domainEvent, eventDelivery } from "@/server/db/schema";
import { startJobs, type JobRunner } from "@/server/jobs";
import { databaseUrlFor } from "../support/template-database";
import { isPostgresRun } from "../support/test-database";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Live push. On PostgreSQL the stream is served by a second app instance with its
 * own connection pool and LISTEN connection: a message written through instance A reaches a
 * client of instance B only through NOTIFY. On PGlite both "instances" share the one database.
 */
let t: TestApp;
let jobs: JobRunner;
let second: DatabaseHandle | undefined;
let streamApp: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.ctx, { dispatchIntervalMs: 100 });
  if (isPostgresRun()) {
    const { rows } = await t.ctx.database.executeSql("SELECT current_database() AS name");
    second = await openDatabase({
      kind: "postgres",
      url: databaseUrlFor(process.env.TEST_DATABASE_URL!, (rows[0] as { name: string }).name),
    });
    // Same secrets as instance A, as two web processes behind one load balancer share them.
    streamApp = createApiApp(createAppContext(t.ctx.settings, second));
  } else {
    streamApp = createApiApp(t.ctx);
  }
});
afterAll(async () => {
  await jobs.stop();
  await second?.close();
  await t.close();
});

interface Frame {
  id?: string;
  event?: string;
  data: { id: string; type: string; entityId: string };
}

/** An SSE client over the app's streamed Response body. */
async function connect(user: TestUser, lastEventId?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const res = await streamApp.request("/api/v1/auth/events/stream", { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: Frame[] = [];
  /** Reads until `count` domain frames have arrived (the test's timeout bounds the wait). */
  async function domainFrames(count: number): Promise<Frame[]> {
    for (;;) {
      const domain = frames.filter((f) => f.event === "domain");
      if (domain.length >= count) return domain;
      const { value, done } = await reader.read();
      if (done) return domain;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: Partial<Frame> & { dataText?: string } = {};
        for (const line of raw.split("\n")) {
          if (line.startsWith("id: ")) frame.id = line.slice(4);
          else if (line.startsWith("event: ")) frame.event = line.slice(7);
          else if (line.startsWith("data: ")) frame.dataText = line.slice(6);
        }
        if (frame.event) frames.push({ id: frame.id, event: frame.event, data: JSON.parse(frame.dataText ?? "{}") as Frame["data"] });
      }
    }
  }
  return { domainFrames, close: () => reader.cancel() };
}

async function open(a: TestUser, b: TestUser) {
  const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}
async function send(u: TestUser, id: string, body: string): Promise<string> {
  const res = await t.request(`/api/v1/auth/conversation/${id}/messages`, { token: u.token, body: { body } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
async function eventIdOf(messageId: string): Promise<string> {
  const rows = await t.ctx.db
    .select({ id: domainEvent.id, payload: domainEvent.payload })
    .from(domainEvent)
    .where(eq(domainEvent.type, "message.sent"));
  return rows.find((r) => (r.payload as { messageId: string }).messageId === messageId)!.id;
}
async function pushed(eventIds: string[]) {
  for (;;) {
    const rows = await t.ctx.db
      .select()
      .from(eventDelivery)
      .where(and(inArray(eventDelivery.eventId, eventIds), eq(eventDelivery.consumer, "live-push")));
    if (rows.length === eventIds.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("SSE live events", () => {
  it("refuses a signed-out client", async () => {
    expect((await streamApp.request("/api/v1/auth/events/stream")).status).toBe(401);
  });

  it(
    `a message written through one instance reaches a client of ${isPostgresRun() ? "another instance" : "the stream"}; a reconnect with Last-Event-ID gets exactly the missed events, once`,
    { timeout: 60_000 },
    async () => {
      const brand = await createUser(t, { types: ["brand"] });
      const creator = await createUser(t, { types: ["creator"] });
      const stranger = await createUser(t, { types: ["creator"] });
      const convo = await open(brand, creator);
      const strangerStream = await connect(stranger);

      const first = await connect(creator);
      const m1 = await send(brand, convo, "first");
      const got = await first.domainFrames(2);
      expect(got.map((f) => f.data.type).sort()).toEqual(["message.sent", "notification.created"]);
      expect(got.find((f) => f.data.type === "message.sent")!.data).toMatchObject({ id: await eventIdOf(m1), entityId: convo });
      const lastSeen = got.at(-1)!.id!;
      await first.close();

      // While disconnected: two messages, pushed to nobody.
      const m2 = await send(brand, convo, "second");
      const m3 = await send(brand, convo, "third");
      const missed = [await eventIdOf(m2), await eventIdOf(m3)];
      await pushed(missed);

      const again = await connect(creator, lastSeen);
      const m4 = await send(brand, convo, "fourth");
      const resumed = await again.domainFrames(3);
      expect(resumed.map((f) => f.id)).toEqual([...missed, await eventIdOf(m4)]);
      expect(resumed.every((f) => f.data.type === "message.sent")).toBe(true);
      await again.close();

      // The stranger's stream got none of it: its first frame is its own.
      const own = await open(brand, stranger);
      await send(brand, own, "for the stranger");
      const strangerFrames = await strangerStream.domainFrames(1);
      expect(strangerFrames[0]!.data.entityId).toBe(own);
      await strangerStream.close();
    },
  );
});
