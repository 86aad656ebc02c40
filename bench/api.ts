/**
 * API benchmark (`npm run bench:api`): requests per second, p50/p99 latency and server CPU per
 * request at 50 concurrent connections for the directory, /api/auth/me, the order lists and
 * dashboards, campaign browsing, the proposal list, the admin user search, GET / and the health
 * check, served by what `npm start` serves (scripts/serve.mjs: the API beside Next, decision 062)
 * and, side by side in the same run, by a bare node:http + pg server replaying the SQL the app
 * sent for the same request (bench/support/bare-server.ts). Medians of several runs go to
 * bench/results/. Loopback traffic only, bounded in time. The statements' plans are
 * `npm run bench:plans`.
 *
 *   npm run bench:api                     the scale data (`npm run seed:scale` first): 100,000
 *                                         creators, 500,000 orders, 20,000 campaigns → api.{json,md}
 *   BENCH_DATA=demo npm run bench:api     the demo data `npm start` seeds, on a fresh PostgreSQL
 *                                         database (reelbrief_bench_demo) → api-demo.{json,md}
 *   DATABASE_URL=postgres://…             another database (default: the scale or demo one above)
 *   BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=50
 *   BENCH_ONLY=orders                     only the scenarios whose name matches (a regular expression);
 *                                         the results then go to api[-demo]-only.{json,md}, not over the full ones
 *   BENCH_ONLY=leaderboard               the ad-results leaderboard over 1,000,000 result rows of the bench
 *                                         brand (written once per database before measuring); with
 *                                         BENCH_CONNECTIONS=1 its latency is one request's (decision 085)
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
import { ALL_SCENARIOS, LEADERBOARD_END, type Scenario } from "./support/api-scenarios";
import { resultRowsSql } from "./ad-results-data";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/server/seed/demo-accounts";
import {
  SCALE_BENCH_ADMIN,
  SCALE_BENCH_CREATOR,
  SCALE_BENCH_USER,
  SCALE_PROPOSALS_CAMPAIGN_ID,
  scaleDatabaseUrl,
} from "./support/scale-data";

const DEMO = process.env.BENCH_DATA === "demo";
const DEMO_DATABASE = "reelbrief_bench_demo";
const DATABASE_URL = DEMO ? process.env.DATABASE_URL || `postgres://postgres@127.0.0.1:5432/${DEMO_DATABASE}` : scaleDatabaseUrl();
/** Who signs in: the scale data's bench users, or the demo accounts. */
const ACCOUNTS = DEMO
  ? {
      brand: { email: DEMO_ACCOUNTS.brand.email, password: DEMO_PASSWORD },
      creator: { email: DEMO_ACCOUNTS.creator.email, password: DEMO_PASSWORD },
      admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
    }
  : { brand: SCALE_BENCH_USER, creator: SCALE_BENCH_CREATOR, admin: SCALE_BENCH_ADMIN };
/** The goal every route is held to (p99 on demo data only: at scale the SQL is the limit, see bench:plans). */
const GOAL = DEMO ? "p99 < 50 ms, ≥ 0.5× bare" : "≥ 0.5× bare";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

const SCENARIOS = ALL_SCENARIOS.filter((s) => !ONLY || ONLY.test(s.name)).map((s) => ({
  ...s,
  // The home page and the ad-results leaderboard keep their own goals.
  goal: s.path === "/" || s.path.includes("/ad-results/") ? s.goal : GOAL,
}));

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
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // the group has already gone
  }
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
      SEED_DEMO_DATA: DEMO ? "true" : "false",
      // Workers poll the database in the background: their statements are not a route's.
      JOB_WORKERS: "off",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
  });
  // Seeding the demo data comes first on a fresh database.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/auth/me`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app server did not answer within 300 s");
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

/** One run, with the server's CPU per request and the machine's 1-minute load average at its end. */
type Measured = LoadResult & { cpuMsPerRequest: number; loadAverage: number };

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
  return { ...result, cpuMsPerRequest: cpu / Math.max(1, result.requests + result.errors), loadAverage: os.loadavg()[0]! };
}

async function signIn(url: string, who: { email: string; password: string }): Promise<string> {
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
    brand: await signIn(url, ACCOUNTS.brand),
    creator: await signIn(url, ACCOUNTS.creator),
    admin: await signIn(url, ACCOUNTS.admin),
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
  app: Measured & { runs: Measured[] };
  bare: Measured & { runs: Measured[] };
  ratio: number;
}

function summarise(runs: Measured[]): Measured & { runs: Measured[] } {
  return {
    cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
    loadAverage: median(runs.map((r) => r.loadAverage)),
    requests: median(runs.map((r) => r.requests)),
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    runs,
  };
}

/** A fresh database for the demo data, which the capturing server seeds at start-up. */
async function recreateDemoDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DEMO_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DEMO_DATABASE}`);
  await admin.end();
}

/** The demo campaign with the most proposals: the demo counterpart of the scale data's 500-proposal campaign. */
async function demoProposalsCampaign(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "SELECT campaign_id AS id FROM campaign_proposal GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1",
  );
  await client.end();
  if (!rows[0]) throw new Error("the demo data has no proposals");
  return rows[0].id;
}

/**
 * The leaderboard scenarios read 1,000,000 result rows of the bench brand: written once per
 * database (the rows of bench/ad-results-leaderboard.ts, over the brand's own licences, ending
 * yesterday), then vacuumed and analysed as autovacuum would leave them. False when the brand holds
 * no licence to hang them on.
 */
async function ensureLeaderboardRows(db: pg.Client, brandEmail: string): Promise<boolean> {
  const ROWS = 1_000_000;
  const account = await db.query<{ id: string; licences: string }>(
    `SELECT b.id, (SELECT count(*) FROM video_licence l WHERE l.licensee_buyer_account_id = b.id) AS licences
     FROM buyer_account b JOIN "user" u ON u.id = b.user_id WHERE u.email = $1
     ORDER BY 2 DESC LIMIT 1`,
    [brandEmail],
  );
  const brand = account.rows[0];
  if (!brand || Number(brand.licences) === 0) return false;
  const importId = "00000000-0000-4000-8000-00000000be4c";
  const have = await db.query<{ n: string }>("SELECT count(*) AS n FROM ad_result WHERE import_id = $1", [importId]);
  if (Number(have.rows[0]!.n) >= ROWS) return true;
  const t0 = performance.now();
  await db.query("DELETE FROM ad_result_import WHERE id = $1", [importId]);
  // As many daily rollup rows as the leaderboard bench's 300 licences give (about 100,000 a year): the
  // rollup, not ad_result, is what the leaderboard reads, and a brand with few licences compresses more.
  const campaigns = Math.max(1, Math.round(138 / Number(brand.licences)));
  await db.query(resultRowsSql(brand.id, importId, ROWS, 365, LEADERBOARD_END, campaigns));
  await db.query("VACUUM ANALYZE ad_result");
  await db.query("VACUUM ANALYZE ad_result_daily");
  console.log(
    `  wrote ${ROWS.toLocaleString("en-US")} ad result rows for ${brandEmail} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  return true;
}

async function main() {
  // The build's own folder (decision 063), held while the bench runs; the servers get it in NEXT_DIST_DIR.
  process.env.NEXT_DIST_DIR = ensureBuild({ hold: process.pid }).distDir;
  if (DEMO && !process.env.DATABASE_URL) await recreateDemoDatabase();

  // 1. Capture what the application sends to PostgreSQL for each route (a separate server run:
  //    the measured server never carries the logging hook). On demo data this run seeds it.
  const logFile = path.join(os.tmpdir(), `bench-api-sql-${process.pid}.jsonl`);
  writeFileSync(logFile, "");
  const capturing = await startApp({
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(import.meta.dirname, "support/capture-sql.mjs")}`.trim(),
    BENCH_SQL_LOG: logFile,
  });
  if (DEMO) {
    const campaignId = await demoProposalsCampaign().catch(async (error: unknown) => {
      await capturing.stop();
      throw error;
    });
    for (const scenario of SCENARIOS) scenario.path = scenario.path.replace(SCALE_PROPOSALS_CAMPAIGN_ID, campaignId);
  }

  const check = new pg.Client({ connectionString: DATABASE_URL });
  await check.connect();
  const countOf = (table: string, where = "true") =>
    check
      .query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
      .then((r) => Number(r.rows[0]!.n))
      .catch(() => 0);
  if (SCENARIOS.some((s) => s.path.includes("/ad-results/")) && !(await ensureLeaderboardRows(check, ACCOUNTS.brand.email))) {
    // The scale seed writes no licences, and result rows hang off licences: the leaderboard is
    // measured on the demo data (BENCH_DATA=demo), whose bench brand holds licensed videos.
    console.log(`  ad results leaderboard: ${ACCOUNTS.brand.email} has no licensed videos here; measured with BENCH_DATA=demo`);
    SCENARIOS.splice(0, SCENARIOS.length, ...SCENARIOS.filter((s) => !s.path.includes("/ad-results/")));
  }
  const creators = await countOf("creator_profile");
  const orders = await countOf("market_order");
  const activeCampaigns = await countOf("campaign", "status = 'active'");
  await check.end();
  if (!DEMO && creators < 1000) {
    await capturing.stop();
    throw new Error(`${DATABASE_URL} holds ${creators} creators: run \`npm run seed:scale\` first`);
  }
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

  // 2. Measure both servers, alternating, RUNS times each.
  const app = await startApp({});
  const bare = await startBare(routes);
  const rows: Row[] = [];
  try {
    const sessions = await signInBoth(app.url);
    for (const scenario of SCENARIOS) {
      const headers = headersOf(scenario, sessions);
      // Warm both (JIT, caches, pool connections) before measuring.
      await measure(app, scenario, headers, 1);
      await measure(bare, scenario, headers, 1);
      const appRuns: Measured[] = [];
      const bareRuns: Measured[] = [];
      for (let run = 0; run < RUNS; run++) {
        appRuns.push(await measure(app, scenario, headers, SECONDS));
        bareRuns.push(await measure(bare, scenario, headers, SECONDS));
      }
      const row: Row = {
        scenario: scenario.name,
        path: scenario.path,
        goal: scenario.goal,
        ...queries.get(scenario.path)!,
        app: summarise(appRuns),
        bare: summarise(bareRuns),
        ratio: 0,
      };
      row.ratio = row.app.requestsPerSecond / row.bare.requestsPerSecond;
      rows.push(row);
      console.log(
        `  ${row.scenario}: app ${row.app.requestsPerSecond.toFixed(0)} req/s p50 ${row.app.p50Ms.toFixed(1)} p99 ${row.app.p99Ms.toFixed(1)} ms` +
          ` | bare ${row.bare.requestsPerSecond.toFixed(0)} req/s p50 ${row.bare.p50Ms.toFixed(1)} p99 ${row.bare.p99Ms.toFixed(1)} ms | ${row.ratio.toFixed(2)}×` +
          ` | CPU/request app ${row.app.cpuMsPerRequest.toFixed(2)} ms, bare ${row.bare.cpuMsPerRequest.toFixed(2)} ms`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
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
  const base = `${DEMO ? "api-demo" : "api"}${ONLY ? "-only" : ""}`;
  writeFileSync(path.join(RESULTS_DIR, `${base}.json`), `${JSON.stringify({ meta, rows }, null, 2)}\n`);
  const fmt = (n: number, d = 1) => n.toFixed(d);
  const md = [
    `# API benchmark (\`${DEMO ? "BENCH_DATA=demo " : ""}npm run bench:api\`)`,
    "",
    `${meta.date} · ${meta.cpus} cores (${meta.cpuModel ?? "?"}) shared with other work · Node ${meta.node} · ${CONNECTIONS} connections · median of ${RUNS} runs of ${SECONDS} s · ${creators.toLocaleString("en-US")} creators, ${orders.toLocaleString("en-US")} orders, ${activeCampaigns.toLocaleString("en-US")} active campaigns · load average at the end ${meta.loadAverageAtEnd.join(" / ")}`,
    "",
    "`app` is what `npm start` serves (scripts/serve.mjs: the API through @hono/node-server beside Next, pages through Next and the front for prerendered pages); `bare` is node:http + pg replaying the SQL the app sent for the same request, in the same rounds (GET /: the prerendered HTML from memory), each in its own process. Server CPU per request is the server process group's CPU time (from /proc) over a run divided by its requests: unlike req/s and latency it does not depend on how busy the rest of the machine is (PostgreSQL's own CPU is not included).",
    "",
    "| Route | Queries (rounds) | app req/s | app p50 / p99 ms | bare req/s | bare p50 / p99 ms | app ÷ bare | server CPU ms per request, app / bare | load average | Goal |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.scenario} \`${r.path}\` | ${r.queries} (${r.rounds}) | ${fmt(r.app.requestsPerSecond, 0)} | ${fmt(r.app.p50Ms)} / ${fmt(r.app.p99Ms)} | ${fmt(r.bare.requestsPerSecond, 0)} | ${fmt(r.bare.p50Ms)} / ${fmt(r.bare.p99Ms)} | ${fmt(r.ratio, 2)} | ${fmt(r.app.cpuMsPerRequest, 2)} / ${fmt(r.bare.cpuMsPerRequest, 2)} | ${fmt(r.app.loadAverage)} | ${r.goal} |`,
    ),
    "",
    rows.some((r) => r.app.errors + r.bare.errors > 0)
      ? `Non-200 answers: ${rows.map((r) => `${r.scenario}: ${r.app.errors}/${r.bare.errors}`).join(", ")}.`
      : "Every answer was a 200.",
    "",
  ].join("\n");
  writeFileSync(path.join(RESULTS_DIR, `${base}.md`), md);
  console.log(`bench:api: results in ${path.relative(ROOT, RESULTS_DIR)}/${base}.{json,md}`);
}

await main();
