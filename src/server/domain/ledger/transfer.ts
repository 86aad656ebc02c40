import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor, Tx } from "@/server/db/database";
import { postAllInTx, postOneInTx } from "./post-in-transaction";
import { batcherFor } from "./transfer-batcher";
import type { TransferInput, TransferResult } from "./types";

const isTx = (executor: Executor): executor is Tx => executor instanceof PgTransaction;

/**
 * Moves money: one transfer, all or nothing, exactly once per idempotency key.
 *
 * - Called with a transaction, it runs inside it and commits with the caller's other writes
 *   (a top-up's status and its credit commit together): one statement in the common case, at
 *   most three round trips (post-in-transaction.ts). A refusal writes nothing and leaves the
 *   caller's transaction usable, so `insufficient_funds` can be caught without a savepoint.
 * - Called with the database, it joins the batcher: concurrent transfers share one statement,
 *   which is how the ledger keeps up with load (bench/ledger.ts).
 *
 * Throws AppError `insufficient_funds` when a guarded account would go below zero, `conflict`
 * when the key was used for a different movement, `validation_error` for a bad amount.
 */
export async function transfer(executor: Executor, input: TransferInput): Promise<TransferResult> {
  const outcome = isTx(executor) ? await postOneInTx(executor, input) : await batcherFor(executor).submit(input);
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/** Several transfers that must all happen or none (e.g. approval: creator's share and the fee). */
export function transferAll(executor: Executor, inputs: TransferInput[]): Promise<TransferResult[]> {
  return isTx(executor) ? postAllInTx(executor, inputs) : executor.transaction((tx) => postAllInTx(tx, inputs));
}
