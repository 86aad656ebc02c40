/**
 * Pages benchmark (`npm run bench:pages`): what the production server (`npm start`'s
 * scripts/serve.mjs) spends on the signed-in pages and the marketing pages. It builds if needed,
 * starts the server on a fresh embedded database (demo data is seeded at start-up), signs in the
 * demo brand and the demo creator, and loads each page with `BENCH_CONNECTIONS` keep-alive
 * connections for `BENCH_SECONDS`, `BENCH_RUNS` times: req/s, p50/p99, the server's CPU time per
 * page (its whole process group, from /proc: independent of how busy the rest of the machine is)
 * and the load average. Marketing pages are loaded signed out; a page is reported as prerendered when
 * the build's prerender manifest lists it and its policy carries script hashes, not a nonce. A
 * signed-in page that loads its data from the API in the browser is also measured as a visit: the
 * HTML, then those API calls at once, one visit per request (decision 094).
 *
 * Every run is appended to bench/results/pages.json under its label; bench/results/pages.md is
 * rewritten from it, so a "before" and an "after" sit side by side.
 *
 *   npm run bench:pages                          (BENCH_SECONDS=4 BENCH_RUNS=3 BENCH_CONNECTIONS=10)
 *   BENCH_LABEL="after" npm run bench:pages      (the label of this run's rows)
 *   BENCH_PAGES=signed-in | marketing | all      (which pages; default all)
 *   BENCH_POSTGRES=postgres://postgres@127.0.0.1:5432
 *                                                (PostgreSQL instead of PGlite: a fresh database on that server,
 *                                                 seeded at start-up and dropped at the end; its CPU is not the
 *                                                 web server's and is not counted)
 *   BENCH_DATABASE_NAME=name                     (that fresh database's name; default bench_pages_<pid>)
 *   BENCH_APP_DIR=/path/to/other/checkout        (measure another checkout's build)
 *   BENCH_NO_WRITE=1                             (print only)
 *   BENCH_REWRITE_ONLY=1                         (no run: rewrite pages.md from pages.json)
 *   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
 *                                                (node options for the server process, e.g. a CPU profile written
 *                                                 when the server exits; NODE_OPTIONS refuses --cpu-prof)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PUBLIC_ROUTES } from "../src/features/marketing/seo/public-routes";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/server/seed/demo-accounts";
import { runLoad, type LoadResult } from "./support/load";
import { processGroupCpuMs } from "./support/process-cpu";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP_DIR = process.env.BENCH_APP_DIR ?? ROOT;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LABEL = process.env.BENCH_LABEL ?? "this build";
const WHICH = process.env.BENCH_PAGES ?? "all";
const POSTGRES = process.env.BENCH_POSTGRES ?? "";
const BENCH_DATABASE = process.env.BENCH_DATABASE_NAME ?? `bench_pages_${process.pid}`;
const DATABASE_URL = POSTGRES ? `${POSTGRES.replace(/\/+$/, "")}/${BENCH_DATABASE}` : "";
const RESULTS_JSON = path.join(ROOT, "bench/results/pages.json");
const RESULTS_MD = path.join(ROOT, "bench/results/pages.md");

type Who = "brand" | "creator" | "anonymous";
interface PageScenario {
  path: string;
  who: Who;
  /**
   * The API calls the page makes in the browser as it loads (a prerendered page's data), as the
   * browser sends them. Such a page is measured twice: its HTML alone, and as a visit (the HTML,
   * then these at once), so the CPU per visit is what showing the page costs the server.
   */
  data?: string[];
}

const SIGNED_IN: PageScenario[] = [
  { path: "/platform", who: "brand", data: ["/api/auth/me", "/api/v1/auth/brand/dashboard", "/api/v1/auth/activity?area=brand"] },
  { path: "/platform/orders", who: "brand", data: ["/api/auth/me", "/api/v1/auth/orders?status=all&page=1"] },
  {
    path: "/dashboard",
    who: "creator",
    data: ["/api/auth/me", "/api/v1/auth/creator/dashboard", "/api/v1/auth/activity?area=creator"],
  },
  { path: "/dashboard/orders", who: "creator", data: ["/api/auth/me", "/api/v1/auth/creator-orders?status=all&page=1"] },
];
const MARKETING: PageScenario[] = PUBLIC_ROUTES.map((p) => ({ path: p, who: "anonymous" as const }));

interface Row {
  path: string;
  who: Who;
  /** Set on a visit's row: how many API calls followed the HTML. */
  dataCalls?: number;
  /** "per request" or "prerendered" (marketing pages only). */
  rendering?: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerPage: number;
  errors: number;
  runs: { requestsPerSecond: number; p50Ms: number; p99Ms: number; cpuMsPerPage: number }[];
  loadAverage: number[];
}
interface Run {
  label: string;
  date: string;
  database: "PGlite" | "PostgreSQL";
  connections: number;
  seconds: number;
  runs: number;
  cpus: number;
  rows: Row[];
}

/** The median; with an even count, the mean of the two middle values. */
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

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

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: `${POSTGRES.replace(/\/+$/, "")}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((raw) => raw.split(";")[0])
    .join("; ");
}

function prerenderedRoutes(): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(path.join(APP_DIR, ".next/prerender-manifest.json"), "utf8")) as {
      routes?: Record<string, unknown>;
    };
    return new Set(Object.keys(manifest.routes ?? {}));
  } catch {
    return new Set();
  }
}

async function main() {
  if (process.env.BENCH_REWRITE_ONLY) return rewrite();
  // The build's own folder (decision 063), held by this process while the bench runs.
  const held = spawnSync(process.execPath, [path.join(APP_DIR, "scripts/ensure-build.mjs"), "--hold", String(process.pid)], {
    cwd: APP_DIR,
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (held.status !== 0) throw new Error("the build failed");
  const distDir = held.stdout.toString().trim();
  const scenarios = [...(WHICH === "marketing" ? [] : SIGNED_IN), ...(WHICH === "signed-in" ? [] : MARKETING)];
  if (POSTGRES) await adminQuery(`create database ${BENCH_DATABASE}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(APP_DIR, "scripts/serve.mjs")], {
    cwd: APP_DIR,
    detached: true, // its own process group, whose CPU time /proc reports
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      DATABASE_URL,
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
      STORAGE_DIR: path.join(dataDir, "storage"),
      BETTER_AUTH_URL: url,
      LOG_LEVEL: "warn",
    },
  });
  const rows: Row[] = [];
  try {
    await waitForHealth(url, child);
    const cookies: Record<Who, string> = {
      anonymous: "",
      brand: await signIn(url, DEMO_ACCOUNTS.brand.email),
      creator: await signIn(url, DEMO_ACCOUNTS.creator.email),
    };
    await waitForQuiet(child.pid!);
    const prerendered = prerenderedRoutes();
    for (const scenario of scenarios) {
      rows.push(await measure(url, child.pid!, scenario, cookies[scenario.who], prerendered, false));
      if (scenario.data) rows.push(await measure(url, child.pid!, scenario, cookies[scenario.who], prerendered, true));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
    if (POSTGRES) await adminQuery(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }

  const run: Run = {
    label: LABEL,
    date: new Date().toISOString(),
    database: DATABASE_URL ? "PostgreSQL" : "PGlite",
    connections: CONNECTIONS,
    seconds: SECONDS,
    runs: RUNS,
    cpus: os.cpus().length,
    rows,
  };
  if (process.env.BENCH_NO_WRITE) return;
  rewrite(run);
}

/** Appends this run (if any) to pages.json and rewrites pages.md from every run kept there. */
function rewrite(run?: Run) {
  const all: Run[] = existsSync(RESULTS_JSON) ? (JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as Run[]) : [];
  if (run) all.push(run);
  for (const row of all.flatMap((r) => r.rows)) {
    row.requestsPerSecond = median(row.runs.map((r) => r.requestsPerSecond));
    row.p50Ms = median(row.runs.map((r) => r.p50Ms));
    row.p99Ms = median(row.runs.map((r) => r.p99Ms));
    row.cpuMsPerPage = median(row.runs.map((r) => r.cpuMsPerPage));
  }
  writeFileSync(RESULTS_JSON, `${JSON.stringify(all, null, 2)}\n`);
  writeFileSync(RESULTS_MD, markdown(all));
  console.log(`\nResults: ${path.relative(process.cwd(), RESULTS_MD)}`);
}

async function measure(
  url: string,
  pgid: number,
  scenario: PageScenario,
  cookie: string,
  prerendered: Set<string>,
  asVisit: boolean,
): Promise<Row> {
  const headers: Record<string, string> = { accept: "text/html", "accept-encoding": "gzip" };
  if (cookie) headers.cookie = cookie;
  const apiHeaders: Record<string, string> = { accept: "application/json", "accept-encoding": "gzip", cookie };
  const then = asVisit ? (scenario.data ?? []).map((p) => ({ url: `${url}${p}`, headers: apiHeaders })) : undefined;
  for (const call of then ?? []) {
    const res = await fetch(call.url, { headers: call.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${call.url} as ${scenario.who}: ${res.status}`);
  }
  const first = await fetch(`${url}${scenario.path}`, { headers, redirect: "manual" });
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`GET ${scenario.path} as ${scenario.who}: ${first.status}`);
  const policy = first.headers.get("content-security-policy") ?? "";
  const rendering = prerendered.has(scenario.path) && !policy.includes("'nonce-") ? "prerendered" : "per request";
  await runLoad(`${url}${scenario.path}`, { connections: CONNECTIONS, seconds: 1, headers, then }); // warm-up
  const runs: Row["runs"] = [];
  let errors = 0;
  for (let r = 0; r < RUNS; r++) {
    const cpu0 = processGroupCpuMs(pgid);
    const result: LoadResult = await runLoad(`${url}${scenario.path}`, { connections: CONNECTIONS, seconds: SECONDS, headers, then });
    const cpuMsPerPage = (processGroupCpuMs(pgid) - cpu0) / Math.max(1, result.requests + result.errors);
    errors += result.errors;
    runs.push({ requestsPerSecond: result.requestsPerSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms, cpuMsPerPage });
    console.log(
      `GET ${scenario.path}${then ? ` + ${then.length} API calls` : ""} (${scenario.who}) run ${r + 1}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${cpuMsPerPage.toFixed(2)} ms CPU/page, errors ${result.errors}`,
    );
  }
  return {
    path: scenario.path,
    who: scenario.who,
    dataCalls: then?.length,
    rendering,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuMsPerPage: median(runs.map((r) => r.cpuMsPerPage)),
    errors,
    runs,
    loadAverage: os.loadavg(),
  };
}

/**
 * The demo data's start-up jobs (video renditions and checks through ffmpeg, mail) run for a while
 * after the server answers; measured pages would be charged their CPU. Waits until the server's
 * process group has used under 5 % of a core for three seconds in a row (at most 180 s).
 */
async function waitForQuiet(pgid: number) {
  const started = Date.now();
  let quietSeconds = 0;
  let last = processGroupCpuMs(pgid);
  while (quietSeconds < 3 && Date.now() - started < 180_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = processGroupCpuMs(pgid);
    quietSeconds = now - last < 50 ? quietSeconds + 1 : 0;
    last = now;
  }
  console.log(`server quiet after ${((Date.now() - started) / 1000).toFixed(0)} s of start-up jobs`);
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer within 180 s");
    await new Promise((r) => setTimeout(r, 500));
  }
}

function markdown(all: Run[]): string {
  const out = [
    "# Pages: server cost per page",
    "",
    "`npm run bench:pages` (bench/pages.ts): the production server (`scripts/serve.mjs`, what `npm start` runs) on a",
    "fresh database with the demo data; signed-in pages as the demo brand (/platform…) and the demo creator",
    "(/dashboard…), marketing pages signed out. Closed-loop keep-alive connections; medians of the runs (each run's",
    "req/s in brackets). CPU is the server's whole process group per page, read from /proc, so it does not depend",
    "on how long requests wait for a core; the load average (1 / 5 / 15 min) is read after each page. It still grows",
    "with the load (caches and cores are shared): compare runs taken at a similar load average. Two runs' median is",
    "the mean of both.",
    "",
    "Goal for the signed-in pages: ≤ 10 ms of server CPU per page and ≥ 3× the first run's req/s. Every marketing",
    "page prerendered. A prerendered signed-in page loads its data from the API in the browser: its second row is a",
    'visit, the HTML and then those API calls at once ("+ N API calls"), one visit per request, CPU per visit.',
    "",
  ];
  for (const run of all) {
    out.push(
      `## ${run.label} (${run.date.slice(0, 16).replace("T", " ")} UTC)`,
      "",
      `${run.database}, ${run.connections} connections, ${run.runs} × ${run.seconds} s per page, ${run.cpus} CPUs.`,
      "",
      "| Page | As | Rendering | req/s | p50 / p99 ms | CPU ms / page | Errors | Load average |",
      "| --- | --- | --- | ---: | ---: | ---: | ---: | --- |",
    );
    for (const row of run.rows) {
      out.push(
        `| \`${row.path}\`${row.dataCalls ? ` + ${row.dataCalls} API calls` : ""} | ${row.who} | ${row.rendering ?? "per request"} | ${Math.round(row.requestsPerSecond)} (${row.runs.map((r) => Math.round(r.requestsPerSecond)).join(", ")}) | ${row.p50Ms.toFixed(1)} / ${row.p99Ms.toFixed(1)} | ${row.cpuMsPerPage.toFixed(1)} | ${row.errors} | ${row.loadAverage.map((l) => l.toFixed(1)).join(" / ")} |`,
      );
    }
    out.push("");
  }
  return out.join("\n");
}

await main();
