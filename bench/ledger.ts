/**
 * Ledger benchmark (`npm run bench:ledger`): transfers per second and latency through the ledger
 * module on PostgreSQL, with 1, 8 and 32 concurrent workers, on spread accounts and on one hot
 * wallet, side by side with a plain-SQL reference in the same run:
 *
 * - *reference*: a PL/pgSQL transfer function created in the scratch database, written the way
 *   pgledger's `pgledger_create_transfer` works — lock both accounts in id order, update the
 *   cached balances (refusing a guarded one below zero), insert the transfer and its two entries
 *   with their running balances. One call, one transaction per transfer, on the same tables,
 *   driven by the same workers over the same pool.
 * - *batched*: the default path, `transfer(db, …)` (concurrent transfers share one statement).
 * - *in-tx*: one caller transaction per transfer, `db.transaction(tx => transfer(tx, …))` — the
 *   path every order funding, approval, refund and payout takes.
 *
 * Each run goes through every scenario, the three paths back to back, so a burst of load from
 * other processes hits them alike; the results are medians over the runs, and each path's
 * throughput is reported as the median of its per-run ratios to the reference. Runs in a scratch
 * database it creates and drops. Results: bench/results/ledger.json and ledger.md.
 *
 *   DATABASE_URL=postgres://… npm run bench:ledger     (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS=3 BENCH_RUNS=3                       (per scenario and path; runs)
 *   BENCH_WORKERS=1,8,32 BENCH_ACCOUNTS=spread,hot
 *   BENCH_IN_FLIGHT=8,16                               (also the batcher with 8 and 16 batches in flight)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Db } from "@/server/db/database";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { checkConsistency, clearingOf, transfer, transferAll, walletOf, type TransferInput } from "@/server/domain/ledger";
import { TransferBatcher } from "@/server/domain/ledger/transfer-batcher";

const BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WORKERS = (process.env.BENCH_WORKERS ?? "1,8,32").split(",").map(Number);
const ACCOUNTS = (process.env.BENCH_ACCOUNTS ?? "spread,hot").split(",") as Accounts[];
/** Extra batched runs with another number of batches in flight (LEDGER_BATCH_IN_FLIGHT), e.g. "8,16". */
const IN_FLIGHT = (process.env.BENCH_IN_FLIGHT ?? "").split(",").filter(Boolean).map(Number);
const MODES = ["reference", "batched", ...IN_FLIGHT.map((n) => `batched-${n}` as const), "in-tx"] as const;
const SPREAD_ACCOUNTS = 1000;
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

type Mode = "reference" | "batched" | `batched-${number}` | "in-tx";
type Accounts = "spread" | "hot";

interface Sample {
  run: number;
  mode: Mode;
  accounts: Accounts;
  workers: number;
  transfers: number;
  seconds: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  loadAverage: number;
  /** CPU time this Node process spent per transfer (µs): the client side of each path. */
  nodeCpuUsPerTransfer: number;
}

/** pgledger's transfer, on this schema: lock in id order, update balances, insert transfer and entries. */
const REFERENCE_FUNCTION = `
CREATE FUNCTION bench_reference_transfer(p_from uuid, p_to uuid, p_amount bigint, p_key text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid := gen_random_uuid();
  v_from_after bigint;
  v_from_guarded boolean;
  v_to_after bigint;
BEGIN
  PERFORM 1 FROM ledger_account WHERE id IN (p_from, p_to) ORDER BY id FOR UPDATE;
  UPDATE ledger_account SET balance = balance - p_amount WHERE id = p_from RETURNING balance, is_guarded INTO v_from_after, v_from_guarded;
  IF v_from_guarded AND v_from_after < 0 THEN
    RAISE EXCEPTION 'insufficient funds';
  END IF;
  UPDATE ledger_account SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO v_to_after;
  INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, currency, reason, reference_type, reference_id, idempotency_key)
  VALUES (v_id, p_from, p_to, p_amount, 'USD', 'adjustment', 'bench', p_key, p_key);
  INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after, reason)
  VALUES (v_id, p_from, -p_amount, v_from_after, 'adjustment'), (v_id, p_to, p_amount, v_to_after, 'adjustment');
  RETURN v_id;
END $$`;

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

let keySeq = 0;

interface Context {
  db: Db;
  pool: pg.Pool;
  /** Wallet ids by owner key, for the reference (pgledger works on account ids). */
  walletIds: Map<string, string>;
  /** The extra batchers of BENCH_IN_FLIGHT, by mode. */
  batchers: Map<string, TransferBatcher>;
}

async function runScenario(ctx: Context, run: number, mode: Mode, accounts: Accounts, workers: number): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const pick = () => `bench-${Math.floor(Math.random() * SPREAD_ACCOUNTS)}`;
  const one = (): TransferInput => {
    const from = accounts === "hot" ? "hot" : pick();
    let to = pick();
    while (to === from) to = pick();
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
  const send = async (input: TransferInput) => {
    if (mode === "batched") await transfer(ctx.db, input);
    else if (mode.startsWith("batched-")) {
      const outcome = await ctx.batchers.get(mode)!.submit(input);
      if (!outcome.ok) throw outcome.error;
    } else if (mode === "in-tx") await ctx.db.transaction((tx) => transfer(tx, input));
    else {
      await ctx.pool.query({
        name: "bench_reference_transfer",
        text: "SELECT bench_reference_transfer($1, $2, $3, $4)",
        values: [ctx.walletIds.get(input.from.ownerKey), ctx.walletIds.get(input.to.ownerKey), input.amount, input.idempotencyKey],
      });
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const input = one();
        const t0 = performance.now();
        try {
          await send(input);
          latencies.push(performance.now() - t0);
        } catch (error) {
          if (errors === 0) console.error(`${mode}: ${(error as Error).message}`);
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    run,
    mode,
    accounts,
    workers,
    transfers: latencies.length,
    seconds: Number(seconds.toFixed(2)),
    transfersPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    errors,
    loadAverage: Number(os.loadavg()[0]!.toFixed(2)),
    nodeCpuUsPerTransfer: Math.round((used.user + used.system) / Math.max(1, latencies.length)),
  };
}

interface Row {
  mode: Mode;
  accounts: Accounts;
  workers: number;
  transfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Median over the runs of this path's throughput divided by the reference's in the same run. */
  ratioToReference: number;
  ratiosPerRun: number[];
  errors: number;
  nodeCpuUsPerTransfer: number;
}

function summarize(samples: Sample[]): Row[] {
  const rows: Row[] = [];
  for (const accounts of ACCOUNTS) {
    for (const workers of WORKERS) {
      for (const mode of MODES) {
        const mine = samples.filter((s) => s.mode === mode && s.accounts === accounts && s.workers === workers);
        const ratios = mine.map((s) => {
          const ref = samples.find((r) => r.mode === "reference" && r.accounts === accounts && r.workers === workers && r.run === s.run)!;
          return Number((s.transfersPerSecond / Math.max(1, ref.transfersPerSecond)).toFixed(2));
        });
        rows.push({
          mode,
          accounts,
          workers,
          transfersPerSecond: Math.round(median(mine.map((s) => s.transfersPerSecond))),
          p50Ms: Number(median(mine.map((s) => s.p50Ms)).toFixed(2)),
          p99Ms: Number(median(mine.map((s) => s.p99Ms)).toFixed(2)),
          ratioToReference: Number(median(ratios).toFixed(2)),
          ratiosPerRun: ratios,
          errors: mine.reduce((n, s) => n + s.errors, 0),
          nodeCpuUsPerTransfer: Math.round(median(mine.map((s) => s.nodeCpuUsPerTransfer))),
        });
      }
    }
  }
  return rows;
}

async function main() {
  const name = `reelbrief_bench_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: urlFor(BASE_URL, name), maxConnections: 40 });
  const loadBefore = os.loadavg().map((l) => Number(l.toFixed(2)));
  const samples: Sample[] = [];
  try {
    await migrateDatabase(handle);
    await handle.exec(REFERENCE_FUNCTION);
    const db = handle.db;
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    // Fund every wallet generously so no path ever hits insufficient funds.
    const funding: TransferInput[] = Array.from({ length: SPREAD_ACCOUNTS }, (_, i) => ({
      from: clearingOf("bench"),
      to: walletOf(`bench-${i}`),
      amount: 1_000_000_000,
      reason: "top_up",
      reference: { type: "bench", id: `fund-${i}` },
      idempotencyKey: `bench-fund-${i}`,
    }));
    funding.push({
      from: clearingOf("bench"),
      to: walletOf("hot"),
      amount: 100_000_000_000,
      reason: "top_up",
      reference: { type: "bench", id: "fund-hot" },
      idempotencyKey: "bench-fund-hot",
    });
    await transferAll(db, funding);
    await handle.exec("VACUUM ANALYZE");
    const wallets = await handle.executeSql("SELECT id, owner_key FROM ledger_account WHERE kind = 'buyer_wallet'");
    const walletIds = new Map((wallets.rows as { id: string; owner_key: string }[]).map((r) => [r.owner_key, r.id]));
    const batchers = new Map(IN_FLIGHT.map((n) => [`batched-${n}`, new TransferBatcher(db, { maxInFlight: n })]));
    const ctx: Context = { db, pool, walletIds, batchers };
    // Warm-up: connections, prepared statements, the account id cache.
    for (const mode of MODES) await runScenario(ctx, 0, mode, "spread", 8);

    for (let run = 1; run <= RUNS; run++) {
      for (const accounts of ACCOUNTS) {
        for (const workers of WORKERS) {
          for (const mode of MODES) {
            const s = await runScenario(ctx, run, mode, accounts, workers);
            samples.push(s);
            console.log(
              `run ${run} ${mode.padEnd(9)} ${accounts.padEnd(6)} workers=${String(workers).padStart(2)}  ${String(s.transfersPerSecond).padStart(6)}/s  p50 ${s.p50Ms} ms  p99 ${s.p99Ms} ms  errors ${s.errors}  load ${s.loadAverage}  node ${s.nodeCpuUsPerTransfer} µs/transfer`,
            );
          }
        }
      }
    }
    const report = await checkConsistency(db);
    console.log(`consistency: ${report.ok ? "ok" : report.problems.join("; ")} (${report.transfers} transfers)`);
    if (!report.ok) process.exitCode = 1;

    const rows = summarize(samples);
    const loadAfter = os.loadavg().map((l) => Number(l.toFixed(2)));
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      node: process.version,
      postgres: (await handle.executeSql("show server_version")).rows[0],
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
    };
    const batched = rows.filter((r) => r.mode === "batched");
    const goal8 = batched.find((r) => r.accounts === "spread" && r.workers === 8);
    const json = {
      date: new Date().toISOString(),
      secondsPerScenario: SECONDS,
      runs: RUNS,
      spreadAccounts: SPREAD_ACCOUNTS,
      machine,
      goals: {
        batchedAtLeastReference: { met: batched.every((r) => r.ratioToReference >= 1), ratios: batched.map((r) => r.ratioToReference) },
        spread8Workers: {
          transfersPerSecond: 2200,
          measured: goal8?.transfersPerSecond ?? null,
          met: (goal8?.transfersPerSecond ?? 0) >= 2200,
        },
      },
      consistency: report.ok,
      results: rows,
      samples,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, "ledger.json"), JSON.stringify(json, null, 2) + "\n");
    const table = rows.map(
      (r) =>
        `| ${r.accounts} | ${r.workers} | ${r.mode} | ${r.transfersPerSecond} | **${r.ratioToReference.toFixed(2)}×** (${r.ratiosPerRun.map((x) => x.toFixed(2)).join(", ")}) | ${r.p50Ms} | ${r.p99Ms} | ${r.nodeCpuUsPerTransfer} | ${r.errors} |`,
    );
    writeFileSync(
      path.join(RESULTS_DIR, "ledger.md"),
      [
        "# Ledger benchmark",
        "",
        `${json.date} · ${machine.cpus} CPU (${machine.cpuModel}) · Node ${machine.node} · PostgreSQL ${JSON.stringify(machine.postgres)} · ${RUNS} runs × ${SECONDS} s per scenario and path · ${SPREAD_ACCOUNTS} spread wallets`,
        "",
        `Load average (1/5/15 min) before: ${loadBefore.join(" / ")}, after: ${loadAfter.join(" / ")} — the 2 cores are shared with other engineers' builds and tests, so absolute numbers move from run to run; the ratios (each path against the reference in the same run, back to back) are what to read.`,
        "",
        "- *reference*: a PL/pgSQL function written the way pgledger transfers (lock both accounts in id order, update the cached balances, insert the transfer and its two entries), one call and one transaction per transfer, same tables, same workers.",
        "- *batched*: `transfer(db, …)`, the default path: concurrent transfers share one posting statement (one round trip per batch).",
        ...IN_FLIGHT.map(
          (n) =>
            `- *batched-${n}*: the same batcher with ${n} batches in flight instead of LEDGER_BATCH_IN_FLIGHT's ${process.env.LEDGER_BATCH_IN_FLIGHT ?? 4}.`,
        ),
        "- *in-tx*: `db.transaction(tx => transfer(tx, …))`: BEGIN, the posting statement, COMMIT (three round trips).",
        "- *hot*: every transfer leaves one wallet.",
        "",
        `Goal: batched ≥ 1.0× the reference at every worker count, spread and hot — **${json.goals.batchedAtLeastReference.met ? "met" : "not met"}**. Earlier goal (decision 007): ≥ 2,200 transfers/s batched with 8 workers on spread accounts — **${goal8?.transfersPerSecond ?? "?"}/s, ${json.goals.spread8Workers.met ? "met" : "not met"}**. Consistency check after all runs: **${report.ok ? "ok" : "FAILED"}**.`,
        "",
        "| accounts | workers | path | transfers/s (median) | vs reference: median (per run) | p50 ms | p99 ms | Node CPU µs/transfer | errors |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        ...table,
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
