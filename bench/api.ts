/**
 * API benchmark (`npm run bench:api`, issue 11 item 6): requests per second and p50/p99 latency
 * at 50 concurrent connections on the scale data (`npm run seed:scale` first) for the creator
 * directory (no filter; text + niche; a deep page), GET /api/auth/me and GET /, and (issues 12
 * and 13, decision 041) the brand's and the creator's order lists and dashboards over 500,000
 * orders, campaign browsing over 20,000 active campaigns and a 500-proposal list, served by the
 * production build (`next start`) and, side by side in the same run, by a bare node:http + pg
 * server replaying the same SQL (bench/support/bare-server.ts). Medians of several runs go to
 * bench/results/api.json and api.md. Loopback traffic only, bounded in time.
 *
 *   DATABASE_URL=postgres://… npm run bench:api   (default postgres://postgres@127.0.0.1:5432/reelbrief_scale)
 *   BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=50
 *   BENCH_ONLY=orders                     only the scenarios whose name matches (a regular expression);
 *                                         the results then go to api-only.{json,md}, not over the full ones
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { roundsOf, type BareRoutes, type Statement } from "./support/bare-server";
import { runLoad, type LoadResult } from "./support/load";
import { processGroupCpuMs } from "./support/process-cpu";
import { ALL_SCENARIOS, type Scenario } from "./support/api-scenarios";
import { SCALE_BENCH_ADMIN, SCALE_BENCH_CREATOR, SCALE_BENCH_USER, scaleDatabaseUrl } from "./support/scale-data";

const DATABASE_URL = scaleDatabaseUrl();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

const SCENARIOS = ALL_SCENARIOS.filter((s) => !ONLY || ONLY.test(s.name));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A server of the bench on a free port, in its own process group so it stops whole. */
interface Server {
  url: string;
  /** Process group of the server: its CPU time is read from /proc. */
  pgid: number;
  stop: () => Promise<void>;
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
}

/** What `npm start` serves (scripts/serve.mjs: the API beside Next, the front for prerendered pages), on the current build. */
async function startApp(extraEnv: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATABASE_URL,
      BETTER_AUTH_URL: url,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/auth/me`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app server did not answer within 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, pgid: child.pid!, stop: () => stopGroup(child) };
}

/** The bare reference in its own process, serving the captured routes. */
async function startBare(routes: BareRoutes): Promise<Server> {
  const file = path.join(os.tmpdir(), `bench-api-routes-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ sql: [...routes.sql], static: [...routes.static] }));
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(import.meta.dirname, "support/bare-server-main.ts"), file], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    pgid: child.pid!,
    stop: async () => {
      await stopGroup(child);
      rmSync(file, { force: true });
    },
  };
}

type Measured = LoadResult & { cpuMsPerRequest: number };

/** One load run, with the server's CPU time per answered request over the same run. */
async function measure(
  server: Server,
  scenario: Scenario,
  headers: Record<string, string> | undefined,
  seconds: number,
): Promise<Measured> {
  const before = processGroupCpuMs(server.pgid);
  const result = await runLoad(`${server.url}${scenario.path}`, { connections: CONNECTIONS, seconds, headers });
  const cpu = processGroupCpuMs(server.pgid) - before;
  return { ...result, cpuMsPerRequest: cpu / Math.max(1, result.requests + result.errors) };
}

async function signIn(url: string, who: { email: string; password: string } = SCALE_BENCH_USER): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((raw) => raw.split(";")[0])
    .join("; ");
}

interface Sessions {
  brand: string;
  creator: string;
  admin: string;
}

async function signInBoth(url: string): Promise<Sessions> {
  return {
    brand: await signIn(url, SCALE_BENCH_USER),
    creator: await signIn(url, SCALE_BENCH_CREATOR),
    admin: await signIn(url, SCALE_BENCH_ADMIN),
  };
}

/** The cookie header of the scenario's side, if it is signed in. */
function headersOf(scenario: Scenario, sessions: Sessions): Record<string, string> | undefined {
  if (!scenario.signedIn) return undefined;
  return { cookie: scenario.signedIn === "creator" ? sessions.creator : scenario.signedIn === "admin" ? sessions.admin : sessions.brand };
}

/** One request to the capturing server; returns the SQL it sent, grouped in rounds. */
async function captureRounds(url: string, scenario: Scenario, sessions: Sessions, logFile: string) {
  const headers = headersOf(scenario, sessions);
  await (await fetch(`${url}${scenario.path}`, { headers })).text(); // warm: first-request work is not the route's
  writeFileSync(logFile, "");
  const res = await fetch(`${url}${scenario.path}`, { headers });
  if (!res.ok) throw new Error(`${scenario.path}: ${res.status}`);
  await res.text();
  const statements = readFileSync(logFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Statement & { start: number; end: number })
    // pg-boss polls in the background; its statements are not the request's.
    .filter((s) => !/pgboss/i.test(s.text));
  return roundsOf(statements);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Row {
  scenario: string;
  path: string;
  goal: string;
  queries: number;
  rounds: number;
  next: Measured & { runs: Measured[] };
  bare: Measured & { runs: Measured[] };
  ratio: number;
}

function summarise(runs: Measured[]): Measured & { runs: Measured[] } {
  return {
    cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
    requests: median(runs.map((r) => r.requests)),
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    runs,
  };
}

/** EXPLAIN ANALYZE of every captured statement of the directory and the marketplace lists (run after a warm-up execution). */
async function explainLists(routes: BareRoutes): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const out = ["# Query plans of the directory and the marketplace lists on the scale data (`npm run bench:api`)", ""];
  try {
    for (const scenario of SCENARIOS.filter(
      (s) => s.explain || s.path.startsWith("/api/v1/creators") || s.path.startsWith("/api/v1/auth/creators"),
    )) {
      out.push(`## ${scenario.name} — \`${scenario.path}\``, "");
      for (const [index, round] of (routes.sql.get(scenario.path) ?? []).entries()) {
        for (const statement of round) {
          await client.query(statement.text, statement.params);
          const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
          out.push(
            `Round ${index + 1}:`,
            "",
            "```sql",
            statement.text,
            `-- parameters: ${JSON.stringify(statement.params)}`,
            "```",
            "",
            "```",
            ...plan.rows.map((r) => r["QUERY PLAN"]),
            "```",
            "",
          );
        }
      }
    }
  } finally {
    await client.end();
  }
  return out.join("\n");
}

async function main() {
  const check = new pg.Client({ connectionString: DATABASE_URL });
  await check.connect();
  const countOf = (table: string, where = "true") =>
    check
      .query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
      .then((r) => Number(r.rows[0]!.n))
      .catch(() => 0);
  const creators = await countOf("creator_profile");
  const orders = await countOf("market_order");
  const activeCampaigns = await countOf("campaign", "status = 'active'");
  await check.end();
  if (creators < 1000) throw new Error(`${DATABASE_URL} holds ${creators} creators: run \`npm run seed:scale\` first`);

  // The build's own folder (decision 063), held while the bench runs; the servers get it in NEXT_DIST_DIR.
  process.env.NEXT_DIST_DIR = ensureBuild({ hold: process.pid }).distDir;

  // 1. Capture what the application sends to PostgreSQL for each route (a separate server run:
  //    the measured server never carries the logging hook).
  const logFile = path.join(os.tmpdir(), `bench-api-sql-${process.pid}.jsonl`);
  writeFileSync(logFile, "");
  const capturing = await startApp({
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(import.meta.dirname, "support/capture-sql.mjs")}`.trim(),
    BENCH_SQL_LOG: logFile,
  });
  const routes: BareRoutes = { sql: new Map(), static: new Map() };
  const queries = new Map<string, { queries: number; rounds: number }>();
  try {
    const sessions = await signInBoth(capturing.url);
    for (const scenario of SCENARIOS) {
      if (scenario.path === "/") {
        const res = await fetch(`${capturing.url}/`);
        routes.static.set("/", { body: await res.text(), contentType: res.headers.get("content-type") ?? "text/html" });
        queries.set(scenario.path, { queries: 0, rounds: 0 });
        continue;
      }
      const rounds = await captureRounds(capturing.url, scenario, sessions, logFile);
      routes.sql.set(scenario.path, rounds);
      queries.set(scenario.path, { queries: rounds.flat().length, rounds: rounds.length });
      console.log(`  ${scenario.name}: ${rounds.flat().length} queries in ${rounds.length} rounds`);
    }
  } finally {
    await capturing.stop();
    rmSync(logFile, { force: true });
  }

  // The plans PostgreSQL chose for the directory's statements, on this data, for the record.
  const plans = await explainLists(routes);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, ONLY ? "api-only-plans.md" : "api-plans.md"), plans);

  // 2. Measure both servers, alternating, RUNS times each.
  const next = await startApp({});
  const bare = await startBare(routes);
  const rows: Row[] = [];
  try {
    const sessions = await signInBoth(next.url);
    for (const scenario of SCENARIOS) {
      const headers = headersOf(scenario, sessions);
      // Warm both (JIT, caches, pool connections) before measuring.
      await measure(next, scenario, headers, 1);
      await measure(bare, scenario, headers, 1);
      const nextRuns: Measured[] = [];
      const bareRuns: Measured[] = [];
      for (let run = 0; run < RUNS; run++) {
        nextRuns.push(await measure(next, scenario, headers, SECONDS));
        bareRuns.push(await measure(bare, scenario, headers, SECONDS));
      }
      const row: Row = {
        scenario: scenario.name,
        path: scenario.path,
        goal: scenario.goal,
        ...queries.get(scenario.path)!,
        next: summarise(nextRuns),
        bare: summarise(bareRuns),
        ratio: 0,
      };
      row.ratio = row.next.requestsPerSecond / row.bare.requestsPerSecond;
      rows.push(row);
      console.log(
        `  ${row.scenario}: next ${row.next.requestsPerSecond.toFixed(0)} req/s p50 ${row.next.p50Ms.toFixed(1)} p99 ${row.next.p99Ms.toFixed(1)} ms` +
          ` | bare ${row.bare.requestsPerSecond.toFixed(0)} req/s p50 ${row.bare.p50Ms.toFixed(1)} p99 ${row.bare.p99Ms.toFixed(1)} ms | ${row.ratio.toFixed(2)}×` +
          ` | CPU/request next ${row.next.cpuMsPerRequest.toFixed(2)} ms, bare ${row.bare.cpuMsPerRequest.toFixed(2)} ms`,
      );
    }
  } finally {
    await bare.stop();
    await next.stop();
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    runs: RUNS,
    creators,
    orders,
    activeCampaigns,
    /** Other work on this shared machine while the benchmark ran (1, 5, 15 minutes). */
    loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(1))),
  };
  const base = ONLY ? "api-only" : "api";
  writeFileSync(path.join(RESULTS_DIR, `${base}.json`), `${JSON.stringify({ meta, rows }, null, 2)}\n`);
  const fmt = (n: number, d = 1) => n.toFixed(d);
  const md = [
    "# API benchmark (`npm run bench:api`)",
    "",
    `${meta.date} · ${meta.cpus} cores (${meta.cpuModel ?? "?"}) shared with other work · Node ${meta.node} · ${CONNECTIONS} connections · median of ${RUNS} runs of ${SECONDS} s · ${creators.toLocaleString("en-US")} creators, ${orders.toLocaleString("en-US")} orders, ${activeCampaigns.toLocaleString("en-US")} active campaigns · load average at the end ${meta.loadAverageAtEnd.join(" / ")}`,
    "",
    "`next` is the production build (`next start`); `bare` is node:http + pg replaying the SQL the app sent for the same request, in the same rounds (GET /: the prerendered HTML from memory), each in its own process. Server CPU per request is the server process group's CPU time (from /proc) over a run divided by its requests: unlike req/s and latency it does not depend on how busy the rest of the machine is (PostgreSQL's own CPU is not included).",
    "",
    "| Route | Queries (rounds) | next req/s | next p50 / p99 ms | bare req/s | bare p50 / p99 ms | next ÷ bare | server CPU ms per request, next / bare | Goal |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.scenario} \`${r.path}\` | ${r.queries} (${r.rounds}) | ${fmt(r.next.requestsPerSecond, 0)} | ${fmt(r.next.p50Ms)} / ${fmt(r.next.p99Ms)} | ${fmt(r.bare.requestsPerSecond, 0)} | ${fmt(r.bare.p50Ms)} / ${fmt(r.bare.p99Ms)} | ${fmt(r.ratio, 2)} | ${fmt(r.next.cpuMsPerRequest, 2)} / ${fmt(r.bare.cpuMsPerRequest, 2)} | ${r.goal} |`,
    ),
    "",
    rows.some((r) => r.next.errors + r.bare.errors > 0)
      ? `Non-200 answers: ${rows.map((r) => `${r.scenario}: ${r.next.errors}/${r.bare.errors}`).join(", ")}.`
      : "Every answer was a 200.",
    "",
  ].join("\n");
  writeFileSync(path.join(RESULTS_DIR, `${base}.md`), md);
  console.log(`bench:api: results in ${path.relative(ROOT, RESULTS_DIR)}/${base}.{json,md}`);
}

await main();
