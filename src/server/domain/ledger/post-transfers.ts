import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { ensureAccounts, refKey } from "./account-ids";
import { rowsOf } from "./rows-of";
import { LEDGER_CURRENCY, MAX_TRANSFER_CENTS, type TransferInput, type TransferResult } from "./types";

/** The outcome of one transfer of a batch: its result, or the error it alone failed with. */
export type TransferOutcome = { ok: true; result: TransferResult } | { ok: false; error: AppError };

/** Checks the shape of a transfer; a bad one fails alone, before anything is written. */
export function validateTransfer(input: TransferInput): AppError | null {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_TRANSFER_CENTS) {
    return new AppError("validation_error", "amount: must be a positive whole number of cents", {
      amount: "Must be a positive whole number of cents",
    });
  }
  if (refKey(input.from) === refKey(input.to)) {
    return new AppError("validation_error", "A transfer needs two different accounts", { to: "Same as from" });
  }
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) {
    return new AppError("validation_error", "idempotencyKey: required, at most 200 characters", {
      idempotencyKey: "Required, at most 200 characters",
    });
  }
  return null;
}

interface Candidate {
  index: number;
  input: TransferInput;
  id: string;
  fromId: string;
  toId: string;
}

/**
 * The careful path: posts a batch of transfers inside the caller's transaction, each with its own
 * outcome, in the order given. It decides every case the one-statement posting
 * (post-statement.ts) leaves to it: refusals inside a batch, replays mixed with new transfers,
 * keys repeated within a batch.
 *
 * 1. Lock every account involved, in id order (a stable order, so concurrent batches cannot
 *    deadlock on each other's accounts), and read their balances.
 * 2. Insert the transfers with `ON CONFLICT (idempotency_key) DO NOTHING`: a key already used
 *    (by a committed transfer, or by a concurrent one this insert waits for) is a replay and
 *    moves nothing; the earlier transfer is returned after checking it is the same movement.
 * 3. Apply the new transfers in order to the locked balances; one that would take a guarded
 *    account below zero fails alone with `insufficient_funds` and its row is removed.
 * 4. Write two entries per accepted transfer, with the balance after each, and the new cached
 *    balances. The database's CHECK on guarded balances backs step 3 up.
 *
 * A key repeated within the batch is decided as if it came in a later batch: the n-th use of a
 * key goes in round n, after the earlier rounds are written. So the same movement again is a
 * replay, the same key with another amount or other accounts is a `conflict`, and a key whose
 * first use was refused is free again — exactly as across batches.
 */
export async function postTransfersInTx(tx: Executor, inputs: TransferInput[]): Promise<TransferOutcome[]> {
  const outcomes: (TransferOutcome | undefined)[] = inputs.map((input) => {
    const error = validateTransfer(input);
    return error ? { ok: false, error } : undefined;
  });

  const rounds: number[][] = [];
  const uses = new Map<string, number>();
  inputs.forEach((input, i) => {
    if (outcomes[i]) return;
    const n = uses.get(input.idempotencyKey) ?? 0;
    uses.set(input.idempotencyKey, n + 1);
    (rounds[n] ??= []).push(i);
  });
  if (rounds.length === 0) return outcomes.map((o) => o!);

  const valid = rounds.flat();
  const ids = await ensureAccounts(
    tx,
    valid.flatMap((i) => [inputs[i]!.from, inputs[i]!.to]),
  );
  for (const round of rounds) {
    const candidates: Candidate[] = round.map((i) => {
      const input = inputs[i]!;
      const fromId = ids.get(refKey(input.from));
      const toId = ids.get(refKey(input.to));
      if (!fromId || !toId) throw new Error(`ledger account missing for ${refKey(fromId ? input.to : input.from)}`);
      return { index: i, input, id: randomUUID(), fromId, toId };
    });
    await applyCandidates(tx, candidates, outcomes);
  }
  return outcomes.map((o) => o!);
}

async function applyCandidates(tx: Executor, candidates: Candidate[], outcomes: (TransferOutcome | undefined)[]) {
  const accountIds = [...new Set(candidates.flatMap((c) => [c.fromId, c.toId]))].sort();
  const locked = await rowsOf<{ id: string; balance: string | number; is_guarded: boolean }>(
    tx,
    sql`SELECT id, balance, is_guarded FROM ledger_account
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)::uuid)
        ORDER BY id FOR UPDATE`,
  );
  const balances = new Map(locked.map((a) => [a.id, Number(a.balance)]));
  const guarded = new Map(locked.map((a) => [a.id, a.is_guarded]));

  const inserted = await rowsOf<{ idempotency_key: string }>(
    tx,
    sql`
    INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, currency, reason, reference_type, reference_id, idempotency_key, description)
    SELECT x.id, x.from_id, x.to_id, x.amount, ${LEDGER_CURRENCY}, x.reason::ledger_transfer_reason, x.ref_type, x.ref_id, x.key, x.description
    FROM jsonb_to_recordset(${JSON.stringify(
      candidates.map((c) => ({
        id: c.id,
        from_id: c.fromId,
        to_id: c.toId,
        amount: c.input.amount,
        reason: c.input.reason,
        ref_type: c.input.reference.type,
        ref_id: c.input.reference.id,
        key: c.input.idempotencyKey,
        description: c.input.description ?? null,
      })),
    )}::jsonb) AS x(id uuid, from_id uuid, to_id uuid, amount bigint, reason text, ref_type text, ref_id text, key text, description text)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING idempotency_key`,
  );
  const isNew = new Set(inserted.map((r) => r.idempotency_key));

  const replays = candidates.filter((c) => !isNew.has(c.input.idempotencyKey));
  if (replays.length > 0) {
    const existing = await rowsOf<{
      id: string;
      from_account_id: string;
      to_account_id: string;
      amount: string | number;
      idempotency_key: string;
    }>(
      tx,
      sql`SELECT id, from_account_id, to_account_id, amount, idempotency_key FROM ledger_transfer
          WHERE idempotency_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(replays.map((c) => c.input.idempotencyKey))}::jsonb))`,
    );
    const byKey = new Map(existing.map((e) => [e.idempotency_key, e]));
    for (const c of replays) {
      const e = byKey.get(c.input.idempotencyKey);
      if (e && e.from_account_id === c.fromId && e.to_account_id === c.toId && Number(e.amount) === c.input.amount) {
        outcomes[c.index] = { ok: true, result: { transferId: e.id, replayed: true } };
      } else {
        outcomes[c.index] = {
          ok: false,
          error: new AppError("conflict", "This idempotency key was already used for a different transfer"),
        };
      }
    }
  }

  const entries: { transfer_id: string; account_id: string; amount: number; balance_after: number; reason: string }[] = [];
  const rejected: string[] = [];
  for (const c of candidates) {
    if (!isNew.has(c.input.idempotencyKey)) continue;
    const fromBalance = balances.get(c.fromId)! - c.input.amount;
    if (guarded.get(c.fromId) && fromBalance < 0) {
      rejected.push(c.id);
      outcomes[c.index] = {
        ok: false,
        error: new AppError("insufficient_funds", "Insufficient funds for this payment. Add funds and try again."),
      };
      continue;
    }
    const toBalance = balances.get(c.toId)! + c.input.amount;
    balances.set(c.fromId, fromBalance);
    balances.set(c.toId, toBalance);
    entries.push(
      { transfer_id: c.id, account_id: c.fromId, amount: -c.input.amount, balance_after: fromBalance, reason: c.input.reason },
      { transfer_id: c.id, account_id: c.toId, amount: c.input.amount, balance_after: toBalance, reason: c.input.reason },
    );
    outcomes[c.index] = { ok: true, result: { transferId: c.id, replayed: false } };
  }

  if (rejected.length > 0) {
    await tx.execute(
      sql`DELETE FROM ledger_transfer WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(rejected)}::jsonb)::uuid)`,
    );
  }
  if (entries.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after, reason)
    SELECT x.transfer_id, x.account_id, x.amount, x.balance_after, x.reason::ledger_transfer_reason
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      AS x(transfer_id uuid, account_id uuid, amount bigint, balance_after bigint, reason text)`);
  const touched = [...new Set(entries.map((e) => e.account_id))].map((id) => ({ id, balance: balances.get(id)! }));
  await tx.execute(sql`
    UPDATE ledger_account a SET balance = x.balance
    FROM jsonb_to_recordset(${JSON.stringify(touched)}::jsonb) AS x(id uuid, balance bigint)
    WHERE a.id = x.id`);
}
