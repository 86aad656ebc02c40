import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvent, eventDelivery, mailOutbox } from "@/server/db/schema";
import { drainQueues } from "../support/event-queues";
import { databaseUrlFor } from "../support/template-database";
import { eventually } from "../support/eventually";
import { isPostgresRun } from "../support/test-database";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Decision 021: two API processes with JOB_WORKERS=off and one `npm run worker`
 * process on one PostgreSQL. An event raised through the web processes is delivered once per
 * consumer by the worker. (That a schedule runs once across workers: tests/api/events-dispatch.test.ts.)
 */

interface Running {
  child: ChildProcess;
  output: string[];
}

let t: TestApp;
const running: Running[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a process in its own process group, so stopping it also stops what npm started under it. */
function start(command: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const r = { child, output };
  running.push(r);
  return r;
}

beforeAll(async () => {
  if (!isPostgresRun()) return;
  t = await createTestApp();
});
afterAll(async () => {
  for (const { child } of running) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  }
  await Promise.all(
    running.map(({ child }) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve())),
  );
  await t?.close();
});

describe.skipIf(!isPostgresRun())("two web processes and one worker on one PostgreSQL", () => {
  it("web processes run no workers; an event raised through them is delivered once per consumer by the worker", async () => {
    const { rows } = await t.ctx.database.executeSql("SELECT current_database() AS name");
    const env = {
      DATABASE_URL: databaseUrlFor(process.env.TEST_DATABASE_URL!, (rows[0] as { name: string }).name),
      BETTER_AUTH_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: t.ctx.settings.BETTER_AUTH_SECRET!,
      SANDBOX_WEBHOOK_SECRET: t.ctx.settings.SANDBOX_WEBHOOK_SECRET!,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "info",
    };
    const ports = [await freePort(), await freePort()];
    const webs = ports.map((port) =>
      start(process.execPath, ["--import", "tsx", path.resolve("src/server/api/standalone.ts")], {
        ...env,
        API_PORT: String(port),
        JOB_WORKERS: "off",
      }),
    );
    const worker = start("npm", ["run", "worker"], env);
    for (const port of ports) {
      await eventually(
        () => fetch(`http://127.0.0.1:${port}/api/v1/health`),
        (res) => res.ok,
        { what: `the API on ${port}`, within: 60_000, every: 200 },
      );
    }
    await eventually(
      () => Promise.resolve(worker.output.join("")),
      (out) => out.includes("worker started"),
      { what: "the worker", within: 60_000, every: 200 },
    );
    for (const web of webs) {
      const out = web.output.join("");
      expect(out).toContain("job workers off");
      expect(out).not.toContain("jobs started");
    }

    const brand = await createUser(t, { types: ["brand"] });
    const call = (port: number, route: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${route}`, {
        method: "POST",
        headers: { authorization: `Bearer ${brand.token}`, origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify(body),
        redirect: "manual",
      });
    const started = await call(ports[0]!, "/api/v1/auth/sandbox/add-wallet-funds", { amount: 3100 });
    expect(started.status).toBe(201);
    const checkoutId = ((await started.json()) as { data: { id: string } }).data.id;
    expect((await call(ports[1]!, `/api/v1/payments/sandbox/${checkoutId}`, { action: "pay" })).status).toBeLessThan(400);

    const [paid] = await t.ctx.db
      .select({ id: domainEvent.id })
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, checkoutId), eq(domainEvent.type, "payment_checkout.paid")));
    expect(paid).toBeDefined();
    const consumers = await eventually(
      async () => (await t.ctx.db.select().from(eventDelivery).where(eq(eventDelivery.eventId, paid!.id))).map((d) => d.consumer).sort(),
      (c) => c.length >= 2,
      { what: "both deliveries", within: 60_000, every: 200 },
    );
    expect(consumers).toEqual(["live-push", "mail"]);
    // Nothing queued or running any more in either process: a duplicate would have shown by now.
    await drainQueues(t.ctx.db);
    const receipts = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, brand.email), eq(mailOutbox.kind, "top-up-receipt")));
    expect(receipts).toHaveLength(1);
  }, 180_000);
});
