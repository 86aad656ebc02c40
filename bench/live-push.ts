/**
 * Live push benchmark (decisions 029 and 035), run by `npm run bench`:
 *
 * 1,000 SSE clients (BENCH_CLIENTS) connected to one API process — the real app on
 * @hono/node-server with its job workers, `GET /api/v1/auth/events/stream` with a bearer token —
 * and messages sent through the real route (`POST /auth/conversation/{id}/messages`): each one is
 * committed, dispatched as a domain event, announced by the live-push consumer's NOTIFY and fanned
 * out by the process's LiveHub. Every client is a stream of the message's recipient (1,000 open
 * tabs: every message reaches every client); the messages come from BENCH_SENDERS senders in turn
 * so the 30-a-minute rate limit per sender never answers 429.
 *
 * Latency: from the moment the send's 201 arrives (the message is committed before the route
 * answers) to the moment its `message.sent` frame arrives at each client; p50/p99 over every
 * (message, client) pair. Memory: the server's resident memory with every client connected minus
 * before any connected, per connection (after one warm-up message), each read after a full garbage
 * collection of the server (bench/support/gc-on-signal.ts): what the connections hold, not the
 * garbage their sign-in checks left.
 *
 * Reference in the same run: a bare node:http SSE server (bench/support/bare-sse-server.ts) that
 * writes the same payload to every stream when it is POSTed. PGlite by default; BENCH_DATABASE_URL
 * (a PostgreSQL server URL) runs the product on a database created for the bench and dropped after.
 * Figures go to bench/results/live-push.json and .md; nothing is asserted.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { processListeningOn, rssAfterGcMb } from "./support/process-of-port";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 10);
const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Client {
  /** Arrival time of each `message.sent` frame, in order. */
  arrivals: number[];
  close(): void;
}

/** One SSE client: resolves once the stream's first frame (`ready`) has arrived. */
function connect(url: string, headers: Record<string, string>, onFrame: () => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const arrivals: number[] = [];
    const req = http.get(url, { headers: { accept: "text/event-stream", ...headers }, agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      let buffer = "";
      let ready = false;
      res.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready) {
            ready = true;
            resolve({ arrivals, close: () => req.destroy() });
            continue;
          }
          const data = frame.split("\n").find((l) => l.startsWith("data: "));
          if (!frame.includes("event: domain") || !data) continue;
          const event = JSON.parse(data.slice(6)) as { type: string };
          if (event.type === "message.sent") {
            arrivals.push(now);
            onFrame();
          }
        }
      });
    });
    req.on("error", reject);
  });
}

function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function startChild<T>(script: string, env: Record<string, string | undefined>) {
  const child = spawn("npx", ["tsx", path.join(import.meta.dirname, "support", script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const info = await new Promise<T & { port: number }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as T & { port: number });
    });
    child.on("exit", (code) => reject(new Error(`${script} exited ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    ...info,
    pid: processListeningOn(info.port),
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

function quantile(xs: number[], q: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
function median(xs: number[]) {
  return quantile(xs, 0.5);
}

interface Target {
  label: string;
  pid: number;
  streamUrl: string;
  streamHeaders: Record<string, string>;
  /** Sends message `n`; resolves once it is committed (the route answered). */
  send(n: number): Promise<void>;
  stop(): Promise<void>;
}

interface RunResult {
  p50: number;
  p99: number;
  max: number;
  sendP50: number;
  kbPerConnection: number;
}

/** Connects every client, sends MESSAGES one after the other, each once every client had the previous. */
async function run(target: Target): Promise<RunResult> {
  let waiting: { count: number; done: () => void } | null = null;
  const onFrame = () => {
    if (waiting && --waiting.count === 0) waiting.done();
  };
  const rssBefore = await rssAfterGcMb(target.pid);
  const clients: Client[] = [];
  // In batches of 100, as a reconnect storm would not all land at once either.
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = Array.from({ length: Math.min(100, CLIENTS - i) }, () => connect(target.streamUrl, target.streamHeaders, onFrame));
    clients.push(...(await Promise.all(batch)));
  }
  const latencies: number[] = [];
  const sendTimes: number[] = [];
  let rssConnected = 0;
  try {
    for (let n = 0; n <= MESSAGES; n++) {
      const arrived = new Promise<void>((done) => (waiting = { count: CLIENTS, done }));
      const started = performance.now();
      await target.send(n);
      const answered = performance.now();
      await arrived;
      // Message 0 warms up (first NOTIFY, JIT) and is not counted.
      if (n === 0) {
        rssConnected = await rssAfterGcMb(target.pid);
        continue;
      }
      sendTimes.push(answered - started);
      const these = clients.map((client) => client.arrivals[n]! - started);
      latencies.push(...these);
      if (process.env.BENCH_DEBUG)
        console.log(`message ${n}: first ${Math.min(...these).toFixed(0)} ms, last ${Math.max(...these).toFixed(0)} ms`);
    }
  } finally {
    for (const client of clients) client.close();
  }
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: Math.max(...latencies),
    sendP50: median(sendTimes),
    kbPerConnection: ((rssConnected - rssBefore) * 1024) / CLIENTS,
  };
}

async function productTarget(databaseUrl: string | undefined): Promise<Target> {
  const server = await startChild<{ recipientToken: string; senders: { token: string; conversationId: string }[] }>("live-server.ts", {
    DATABASE_URL: databaseUrl,
    BENCH_SENDERS: String(SENDERS),
    NODE_ENV: "test",
  });
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  return {
    label: databaseUrl ? "product, PostgreSQL" : "product, PGlite",
    pid: server.pid,
    streamUrl: `${base}/auth/events/stream`,
    streamHeaders: { authorization: `Bearer ${server.recipientToken}` },
    async send(n) {
      const sender = server.senders[n % server.senders.length]!;
      const res = await post(
        `${base}/auth/conversation/${sender.conversationId}/messages`,
        { authorization: `Bearer ${sender.token}`, origin: "http://127.0.0.1:3000" },
        JSON.stringify({ body: `Bench message ${n}: is the cut ready for review?` }),
      );
      if (res.status !== 201) throw new Error(`send answered ${res.status}: ${res.body}`);
    },
    stop: server.stop,
  };
}

async function bareTarget(): Promise<Target> {
  const server = await startChild<object>("bare-sse-server.ts", {});
  const base = `http://127.0.0.1:${server.port}`;
  return {
    label: "bare node:http",
    pid: server.pid,
    streamUrl: `${base}/stream`,
    streamHeaders: {},
    async send(n) {
      // The frame the product sends: { id, type, entity, entityId }.
      const payload = {
        id: `0193${String(n).padStart(28, "0")}`,
        type: "message.sent",
        entity: "conversation",
        entityId: "0193" + "0".repeat(28),
      };
      await post(`${base}/send`, {}, JSON.stringify(payload));
    },
    stop: server.stop,
  };
}

/** Runs a target RUNS times (a fresh server each run, so memory starts from the same point). */
async function measure(make: () => Promise<Target>) {
  const rows: RunResult[] = [];
  let label = "";
  for (let i = 0; i < RUNS; i++) {
    const target = await make();
    label = target.label;
    try {
      const row = await run(target);
      rows.push(row);
      console.log(
        `${label} run ${i + 1}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, max ${row.max.toFixed(1)} ms, send ${row.sendP50.toFixed(1)} ms, ${row.kbPerConnection.toFixed(1)} KB/connection`,
      );
    } finally {
      await target.stop();
    }
  }
  return {
    label,
    p50Ms: median(rows.map((r) => r.p50)),
    p99Ms: median(rows.map((r) => r.p99)),
    maxMs: median(rows.map((r) => r.max)),
    sendP50Ms: median(rows.map((r) => r.sendP50)),
    kbPerConnection: median(rows.map((r) => r.kbPerConnection)),
  };
}

/** A database of its own on the PostgreSQL server of BENCH_DATABASE_URL, dropped after. */
async function withPostgres<T>(serverUrl: string, measureOn: (url: string) => Promise<T>): Promise<T> {
  const name = `reelbrief_bench_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await measureOn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const targets = [await measure(bareTarget), await measure(() => productTarget(undefined))];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) targets.push(await withPostgres(postgresUrl, (url) => measure(() => productTarget(url))));

const result = {
  at: new Date().toISOString(),
  clients: CLIENTS,
  messages: MESSAGES,
  runs: RUNS,
  cpus: os.cpus().length,
  // Other engineers share the machine: a high load average makes every figure (the bare one too) worse.
  loadAverage: os.loadavg()[0] ?? 0,
  targets,
};
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, "live-push.json"), JSON.stringify(result, null, 2) + "\n");
writeFileSync(
  path.join(RESULTS_DIR, "live-push.md"),
  [
    `# Live push benchmark (${result.at})`,
    "",
    `${CLIENTS} SSE clients on one process, ${MESSAGES} messages each reaching every client, median of ${RUNS} runs, ${result.cpus} CPUs, load average ${result.loadAverage.toFixed(1)} at the end (bench/live-push.ts).`,
    "Latency: from sending the message to its frame arriving at a client, p50/p99 over every (message, client) pair;",
    '"send" is the send route\'s own answer time, included in the latency. Memory: server RSS growth per connected client, both read after a full garbage collection.',
    "",
    "| | p50 | p99 | max | send | memory per connection |",
    "| --- | --- | --- | --- | --- | --- |",
    ...targets.map(
      (t) =>
        `| ${t.label} | ${t.p50Ms.toFixed(0)} ms | ${t.p99Ms.toFixed(0)} ms | ${t.maxMs.toFixed(0)} ms | ${t.sendP50Ms.toFixed(0)} ms | ${t.kbPerConnection.toFixed(1)} KB |`,
    ),
    "| goal | | < 200 ms | | | < 50 KB |",
    "",
  ].join("\n"),
);
console.log(JSON.stringify(result, null, 2));
