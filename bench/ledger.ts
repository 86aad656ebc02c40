/**
 * Ledger benchmark (`npm run bench:ledger`): transfers per second and latency through the ledger
 * module on PostgreSQL, with 1, 8 and 32 concurrent workers, on spread accounts and on one hot
 * wallet; batched (the default path: `transfer(db, …)`) and unbatched (one transaction per
 * transfer: `db.transaction(tx => transfer(tx, …))`). Runs in a scratch database it creates and
 * drops. Results: bench/results/ledger.json and ledger.md.
 *
 *   DATABASE_URL=postgres://… npm run bench:ledger     (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS=5                                    (per scenario)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { checkConsistency, clearingOf, transfer, transferAll, walletOf, type TransferInput } from "@/server/domain/ledger";
import type { Db } from "@/server/db/database";

const BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = (process.env.BENCH_WORKERS ?? "1,8,32").split(",").map(Number);
const MODES = (process.env.BENCH_MODES ?? "batched,unbatched").split(",") as ("batched" | "unbatched")[];
const SPREAD_ACCOUNTS = 1000;
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

interface Result {
  mode: "batched" | "unbatched";
  accounts: "spread" | "hot";
  workers: number;
  transfers: number;
  seconds: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

let keySeq = 0;

async function runScenario(db: Db, mode: Result["mode"], accounts: Result["accounts"], workers: number, prefix: string): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const pick = () => Math.floor(Math.random() * SPREAD_ACCOUNTS);
  const one = (): TransferInput => {
    let from = accounts === "hot" ? "hot" : `${prefix}${pick()}`;
    let to = `${prefix}${pick()}`;
    while (to === from) to = `${prefix}${pick()}`;
    if (accounts === "spread" && from === to) from = `${prefix}${(pick() + 1) % SPREAD_ACCOUNTS}`;
    keySeq += 1;
    return {
      from: walletOf(from),
      to: walletOf(to),
      amount: 1 + Math.floor(Math.random() * 100),
      reason: "adjustment",
      reference: { type: "bench", id: String(keySeq) },
      idempotencyKey: `bench:${process.pid}:${keySeq}`,
    };
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const input = one();
        const t0 = performance.now();
        try {
          if (mode === "batched") await transfer(db, input);
          else await db.transaction((tx) => transfer(tx, input));
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    mode,
    accounts,
    workers,
    transfers: latencies.length,
    seconds: Number(seconds.toFixed(2)),
    transfersPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    errors,
  };
}

async function main() {
  const name = `reelbrief_bench_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: urlFor(BASE_URL, name), maxConnections: 40 });
  const results: Result[] = [];
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const prefix = "bench-";
    // Fund every wallet generously so the spread and hot runs never hit insufficient funds.
    const funding: TransferInput[] = Array.from({ length: SPREAD_ACCOUNTS }, (_, i) => ({
      from: clearingOf("bench"),
      to: walletOf(`${prefix}${i}`),
      amount: 1_000_000_000,
      reason: "top_up",
      reference: { type: "bench", id: `fund-${i}` },
      idempotencyKey: `bench-fund-${i}`,
    }));
    funding.push({
      from: clearingOf("bench"),
      to: walletOf("hot"),
      amount: 10_000_000_000,
      reason: "top_up",
      reference: { type: "bench", id: "fund-hot" },
      idempotencyKey: "bench-fund-hot",
    });
    await transferAll(db, funding);
    // Warm-up: connections, plans, the batcher's account cache.
    await runScenario(db, "batched", "spread", 8, prefix);

    for (const mode of MODES) {
      for (const accounts of ["spread", "hot"] as const) {
        for (const workers of WORKERS) {
          const r = await runScenario(db, mode, accounts, workers, prefix);
          results.push(r);
          console.log(
            `${mode.padEnd(9)} ${accounts.padEnd(6)} workers=${String(workers).padStart(2)}  ${String(r.transfersPerSecond).padStart(6)}/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}`,
          );
        }
      }
    }
    const report = await checkConsistency(db);
    console.log(`consistency: ${report.ok ? "ok" : report.problems.join("; ")} (${report.transfers} transfers)`);
    if (!report.ok) process.exitCode = 1;

    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      node: process.version,
      postgres: (await handle.executeSql("show server_version")).rows[0],
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const goal = results.find((r) => r.mode === "batched" && r.accounts === "spread" && r.workers === 8) ?? results[0]!;
    const json = {
      date: new Date().toISOString(),
      secondsPerScenario: SECONDS,
      spreadAccounts: SPREAD_ACCOUNTS,
      machine,
      goal: { transfersPerSecond: 2200, workers: 8, accounts: "spread", met: goal.transfersPerSecond >= 2200 },
      consistency: report.ok,
      results,
    };
    writeFileSync(path.join(RESULTS_DIR, "ledger.json"), JSON.stringify(json, null, 2) + "\n");
    const rows = results.map(
      (r) =>
        `| ${r.mode} | ${r.accounts} | ${r.workers} | ${r.transfersPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.transfers} | ${r.errors} |`,
    );
    writeFileSync(
      path.join(RESULTS_DIR, "ledger.md"),
      [
        "# Ledger benchmark",
        "",
        `${json.date} · ${machine.cpus} CPU (${machine.cpuModel}) · Node ${machine.node} · PostgreSQL ${JSON.stringify(machine.postgres)} · ${SECONDS} s per scenario · ${SPREAD_ACCOUNTS} spread wallets`,
        "",
        "Each transfer goes through the ledger module (`transfer`): account row locks in id order, idempotency key insert, two entries with running balance, cached balances. *batched* is the default path (concurrent transfers share one transaction); *unbatched* runs one transaction per transfer. *hot*: every transfer leaves one wallet.",
        "",
        `Goal: ≥ 2,200 transfers/s with 8 workers on spread accounts — **${goal.transfersPerSecond}/s, ${json.goal.met ? "met" : "not met"}**. Consistency check after the run: **${report.ok ? "ok" : "FAILED"}**.`,
        "",
        "| mode | accounts | workers | transfers/s | p50 ms | p99 ms | transfers | errors |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ...rows,
        "",
      ].join("\n"),
    );
    console.log(`written ${path.join(RESULTS_DIR, "ledger.json")} and ledger.md`);
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name}`);
  }
}

await main();
