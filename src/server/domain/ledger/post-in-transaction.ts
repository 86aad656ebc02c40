import { sql } from "drizzle-orm";
import type { Tx } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { postStatement, type Posting, type StatementResult } from "./post-statement";
import { postTransfersInTx, validateTransfer, type TransferOutcome } from "./post-transfers";
import { insufficientFunds, postingsFor, replayOrConflict, usedTransfers } from "./postings";
import type { TransferInput, TransferResult } from "./types";

/**
 * Posts with the one-statement posting in `skip` mode, which never raises for a used key or a
 * short balance, so the caller's transaction stays usable without a savepoint. An account id the
 * cache remembered wrongly is looked up again once.
 */
async function post(tx: Tx, inputs: TransferInput[]): Promise<{ postings: Posting[]; result: StatementResult }> {
  let postings = await postingsFor(tx, inputs);
  let result = await postStatement(tx, postings, "skip");
  if (!result.known) {
    postings = await postingsFor(tx, inputs, true);
    result = await postStatement(tx, postings, "skip");
    if (!result.known) throw new Error("ledger accounts changed while posting");
  }
  return { postings, result };
}

/**
 * One transfer inside the caller's transaction, in at most three round trips: the account look-up
 * (only for accounts this process has not seen), the posting statement, and — only when it was
 * refused or its key was taken meanwhile — a look at the key with a new snapshot, so a replay
 * that raced ahead is answered as a replay, not as `insufficient_funds`.
 */
export async function postOneInTx(tx: Tx, input: TransferInput): Promise<TransferOutcome> {
  const invalid = validateTransfer(input);
  if (invalid) return { ok: false, error: invalid };
  const {
    postings: [posting],
    result,
  } = await post(tx, [input]);
  if (result.complete) return { ok: true, result: { transferId: posting!.id, replayed: false } };
  if (result.used[0]) return replayOrConflict(posting!, result.used[0]);
  // Refused, or the key was used by a transaction that committed after this statement began.
  const [used] = await usedTransfers(tx, [input.idempotencyKey]);
  if (used) return replayOrConflict(posting!, used);
  if (!result.funded) return { ok: false, error: insufficientFunds() };
  // Only under REPEATABLE READ: a transaction this snapshot cannot see holds the key.
  return { ok: false, error: new AppError("conflict", "This idempotency key is being used by another transfer; try again") };
}

/**
 * Several transfers inside the caller's transaction, all or none (e.g. an approval: the creator's
 * share and the fee). One statement when every key is new and every balance suffices; a repeat
 * whose keys are all used is answered from that statement too. Anything else (a refusal, a replay
 * mixed with new transfers) goes through the careful path in a savepoint, which is undone when
 * one transfer fails.
 */
export async function postAllInTx(tx: Tx, inputs: TransferInput[]): Promise<TransferResult[]> {
  for (const input of inputs) {
    const invalid = validateTransfer(input);
    if (invalid) throw invalid;
  }
  if (inputs.length === 0) return [];
  if (inputs.length === 1) {
    const outcome = await postOneInTx(tx, inputs[0]!);
    if (!outcome.ok) throw outcome.error;
    return [outcome.result];
  }
  const { postings, result } = await post(tx, inputs);
  if (result.complete) return postings.map((p) => ({ transferId: p.id, replayed: false }));
  const usedByKey = new Map(result.used.map((u) => [u.k, u]));
  if (result.distinctKeys && postings.every((p) => usedByKey.has(p.input.idempotencyKey))) {
    return postings.map((p) => {
      const outcome = replayOrConflict(p, usedByKey.get(p.input.idempotencyKey)!);
      if (!outcome.ok) throw outcome.error;
      return outcome.result;
    });
  }
  if (result.inserted.length > 0) {
    // Some keys were taken after the snapshot: remove the rows this statement wrote (no entries
    // refer to them) before the careful path decides.
    await tx.execute(
      sql`DELETE FROM ledger_transfer WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(result.inserted)}::jsonb)::uuid)`,
    );
  }
  return tx.transaction(async (sp) => {
    const outcomes = await postTransfersInTx(sp, inputs);
    return outcomes.map((o) => {
      if (!o.ok) throw o.error;
      return o.result;
    });
  });
}
