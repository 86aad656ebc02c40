import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { cachedAccountId, ensureAccounts, forgetAccountIds, refKey } from "./account-ids";
import type { TransferOutcome } from "./post-transfers";
import type { Posting, UsedTransfer } from "./post-statement";
import { rowsOf } from "./rows-of";
import type { TransferInput } from "./types";

/**
 * Postings for `inputs`: account ids from the process cache, the missing ones looked up (and
 * created) in one statement. With `refresh`, the cache is bypassed for these accounts (a statement
 * reported a cached id as unknown).
 */
export async function postingsFor(executor: Executor, inputs: TransferInput[], refresh = false): Promise<Posting[]> {
  const refs = inputs.flatMap((i) => [i.from, i.to]);
  if (refresh) forgetAccountIds(refs.map(refKey));
  // Read the cache once, before any await: a concurrent caller may forget entries meanwhile.
  const ids = new Map<string, string>();
  const missing = refs.filter((r) => {
    const id = cachedAccountId(r);
    if (id) ids.set(refKey(r), id);
    return !id;
  });
  if (missing.length > 0) for (const [key, id] of await ensureAccounts(executor, missing)) ids.set(key, id);
  const idOf = (ref: TransferInput["from"]) => {
    const id = ids.get(refKey(ref));
    if (!id) throw new Error(`ledger account not resolved: ${refKey(ref)}`);
    return id;
  };
  return inputs.map((input) => ({ input, id: randomUUID(), fromId: idOf(input.from), toId: idOf(input.to) }));
}

/** A used key is a replay when it moved the same amount between the same accounts, else a conflict. */
export function replayOrConflict(posting: Posting, used: UsedTransfer): TransferOutcome {
  if (used.f === posting.fromId && used.t === posting.toId && Number(used.a) === posting.input.amount) {
    return { ok: true, result: { transferId: used.id, replayed: true } };
  }
  return { ok: false, error: new AppError("conflict", "This idempotency key was already used for a different transfer") };
}

export const insufficientFunds = () => new AppError("insufficient_funds", "Insufficient funds for this payment. Add funds and try again.");

/** The transfers holding `keys`, read with a new snapshot (a separate statement). */
export function usedTransfers(executor: Executor, keys: string[]): Promise<UsedTransfer[]> {
  return rowsOf<UsedTransfer>(
    executor,
    sql`SELECT id, from_account_id AS f, to_account_id AS t, amount AS a, idempotency_key AS k FROM ledger_transfer
        WHERE idempotency_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
}
