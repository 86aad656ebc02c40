/**
 * Database time per request of every benched API route (`npm run bench:plans`): starts the API
 * alone (`start:api`, no job workers) on the scale data (`npm run seed:scale` first) with the
 * statement log of capture-sql.mjs, signs in the bench users, sends each scenario of
 * bench/support/api-scenarios.ts once to warm it and once to capture the SQL it sends, then runs
 * EXPLAIN (ANALYZE, BUFFERS) on every captured statement, warm (best of a few executions), and
 * writes bench/results/api-plans.md: per route, the sum of its statements' execution times against
 * the goal of 5 ms of database time per request, then every statement with its plan.
 *
 *   DATABASE_URL=postgres://… npm run bench:plans   (default postgres://postgres@127.0.0.1:5432/reelbrief_scale)
 *   BENCH_ONLY=dashboard                        only the scenarios whose name matches; results to api-only-plans.md
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ALL_SCENARIOS, type Scenario } from "./support/api-scenarios";
import { roundsOf, type Round, type Statement } from "./support/bare-server";
import { SCALE_BENCH_ADMIN, SCALE_BENCH_CREATOR, SCALE_BENCH_USER, scaleDatabaseUrl } from "./support/scale-data";

const DATABASE_URL = scaleDatabaseUrl();
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
/** Database time per request that lets a bare replay of the route reach 200 req/s. */
const GOAL_MS = 5;
/** EXPLAIN ANALYZE runs per statement; the fastest counts (the others absorb other work on the machine). */
const EXPLAIN_RUNS = Number(process.env.BENCH_EXPLAIN_RUNS ?? 3);

const SCENARIOS = ALL_SCENARIOS.filter((s) => s.path.startsWith("/api/") && !s.path.endsWith("/health") && (!ONLY || ONLY.test(s.name)));

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

async function startApi(logFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["src/server/api/standalone.ts"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(import.meta.dirname, "support/capture-sql.mjs")}`.trim(),
      BENCH_SQL_LOG: logFile,
      API_PORT: String(port),
      DATABASE_URL,
      BETTER_AUTH_URL: url,
      JOB_WORKERS: "off",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start:api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("start:api did not answer within 120 s");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, stop };
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

function cookieOf(scenario: Scenario, sessions: Record<"brand" | "creator" | "admin", string>): string | undefined {
  if (!scenario.signedIn) return undefined;
  return sessions[scenario.signedIn === true ? "brand" : scenario.signedIn];
}

interface Explained {
  statement: Statement;
  round: number;
  executionMs: number;
  planningMs: number;
  plan: string[];
}

async function explain(client: pg.Client, statement: Statement, round: number): Promise<Explained> {
  await client.query(statement.text, statement.params);
  let best: Explained | undefined;
  for (let i = 0; i < EXPLAIN_RUNS; i++) {
    const res = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
    const plan = res.rows.map((r) => r["QUERY PLAN"]);
    const timeOf = (label: string) =>
      Number(new RegExp(`^${label} Time: ([\\d.]+) ms`).exec(plan.find((l) => l.startsWith(label)) ?? "")?.[1] ?? 0);
    const run = { statement, round, executionMs: timeOf("Execution"), planningMs: timeOf("Planning"), plan };
    if (!best || run.executionMs < best.executionMs) best = run;
  }
  return best!;
}

async function main() {
  const logFile = path.join(os.tmpdir(), `bench-plans-sql-${process.pid}.jsonl`);
  writeFileSync(logFile, "");
  const api = await startApi(logFile);
  const captured = new Map<string, Round[]>();
  try {
    const sessions = {
      brand: await signIn(api.url, SCALE_BENCH_USER),
      creator: await signIn(api.url, SCALE_BENCH_CREATOR),
      admin: await signIn(api.url, SCALE_BENCH_ADMIN),
    };
    for (const scenario of SCENARIOS) {
      const cookie = cookieOf(scenario, sessions);
      const headers = cookie ? { cookie } : undefined;
      await (await fetch(`${api.url}${scenario.path}`, { headers })).text(); // warm: first-request work is not the route's
      writeFileSync(logFile, "");
      const res = await fetch(`${api.url}${scenario.path}`, { headers });
      if (!res.ok) throw new Error(`${scenario.path}: ${res.status} ${await res.text()}`);
      await res.text();
      const statements = readFileSync(logFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Statement & { start: number; end: number })
        .filter((s) => !/pgboss/i.test(s.text));
      captured.set(scenario.path, roundsOf(statements));
    }
  } finally {
    await api.stop();
    rmSync(logFile, { force: true });
  }

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const results: { scenario: Scenario; statements: Explained[]; totalMs: number }[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const statements: Explained[] = [];
      for (const [index, round] of (captured.get(scenario.path) ?? []).entries()) {
        for (const statement of round) statements.push(await explain(client, statement, index + 1));
      }
      const totalMs = statements.reduce((sum, s) => sum + s.executionMs, 0);
      results.push({ scenario, statements, totalMs });
      const slowest = [...statements].sort((a, b) => b.executionMs - a.executionMs)[0];
      console.log(
        `  ${scenario.name}: ${statements.length} statements, ${totalMs.toFixed(2)} ms` +
          (slowest ? ` (slowest ${slowest.executionMs.toFixed(2)} ms: ${slowest.statement.text.slice(0, 90)}…)` : ""),
      );
    }
  } finally {
    await client.end();
  }

  const [creators, orders] = await (async () => {
    const check = new pg.Client({ connectionString: DATABASE_URL });
    await check.connect();
    try {
      const n = async (table: string) => Number((await check.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
      return [await n("creator_profile"), await n("market_order")];
    } finally {
      await check.end();
    }
  })();
  const fmt = (n: number) => n.toFixed(2);
  const out = [
    "# Database time per request of the benched API routes on the scale data (`npm run bench:plans`)",
    "",
    `${new Date().toISOString()} · PostgreSQL at ${new URL(DATABASE_URL).host} · ${creators.toLocaleString("en-US")} creators, ${orders.toLocaleString("en-US")} orders · load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
    "",
    `Each route is requested once from \`start:api\` (warm), the SQL it sends is captured, and every statement runs under EXPLAIN (ANALYZE, BUFFERS) ${EXPLAIN_RUNS} times after one plain execution; the fastest execution time counts. A route's database time is the sum over its statements (statements of one round run side by side in the app, so this over-counts its latency but not the database's work). Goal: ≤ ${GOAL_MS} ms per request, so that a bare replay reaches ≥ 200 req/s.`,
    "",
    "| Route | Statements (rounds) | Database ms per request | Slowest statement ms | Goal ≤ 5 ms |",
    "| --- | ---: | ---: | ---: | --- |",
    ...results.map(
      (r) =>
        `| ${r.scenario.name} \`${r.scenario.path}\` | ${r.statements.length} (${new Set(r.statements.map((s) => s.round)).size}) | ${fmt(r.totalMs)} | ${fmt(Math.max(0, ...r.statements.map((s) => s.executionMs)))} | ${r.totalMs <= GOAL_MS ? "met" : "**missed**"} |`,
    ),
    "",
  ];
  for (const r of results) {
    out.push(`## ${r.scenario.name} — \`${r.scenario.path}\` — ${fmt(r.totalMs)} ms`, "");
    for (const s of r.statements) {
      out.push(
        `Round ${s.round}, ${fmt(s.executionMs)} ms:`,
        "",
        "```sql",
        s.statement.text.trim(),
        `-- parameters: ${JSON.stringify(s.statement.params)}`,
        "```",
        "",
        "```",
        ...s.plan,
        "```",
        "",
      );
    }
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, ONLY ? "api-only-plans.md" : "api-plans.md");
  writeFileSync(file, out.join("\n"));
  console.log(`bench:plans: ${path.relative(ROOT, file)}`);
}

await main();
