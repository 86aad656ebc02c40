/**
 * GET / on the production build (goal ≥ 2,000 requests/s), without the scale
 * data `npm run bench:api` needs: a fresh embedded database, 50 keep-alive connections, several
 * runs, req/s and p50/p99, and the server's CPU time per request (from /proc, which does not
 * depend on how busy the rest of the machine is). /pricing (rendered per request, same frame) runs
 * beside it for comparison. Two servers of the same build, one after the other in the same run:
 * `next start` (the reference) and `npm start`'s scripts/serve.mjs (the front for prerendered
 * pages, decision 036). Results: bench/results/home-page.md (appended).
 *
 *   npx tsx bench/home-page.ts                 (BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=50)
 *   BENCH_SERVERS=next,serve                   (which servers; default both)
 *   BENCH_APP_DIR=/path/to/other/checkout …    (measure another build, e.g. the one before a change)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { runLoad } from "./support/load";
import { processGroupCpuMs } from "./support/process-cpu";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP_DIR = process.env.BENCH_APP_DIR ?? ROOT;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LABEL = process.env.BENCH_LABEL ?? "this build";
const PATHS = (process.env.BENCH_PATHS ?? "/,/pricing").split(",");
const SERVERS = (process.env.BENCH_SERVERS ?? "next,serve").split(",") as ("next" | "serve")[];
// The build's own folder (decision 063), held while the bench runs; another checkout names its own.
const DIST_DIR = process.env.NEXT_DIST_DIR ?? (APP_DIR === ROOT ? ensureBuild({ hold: process.pid }).distDir : ".next");

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const lines: string[] = [];
for (const server of SERVERS) lines.push(...(await measure(server)));
appendFileSync(path.join(ROOT, "bench/results/home-page.md"), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));

async function measure(server: "next" | "serve"): Promise<string[]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-home-"));
  const [command, args] =
    server === "next"
      ? [path.join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"]]
      : [process.execPath, [path.join(APP_DIR, "scripts/serve.mjs")]];
  const label = `${LABEL}, ${server === "next" ? "next start" : "npm start (serve.mjs)"}`;
  const child: ChildProcess = spawn(command, args, {
    cwd: APP_DIR,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(port),
      DATABASE_URL: "",
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
      STORAGE_DIR: path.join(dataDir, "storage"),
      BETTER_AUTH_URL: url,
      LOG_LEVEL: "warn",
    },
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
      try {
        // `/`, not the API's health: `next start` alone serves pages only (decision 062).
        if ((await fetch(`${url}/`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${label} did not answer within 120 s`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const rows: string[] = [];
    for (const p of PATHS) {
      const head = await fetch(`${url}${p}`);
      const policy = head.headers.get("content-security-policy") ?? "";
      const kind = policy.includes("'nonce-") ? "per request (nonce policy)" : "prerendered (hash policy)";
      await runLoad(`${url}${p}`, { connections: CONNECTIONS, seconds: 2 });
      const runs = [];
      for (let r = 0; r < RUNS; r++) {
        const cpu0 = processGroupCpuMs(child.pid!);
        const result = await runLoad(`${url}${p}`, { connections: CONNECTIONS, seconds: SECONDS });
        const cpu = (processGroupCpuMs(child.pid!) - cpu0) / Math.max(1, result.requests);
        runs.push({ ...result, cpu });
        console.log(
          `${label} GET ${p} run ${r + 1}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${cpu.toFixed(2)} ms CPU/request, errors ${result.errors}`,
        );
      }
      rows.push(
        `| ${label} | GET ${p} | ${kind} | ${Math.round(median(runs.map((r) => r.requestsPerSecond)))} (${runs.map((r) => Math.round(r.requestsPerSecond)).join(", ")}) | ${median(runs.map((r) => r.p50Ms)).toFixed(1)} / ${median(runs.map((r) => r.p99Ms)).toFixed(1)} | ${median(runs.map((r) => r.cpu)).toFixed(2)} | ${runs.reduce((n, r) => n + r.errors, 0)} | ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" / ")} |`,
      );
    }
    return rows;
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
