/**
 * Webhook fan-out benchmark (`npm run bench:webhooks`, decision 072): BENCH_EVENTS domain events
 * (default 1,000) to BENCH_ENDPOINTS local endpoints (default 10), every endpoint subscribed, so
 * events × endpoints signed deliveries. The product's own job workers run in this process — the
 * dispatcher, the webhooks consumer and the delivery poller — on embedded PGlite (or
 * BENCH_DATABASE_URL, a PostgreSQL database this bench migrates and empties of nothing: use a
 * scratch one). Events are recorded at BENCH_RATE a second (default 100), each in its own
 * transaction, as the product records them.
 *
 * Lag: from the event's commit to the signed request's arrival at its receiver (node:http servers
 * in this process), p50/p90/p99/max over every delivery. Reference in the same run: the same
 * number of signed POSTs sent straight to the same receivers, as fast as 50 at a time go — the
 * floor the HTTP part alone costs on this machine. Results: bench/results/webhooks.md with the load
 * average; nothing is asserted.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { loadSettings } from "@/config/env";
import { createAppContext } from "@/server/context";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { buyerAccount, user, webhookEndpoint } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { signatureHeader } from "@/server/domain/webhooks/signing";
import { generateWebhookSecret } from "@/server/domain/webhooks/signing";
import { startJobs } from "@/server/jobs";
import { sql } from "drizzle-orm";
import pg from "pg";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

/**
 * Statements sent to PostgreSQL during the run, by the table they touch first: the per-delivery
 * cost of each stage (only on PostgreSQL, where every statement is a round trip on the pool).
 */
const statements = new Map<string, number>();
let counting = false;
// eslint-disable-next-line @typescript-eslint/unbound-method -- applied with the client as `this` below
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const q = args[0] as string | { text?: string };
    const text = (typeof q === "string" ? q : (q.text ?? "")).toLowerCase();
    const kind =
      /^\s*(begin|commit|rollback)/.exec(text)?.[1] ??
      /"?(pgboss|webhook_delivery|webhook_endpoint|event_delivery|domain_event)"?/.exec(text)?.[1] ??
      "other";
    statements.set(kind, (statements.get(kind) ?? 0) + 1);
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function receivers(n: number, onArrival: (body: string) => void) {
  const servers = await Promise.all(
    Array.from({ length: n }, async () => {
      const server = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          onArrival(Buffer.concat(chunks).toString("utf8"));
          res.writeHead(204).end();
        });
      });
      server.keepAliveTimeout = 30_000;
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return server;
    }),
  );
  return {
    urls: servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/hook`),
    close: () => Promise.all(servers.map((s) => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r()))))),
  };
}

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-webhooks-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir });
  await migrateDatabase(database);
  const settings = loadSettings({
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_URL: "http://localhost:3000",
    LOG_LEVEL: "error",
    SEED_DEMO_DATA: "false",
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString("base64url"),
    STORAGE_DIR: dataDir,
  });
  const ctx = createAppContext(settings, database);

  // The committed time of each event, by the id the payload carries.
  const committedAt = new Map<string, number>();
  const lags: number[] = [];
  let arrived = 0;
  let allArrived: () => void = () => {};
  const done = new Promise<void>((resolve) => (allArrived = resolve));
  const total = EVENTS * ENDPOINTS;
  const rx = await receivers(ENDPOINTS, (body) => {
    const now = performance.now();
    const { data } = JSON.parse(body) as { data: { proposalId: string } };
    const at = committedAt.get(data.proposalId);
    if (at !== undefined) lags.push(now - at);
    arrived += 1;
    if (arrived === total) allArrived();
  });

  const userId = randomUUID();
  await ctx.db.insert(user).values({ id: userId, name: "Bench Brand", email: `bench-${userId}@bench.reelbrief.com`, types: ["brand"] });
  const [account] = await ctx.db.insert(buyerAccount).values({ kind: "personal", userId }).returning();
  await ctx.db
    .insert(webhookEndpoint)
    .values(rx.urls.map((url) => ({ buyerAccountId: account!.id, url, events: ["proposal.submitted"], secret: generateWebhookSecret() })));

  const jobs = await startJobs(ctx);
  counting = true;
  const t0 = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const proposalId = randomUUID();
    await ctx.db.transaction((tx) =>
      recordEvent(tx, {
        entity: "campaign_proposal",
        entityId: proposalId,
        type: "campaign_proposal.created",
        actor: { kind: "system" },
        payload: { campaignId: randomUUID(), buyerAccountId: account!.id, priceCents: 10_000 },
      }),
    );
    committedAt.set(proposalId, performance.now());
  }
  const sentIn = performance.now() - t0;
  const timeout = setTimeout(() => allArrived(), 120_000);
  await done;
  clearTimeout(timeout);
  const drainedIn = performance.now() - t0;
  counting = false;
  await jobs.stop({ graceful: false });
  // Where the lag goes, from the product's own timestamps: commit → dispatched to the consumers'
  // queues → deliveries inserted by the webhooks consumer → the receiver's answer recorded.
  const stages = (
    (await ctx.db.execute<Record<string, number>>(sql`
      with x as (
        select extract(epoch from e.dispatched_at - e.occurred_at) * 1000 as dispatch,
               extract(epoch from d.created_at - e.dispatched_at) * 1000 as fan_out,
               extract(epoch from d.delivered_at - d.created_at) * 1000 as send
        from webhook_delivery d join domain_event e on e.id = d.event_id where d.delivered_at is not null)
      select ${sql.raw(
        ["dispatch", "fan_out", "send"]
          .flatMap((c) => [0.5, 0.99].map((q) => `percentile_cont(${q}) within group (order by ${c}) as ${c}_${q * 100}`))
          .join(", "),
      )} from x`)) as { rows: Record<string, number>[] }
  ).rows[0]!;

  // Reference: the same number of signed POSTs straight to the receivers, 50 in flight.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const secret = generateWebhookSecret();
  const body = JSON.stringify({ type: "proposal.submitted", version: 1, timestamp: new Date().toISOString(), data: { proposalId: "ref" } });
  const refLatencies: number[] = [];
  const r0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < total) {
        const i = next++;
        const url = new URL(rx.urls[i % rx.urls.length]!);
        const s = performance.now();
        const id = randomUUID();
        const ts = Math.floor(Date.now() / 1000);
        await new Promise<void>((resolve, reject) => {
          const req = http.request(
            url,
            {
              method: "POST",
              agent,
              headers: {
                "content-type": "application/json",
                "webhook-id": id,
                "webhook-timestamp": String(ts),
                "webhook-signature": signatureHeader([secret], id, ts, body),
              },
            },
            (res) => res.resume().on("end", () => resolve()),
          );
          req.on("error", reject);
          req.end(body);
        });
        refLatencies.push(performance.now() - s);
      }
    }),
  );
  const refIn = performance.now() - r0;
  agent.destroy();
  await rx.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...lags].sort((a, b) => a - b);
  const refSorted = [...refLatencies].sort((a, b) => a - b);
  const loadAfter = os.loadavg();
  const lines = [
    "# Webhook fan-out",
    "",
    `Run ${started.toISOString()} by \`npm run bench:webhooks\` (bench/webhooks.ts) on ${databaseUrl ? "PostgreSQL" : "embedded PGlite"}, ` +
      `${os.cpus().length} cores. Load average before ${loadBefore.map((l) => l.toFixed(2)).join(" / ")}, after ${loadAfter.map((l) => l.toFixed(2)).join(" / ")} ` +
      "(1 / 5 / 15 min): the machine is shared with other work while this runs, so the figures are an upper bound.",
    "",
    `${EVENTS} domain events recorded at ${RATE}/s (in ${ms(sentIn)}), each to ${ENDPOINTS} subscribed local endpoints: ${total} signed deliveries, ` +
      `${lags.length} arrived (${total - lags.length} missing), all in ${ms(drainedIn)} from the first event.`,
    "",
    "| Lag, event commit → request at the receiver | p50 | p90 | p99 | max |",
    "| --- | --- | --- | --- | --- |",
    `| product (dispatcher → webhooks consumer → delivery poller → signed POST) | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.9))} | ${ms(quantile(sorted, 0.99))} | ${ms(sorted.at(-1) ?? NaN)} |`,
    `| — event commit → dispatched to the consumers' queues | ${ms(stages.dispatch_50!)} | | ${ms(stages.dispatch_99!)} | |`,
    `| — dispatched → deliveries inserted (webhooks consumer) | ${ms(stages.fan_out_50!)} | | ${ms(stages.fan_out_99!)} | |`,
    `| — inserted → answer recorded (sender) | ${ms(stages.send_50!)} | | ${ms(stages.send_99!)} | |`,
    `| reference: ${total} signed POSTs straight to the receivers, 50 in flight (per request; all in ${ms(refIn)}) | ${ms(quantile(refSorted, 0.5))} | ${ms(quantile(refSorted, 0.9))} | ${ms(quantile(refSorted, 0.99))} | ${ms(refSorted.at(-1) ?? NaN)} |`,
    "",
    ...(statements.size > 0
      ? [
          `Statements sent to PostgreSQL while the events were recorded and delivered: ${[...statements.values()].reduce((a, b) => a + b, 0)} ` +
            `(${([...statements.values()].reduce((a, b) => a + b, 0) / total).toFixed(2)} per delivery) — ` +
            [...statements]
              .sort((a, b) => b[1] - a[1])
              .map(([k, n]) => `${k} ${n}`)
              .join(", ") +
            ".",
          "",
        ]
      : []),
  ];
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, "webhooks.md"), lines.join("\n"));
  console.log(lines.join("\n"));
  process.exit(0);
}

void main();
