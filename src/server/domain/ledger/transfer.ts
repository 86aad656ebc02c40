import { PgTransaction } from "drizzle-orm/pg-core";
import pg, { type Pool } from "pg";
import type { Db, Executor } from "@/server/db/database";
import { FastPathUnavailable, postBatchFast } from "./post-batch-fast";
import { ensureAccounts, postTransfersInTx, type TransferOutcome } from "./post-transfers";
import type { AccountRef, TransferInput, TransferResult } from "./types";

/**
 * Moves money: one transfer, all or nothing, exactly once per idempotency key.
 *
 * - Called with a transaction, it runs inside it (in a savepoint, so a refused transfer
 *   — insufficient funds — can be caught without aborting the caller's work) and commits with
 *   the caller's other writes: e.g. a top-up's status and its credit commit together.
 * - Called with the database, it joins the batcher: concurrent transfers share one database
 *   transaction, which is how the ledger keeps up with load (bench/ledger.ts).
 *
 * Throws AppError `insufficient_funds` when a guarded account would go below zero, `conflict`
 * when the key was used for a different movement, `validation_error` for a bad amount.
 */
export async function transfer(executor: Executor, input: TransferInput): Promise<TransferResult> {
  const outcome =
    executor instanceof PgTransaction
      ? (await executor.transaction((sp) => postTransfersInTx(sp, [input])))[0]!
      : await batcherFor(executor).submit(input);
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/** Several transfers that must all happen or none (e.g. approval: creator's share and the fee). */
export async function transferAll(executor: Executor, inputs: TransferInput[]): Promise<TransferResult[]> {
  const run = async (tx: Executor) => {
    const outcomes = await postTransfersInTx(tx, inputs);
    const failed = outcomes.find((o) => !o.ok);
    // Throwing rolls the savepoint/transaction back, so none of the transfers happen.
    if (failed && !failed.ok) throw failed.error;
    return outcomes.map((o) => (o as { ok: true; result: TransferResult }).result);
  };
  return executor.transaction(run);
}

interface Pending {
  input: TransferInput;
  resolve: (o: TransferOutcome) => void;
  reject: (e: unknown) => void;
}

export interface BatcherOptions {
  /** Batches in flight at once (each holds one connection). */
  maxInFlight?: number;
  maxBatchSize?: number;
}

/**
 * Groups transfers that arrive while earlier batches are in flight into one transaction each.
 * A batch never waits for a timer: the first transfer starts a batch at once, and what arrives
 * meanwhile forms the next one. Every caller still gets its own outcome (see postTransfersInTx).
 */
export class TransferBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxBatchSize: number;
  /** Account ids never change once created, so they are remembered after a commit. */
  private readonly accountIds = new Map<string, string>();

  constructor(
    private readonly db: Db,
    options: BatcherOptions = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? Number(process.env.LEDGER_BATCH_IN_FLIGHT ?? 4);
    this.maxBatchSize = options.maxBatchSize ?? 200;
  }

  submit(input: TransferInput): Promise<TransferOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatchSize);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async run(batch: Pending[]) {
    try {
      const outcomes = await this.post(batch.map((p) => p.input));
      batch.forEach((p, i) => p.resolve(outcomes[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // A batch failed as a whole (a deadlock with a misused key, a lost connection): retry each
      // transfer alone, so one bad transfer never fails the others.
      await Promise.all(
        batch.map(async (p) => {
          try {
            p.resolve((await this.post([p.input]))[0]!);
          } catch (e) {
            p.reject(e);
          }
        }),
      );
    }
  }

  private async post(inputs: TransferInput[]): Promise<TransferOutcome[]> {
    const refs = inputs.flatMap((i) => [i.from, i.to]);
    const missing = refs.filter((r) => !this.accountIds.has(`${r.kind}:${r.ownerKey}`));
    if (missing.length > 0) {
      const found = await ensureAccounts(this.db, missing);
      for (const [k, v] of found) this.accountIds.set(k, v);
    }
    const pool = pgPoolOf(this.db);
    if (pool) {
      try {
        return await postBatchFast(pool, inputs, this.accountIds);
      } catch (error) {
        if (!(error instanceof FastPathUnavailable)) throw error;
      }
    }
    return this.db.transaction((tx) => postTransfersInTx(tx, inputs, this.accountIds));
  }
}

/** The node-postgres pool behind a Drizzle database, when it is one (PGlite has no pool). */
function pgPoolOf(db: Db): Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

const batchers = new WeakMap<Db, TransferBatcher>();

/** One batcher per database handle (per process, per test database). */
export function batcherFor(db: Db): TransferBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new TransferBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** The account id for a ref, creating the account on first use. */
export async function accountIdOf(executor: Executor, ref: AccountRef): Promise<string> {
  const ids = await ensureAccounts(executor, [ref]);
  return ids.get(`${ref.kind}:${ref.ownerKey}`)!;
}
