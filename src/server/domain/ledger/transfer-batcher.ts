import pg, { type Pool } from "pg";
import type { Db } from "@/server/db/database";
import { refKey } from "./account-ids";
import { postStatement, postStatementOnPool, type Posting, type StatementResult } from "./post-statement";
import { postTransfersInTx, validateTransfer, type TransferOutcome } from "./post-transfers";
import { postingsFor, replayOrConflict } from "./postings";
import type { TransferInput } from "./types";

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

const UNIQUE_VIOLATION = "23505";

/**
 * Groups transfers that arrive while earlier batches are in flight into one transaction each.
 * A batch never waits for a timer: the first transfer starts a batch at once, and what arrives
 * meanwhile forms the next one. Every caller still gets its own outcome.
 *
 * Batches in flight never share an account. A transfer whose account is in a batch in flight
 * stays queued until that batch is answered and then goes in the next batch with whatever else
 * waited for the account, instead of being sent beside it to wait on the row lock in
 * PostgreSQL while holding a connection (a hot wallet: one batch at a time, as large as the
 * queue, rather than several small batches queued behind each other's locks). A queued
 * transfer also holds back later transfers on its accounts, so each account's transfers are
 * posted in the order they were submitted and none waits forever.
 *
 * A batch is one posting statement, its own transaction (one round trip, no BEGIN/COMMIT). When
 * the statement cannot take the batch whole it writes nothing, and:
 * - an account id the cache remembered wrongly is looked up again;
 * - transfers whose keys are already used get their replay or conflict, the rest go again;
 * - anything else (a refusal, a key repeated in the batch, a key taken meanwhile) goes through
 *   the careful path (postTransfersInTx), which decides each transfer alone.
 */
export class TransferBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** Accounts (`kind:ownerKey`) of the batches in flight. */
  private readonly busy = new Set<string>();
  private readonly maxInFlight: number;
  private readonly maxBatchSize: number;
  private readonly pool: Pool | null;

  constructor(
    private readonly db: Db,
    options: BatcherOptions = {},
  ) {
    // 8: with batches that never share an account, more in flight no longer means batches queued on
    // each other's locks; bench:ledger (BENCH_IN_FLIGHT=8,16, decision 036) found 8 ahead of 4 and 16.
    this.maxInFlight = options.maxInFlight ?? Number(process.env.LEDGER_BATCH_IN_FLIGHT ?? 8);
    this.maxBatchSize = options.maxBatchSize ?? 200;
    this.pool = pgPoolOf(db);
  }

  submit(input: TransferInput): Promise<TransferOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      const accounts = batch.flatMap((p) => [refKey(p.input.from), refKey(p.input.to)]);
      for (const account of accounts) this.busy.add(account);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        for (const account of accounts) this.busy.delete(account);
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  /**
   * Takes from the queue, in order, the transfers none of whose accounts is in flight or held
   * back by an earlier queued transfer; the others keep their place.
   */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const heldBack = new Set<string>();
    for (const pending of this.queue) {
      const from = refKey(pending.input.from);
      const to = refKey(pending.input.to);
      const free = !this.busy.has(from) && !this.busy.has(to) && !heldBack.has(from) && !heldBack.has(to);
      if (free && batch.length < this.maxBatchSize) batch.push(pending);
      else {
        rest.push(pending);
        heldBack.add(from);
        heldBack.add(to);
      }
    }
    this.queue = rest;
    return batch;
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
      // A batch failed as a whole (a lost connection, a deadlock with a misused key): retry each
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
    const outcomes: (TransferOutcome | undefined)[] = inputs.map((input) => {
      const error = validateTransfer(input);
      return error ? { ok: false, error } : undefined;
    });
    let open = inputs.map((input, index) => ({ input, index })).filter(({ index }) => !outcomes[index]);
    let refresh = false;
    for (let attempt = 0; open.length > 0 && attempt < 4; attempt++) {
      const postings = await postingsFor(
        this.db,
        open.map((o) => o.input),
        refresh,
      );
      const result = await this.postOnce(postings);
      if (!result) break;
      if (result.complete) {
        postings.forEach((p, i) => (outcomes[open[i]!.index] = { ok: true, result: { transferId: p.id, replayed: false } }));
        open = [];
      } else if (!result.known) {
        refresh = true;
      } else if (!result.fresh) {
        const usedByKey = new Map(result.used.map((u) => [u.k, u]));
        if (!result.distinctKeys) break;
        postings.forEach((p, i) => {
          const used = usedByKey.get(p.input.idempotencyKey);
          if (used) outcomes[open[i]!.index] = replayOrConflict(p, used);
        });
        open = open.filter(({ index }) => !outcomes[index]);
      } else break;
    }
    if (open.length > 0) {
      const careful = await this.db.transaction((tx) =>
        postTransfersInTx(
          tx,
          open.map((o) => o.input),
        ),
      );
      careful.forEach((o, i) => (outcomes[open[i]!.index] = o));
    }
    return outcomes.map((o) => o!);
  }

  /** One posting statement as its own transaction; null when a key was taken meanwhile. */
  private async postOnce(postings: Posting[]): Promise<StatementResult | null> {
    try {
      return this.pool ? await postStatementOnPool(this.pool, postings) : await postStatement(this.db, postings, "fail");
    } catch (error) {
      if (uniqueViolation(error)) return null;
      throw error;
    }
  }
}

function uniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
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
