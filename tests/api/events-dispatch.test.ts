import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppContext } from "@/server/context";
import { openDatabase } from "@/server/db/open-database";
import { domainEvent, eventDelivery, mailOutbox } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { startJobs, type JobRunner } from "@/server/jobs";
import { eventConsumers, type EventConsumer } from "@/server/jobs/consumers";
import { deliverEvent, deliverEvents } from "@/server/jobs/deliver-event";
import { eventJobId } from "@/server/jobs/dispatch-events";
import { drainQueues, queueState } from "../support/event-queues";
import { eventually } from "../support/eventually";
import { databaseUrlFor } from "../support/template-database";
import { isPostgresRun } from "../support/test-database";
import { testSettings } from "../support/test-settings";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Decision 021: committed events reach each consumer once, through failures,
 * duplicates and a worker killed in the middle of a delivery; a schedule runs once across workers.
 */

let t: TestApp;
let jobs: JobRunner | undefined;
const attempts = new Map<string, number>();

/** Writes one outbox row per delivery (subject = event id), so a double delivery would show twice. */
function writingConsumer(name: string, failFirst = 0): EventConsumer {
  return {
    name,
    accepts: (event) => event.type === "test.happened",
    async handle(tx, _ctx, event) {
      const n = (attempts.get(`${name}/${event.id}`) ?? 0) + 1;
      attempts.set(`${name}/${event.id}`, n);
      await tx.insert(mailOutbox).values({ kind: name, fromAddress: "t@test", toAddress: "t@test", subject: event.id, html: "", text: "" });
      // Fails after writing: the write must roll back with the delivery record.
      if (n <= failFirst) throw new Error(`${name} is down (attempt ${n})`);
    },
  };
}
const flaky = writingConsumer("test-flaky", 2);
const steady = writingConsumer("test-steady");
/** Fails the first two attempts at a "test.burst" event whose payload says poison: true. */
const burst: EventConsumer = {
  name: "test-burst",
  accepts: (event) => event.type === "test.burst",
  async handle(tx, _ctx, event) {
    const n = (attempts.get(`test-burst/${event.id}`) ?? 0) + 1;
    attempts.set(`test-burst/${event.id}`, n);
    await tx
      .insert(mailOutbox)
      .values({ kind: "test-burst", fromAddress: "t@test", toAddress: "t@test", subject: event.id, html: "", text: "" });
    if ((event.payload as { poison?: boolean }).poison && n <= 2) throw new Error(`poisoned (attempt ${n})`);
  },
};
/** Notes the order in which it receives "test.ordered" events. */
const received: string[] = [];
const ordered: EventConsumer = {
  name: "test-ordered",
  accepts: (event) => event.type === "test.ordered",
  handle: (_tx, _ctx, event) => {
    received.push(event.id);
    return Promise.resolve();
  },
};

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.ctx, { consumers: [...eventConsumers, flaky, steady, ordered, burst], dispatchIntervalMs: 100 });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function raise(type: string): Promise<string> {
  const event = await t.ctx.db.transaction((tx) =>
    recordEvent(tx, { entity: "test", entityId: "1", type, actor: { kind: "system" }, payload: {} }),
  );
  return event.id;
}

const deliveriesOf = async (eventId: string) =>
  (await t.ctx.db.select({ consumer: eventDelivery.consumer }).from(eventDelivery).where(eq(eventDelivery.eventId, eventId)))
    .map((d) => d.consumer)
    .sort();
const outboxRows = async (subject: string) =>
  (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject))).map((m) => m.kind).sort();

describe("the event dispatcher", () => {
  it("retries a failing consumer until it succeeds, and delivers once per consumer", async () => {
    const id = await raise("test.happened");
    const delivered = await eventually(
      () => deliveriesOf(id),
      (d) => d.length === 3,
    );
    expect(delivered).toEqual(["live-push", "test-flaky", "test-steady"]);
    expect(attempts.get(`test-flaky/${id}`)).toBe(3); // two failures, then the delivery
    expect(attempts.get(`test-steady/${id}`)).toBe(1);
    // The failed attempts' writes rolled back: one row per consumer.
    expect(await outboxRows(id)).toEqual(["test-flaky", "test-steady"]);

    // Dispatched again (a dispatcher that crashed before marking it) and delivered again by hand: nothing new.
    await t.ctx.db.update(domainEvent).set({ dispatchedAt: null }).where(eq(domainEvent.id, id));
    await jobs!.dispatchNow();
    expect(await deliverEvent(t.ctx, steady, id)).toBe("duplicate");
    // Once nothing is queued or running, no late duplicate can still arrive.
    await drainQueues(t.ctx.db);
    expect(await outboxRows(id)).toEqual(["test-flaky", "test-steady"]);
    expect(attempts.get(`test-steady/${id}`)).toBe(1);
    expect(await deliveriesOf(id)).toEqual(["live-push", "test-flaky", "test-steady"]);
  });

  it("a burst of events, queued in one insert, reaches a consumer in the order the events happened", async () => {
    // 120 events in one transaction (one dispatch, one creation time for all their jobs) and 40
    // more in their own: the consumer fetches them in batches, and must still see them in order.
    const inOneTransaction = await t.ctx.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 120; i++) {
        const e = await recordEvent(tx, {
          entity: "test",
          entityId: "burst",
          type: "test.ordered",
          actor: { kind: "system" },
          payload: { i },
        });
        ids.push(e.id);
      }
      return ids;
    });
    const oneByOne: string[] = [];
    for (let i = 0; i < 40; i++) oneByOne.push(await raise("test.ordered"));
    const expected = [...inOneTransaction, ...oneByOne];
    await eventually(
      () => Promise.resolve(received.length),
      (n) => n >= expected.length,
    );
    expect([...received].sort()).toEqual([...expected].sort());
    // The order is the events' time: clock_timestamp() at each insert. PGlite's clock can give two
    // inserts the same microsecond; such ties have no order to keep, every other pair must be in order.
    const times = new Map(
      (
        await t.ctx.db.select({ id: domainEvent.id, at: domainEvent.occurredAt }).from(domainEvent).where(inArray(domainEvent.id, expected))
      ).map((e) => [e.id, e.at.getTime()]),
    );
    const outOfOrder = received.filter((id, i) => i > 0 && times.get(id)! < times.get(received[i - 1]!)!);
    expect(outOfOrder).toEqual([]);
    expect(new Set(times.values()).size).toBeGreaterThan(1);
  });

  it("an event that fails inside a delivered batch fails alone: the others are delivered once, it is retried", async () => {
    const ids = await t.ctx.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i++) {
        const e = await recordEvent(tx, {
          entity: "test",
          entityId: "burst",
          type: "test.burst",
          actor: { kind: "system" },
          payload: { poison: i === 3 },
        });
        out.push(e.id);
      }
      return out;
    });
    const poisoned = ids[3]!;
    await eventually(
      () => deliveriesOf(poisoned),
      (d) => d.includes("test-burst"),
    );
    // Every event's write committed exactly once, whatever batch it was tried in first.
    for (const id of ids) expect(await outboxRows(id)).toEqual(["test-burst"]);
    expect(attempts.get(`test-burst/${poisoned}`)).toBe(3);
  });

  it("a batch delivered in one transaction keeps its order in delivered_at, which the live stream's replay follows", async () => {
    const ids = await t.ctx.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 5; i++)
        out.push((await recordEvent(tx, { entity: "test", entityId: "batch", type: "test.unheard", actor: { kind: "system" } })).id);
      return out;
    });
    const inBatchOrder = [ids[3]!, ids[0]!, ids[4]!, ids[1]!, ids[2]!];
    const quiet: EventConsumer = { name: "test-batch", accepts: () => false, handle: () => Promise.resolve() };
    expect(await deliverEvents(t.ctx, quiet, inBatchOrder)).toBe(5);
    const rows = await t.ctx.db
      .select({ eventId: eventDelivery.eventId, at: eventDelivery.deliveredAt })
      .from(eventDelivery)
      .where(and(eq(eventDelivery.consumer, "test-batch"), inArray(eventDelivery.eventId, ids)));
    // Microseconds are lost in a JS Date: order by the database's own value instead.
    const ordered = await t.ctx.db.execute(
      sql`select event_id from event_delivery where consumer = 'test-batch' order by delivered_at, event_id`,
    );
    expect(rows).toHaveLength(5);
    expect((ordered as { rows: { event_id: string }[] }).rows.map((r) => r.event_id)).toEqual(inBatchOrder);
    expect(await deliverEvents(t.ctx, quiet, inBatchOrder)).toBe(0);
  });

  it("a delivery's job id is the same for the same event and consumer, and sorts by the event's time", () => {
    const a = eventJobId("3f1c1a52-0000-4000-8000-000000000001", "webhooks", 1_795_000_000_000_001n);
    expect(eventJobId("3f1c1a52-0000-4000-8000-000000000001", "webhooks", 1_795_000_000_000_001n)).toBe(a);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventJobId("3f1c1a52-0000-4000-8000-000000000001", "mail", 1_795_000_000_000_001n)).not.toBe(a);
    const later = eventJobId("00000000-0000-4000-8000-000000000000", "webhooks", 1_795_000_000_000_002n);
    const muchLater = eventJobId("00000000-0000-4000-8000-000000000000", "webhooks", 1_795_000_100_000_000n);
    expect([muchLater, later, a].sort()).toEqual([a, later, muchLater]);
  });

  it("a paid top-up sends its receipt e-mail once, through the mail consumer", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 2500 } });
    const checkoutId = ((await res.json()) as { data: { id: string } }).data.id;
    await t.request(`/api/v1/payments/sandbox/${checkoutId}`, { body: { action: "pay" } });
    const receipts = () => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, brand.email));
    const mails = await eventually(receipts, (rows) => rows.some((m) => m.kind === "top-up-receipt"));
    expect(mails.filter((m) => m.kind === "top-up-receipt").map((m) => m.subject)).toEqual(["$25.00 added to your Reelbrief wallet"]);
  });
});

describe.skipIf(!isPostgresRun())("workers as processes (PostgreSQL: one process per PGlite folder)", () => {
  async function ownUrl(): Promise<string> {
    const { rows } = await t.ctx.database.executeSql("SELECT current_database() AS name");
    return databaseUrlFor(process.env.TEST_DATABASE_URL!, (rows[0] as { name: string }).name);
  }

  it("a worker killed in the middle of a delivery loses no event: another worker delivers it, once", async () => {
    const consumerName = "test-killed";
    // Every real process has the same consumers; this test's worker has its own, so the in-process
    // runner (which lacks it) must not mark the event dispatched first.
    await jobs?.stop();
    jobs = undefined;
    const id = await raise("test.kill");
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/event-worker-process.ts")], {
      env: { ...process.env, WORKER_DATABASE_URL: await ownUrl(), WORKER_CONSUMER: consumerName },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("the worker never started the delivery")), 40_000);
        child.stdout!.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes(`delivering ${id}`)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once("exit", () => reject(new Error("the worker exited early")));
      });
    } finally {
      child.kill("SIGKILL");
    }
    // The survivor: same consumer, and pg-boss maintenance that notices the dead worker's job.
    const survivor = writingConsumer(consumerName);
    const other = await startJobs(t.ctx, {
      consumers: [{ ...survivor, accepts: (event) => event.type === "test.kill" }],
      deliveryExpireSeconds: 2,
      maintenanceIntervalSeconds: 1,
    });
    try {
      const delivered = await eventually(
        () => deliveriesOf(id),
        (d) => d.includes(consumerName),
        { what: `the delivery to ${consumerName}`, within: 45_000 },
      );
      expect(delivered).toContain(consumerName);
      expect(await outboxRows(id)).toEqual([consumerName]); // the killed worker's write rolled back
    } finally {
      await other.stop();
    }
  }, 120_000);

  it("two workers on one database run a schedule once", async () => {
    const runs: string[] = [];
    const second = await openDatabase({ kind: "postgres", url: await ownUrl() });
    const schedule = (who: string) => ({
      queue: "test-schedule-once",
      cron: "* * * * *",
      handle: () => {
        runs.push(who);
        return Promise.resolve();
      },
    });
    const a = await startJobs(t.ctx, { consumers: [], schedules: [schedule("a")] });
    const b = await startJobs(createAppContext(testSettings(), second), { consumers: [], schedules: [schedule("b")] });
    try {
      const started = Date.now();
      // Both timekeepers look at the schedules every 30 s; pg-boss sends a cron job once per minute slot.
      // Wait for a finished run with nothing left queued or running, then count: every job pg-boss
      // sent ran in exactly one of the two workers, and no more jobs than minute slots were sent.
      const state = await eventually(
        () => queueState(t.ctx.db, "test-schedule-once"),
        (s) => s.completed >= 1 && s.pending === 0,
        { what: "one scheduled run", within: 60_000 },
      );
      const minutes = new Set([Math.floor(started / 60_000), Math.floor(Date.now() / 60_000)]).size;
      expect(state.completed).toBeGreaterThanOrEqual(1);
      expect(runs).toHaveLength(state.completed);
      expect(state.completed).toBeLessThanOrEqual(minutes);
    } finally {
      await a.stop();
      await b.stop();
      await second.close();
    }
  }, 120_000);
});
