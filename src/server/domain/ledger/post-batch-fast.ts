import { randomUUID } from "node:crypto";
import type { Pool, PoolClient } from "pg";
import { AppError } from "@/server/errors";
import type { TransferOutcome } from "./post-transfers";
import { validateTransfer } from "./post-transfers";
import { LEDGER_CURRENCY, type TransferInput } from "./types";

/** Raised when the fast path cannot decide a batch alone; the caller re-runs it carefully. */
export class FastPathUnavailable extends Error {}

/** A dollar-quoted SQL literal whose tag does not occur in the text (no escaping needed). */
function literal(text: string): string {
  let tag = "j";
  while (text.includes(`$${tag}$`)) tag = `j${randomUUID().slice(0, 8).replaceAll("-", "")}`;
  return `$${tag}$${text}$${tag}$`;
}

const UNIQUE_VIOLATION = "23505";

/**
 * The batched hot path on PostgreSQL: the same rules as postTransfersInTx in two round trips on
 * one connection instead of six, because the statements of each step travel together:
 *
 * 1. `BEGIN; SELECT … FOR UPDATE` — lock the accounts in id order and read their balances;
 * 2. decide every transfer in order in memory (insufficient funds fail alone), then
 *    `INSERT transfers; INSERT entries; UPDATE balances; COMMIT` in one message.
 *
 * It assumes every idempotency key is new. If one was already used, the plain INSERT hits the
 * unique index, the whole transaction rolls back (nothing is written) and FastPathUnavailable
 * tells the caller to run the batch through the careful path, which handles replays. A transfer
 * refused for insufficient funds is checked for an earlier use of its key first, so a replay is
 * never mistaken for a refusal. The CHECK on guarded balances still backs everything up.
 */
export async function postBatchFast(pool: Pool, inputs: TransferInput[], accountIds: Map<string, string>): Promise<TransferOutcome[]> {
  const outcomes: (TransferOutcome | undefined)[] = inputs.map((input) => {
    const error = validateTransfer(input);
    return error ? { ok: false, error } : undefined;
  });
  const keys = new Set<string>();
  const candidates: { index: number; input: TransferInput; id: string; fromId: string; toId: string }[] = [];
  inputs.forEach((input, index) => {
    if (outcomes[index]) return;
    // A key twice in one batch is a replay within the batch: leave it to the careful path.
    if (keys.has(input.idempotencyKey)) throw new FastPathUnavailable("duplicate key in batch");
    keys.add(input.idempotencyKey);
    const fromId = accountIds.get(`${input.from.kind}:${input.from.ownerKey}`);
    const toId = accountIds.get(`${input.to.kind}:${input.to.ownerKey}`);
    if (!fromId || !toId) throw new FastPathUnavailable("account not resolved");
    candidates.push({ index, input, id: randomUUID(), fromId, toId });
  });
  if (candidates.length === 0) return outcomes.map((o) => o!);

  const client: PoolClient = await pool.connect();
  let open = false;
  try {
    const ids = [...new Set(candidates.flatMap((c) => [c.fromId, c.toId]))].sort();
    open = true;
    const [, locked] = (await client.query(
      `BEGIN; SELECT id, balance, is_guarded FROM ledger_account WHERE id IN (${ids.map((id) => `'${id}'`).join(",")}) ORDER BY id FOR UPDATE`,
    )) as unknown as [unknown, { rows: { id: string; balance: string; is_guarded: boolean }[] }];
    const balances = new Map(locked.rows.map((r) => [r.id, Number(r.balance)]));
    const guarded = new Map(locked.rows.map((r) => [r.id, r.is_guarded]));

    const accepted: typeof candidates = [];
    const refused: typeof candidates = [];
    const entries: { transfer_id: string; account_id: string; amount: number; balance_after: number; reason: string }[] = [];
    for (const c of candidates) {
      const fromBalance = balances.get(c.fromId)! - c.input.amount;
      if (guarded.get(c.fromId) && fromBalance < 0) {
        refused.push(c);
        continue;
      }
      const toBalance = balances.get(c.toId)! + c.input.amount;
      balances.set(c.fromId, fromBalance);
      balances.set(c.toId, toBalance);
      accepted.push(c);
      entries.push(
        { transfer_id: c.id, account_id: c.fromId, amount: -c.input.amount, balance_after: fromBalance, reason: c.input.reason },
        { transfer_id: c.id, account_id: c.toId, amount: c.input.amount, balance_after: toBalance, reason: c.input.reason },
      );
    }
    if (refused.length > 0) {
      const used = await client.query(
        `SELECT 1 FROM ledger_transfer WHERE idempotency_key IN (SELECT jsonb_array_elements_text(${literal(JSON.stringify(refused.map((c) => c.input.idempotencyKey)))}::jsonb)) LIMIT 1`,
      );
      if (used.rows.length > 0) throw new FastPathUnavailable("a refused transfer may be a replay");
    }

    const statements: string[] = [];
    if (accepted.length > 0) {
      const transfers = accepted.map((c) => ({
        id: c.id,
        from_id: c.fromId,
        to_id: c.toId,
        amount: c.input.amount,
        reason: c.input.reason,
        ref_type: c.input.reference.type,
        ref_id: c.input.reference.id,
        key: c.input.idempotencyKey,
        description: c.input.description ?? null,
      }));
      const touched = [...new Set(entries.map((e) => e.account_id))].map((id) => ({ id, balance: balances.get(id)! }));
      statements.push(
        `INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, currency, reason, reference_type, reference_id, idempotency_key, description)
         SELECT x.id, x.from_id, x.to_id, x.amount, '${LEDGER_CURRENCY}', x.reason::ledger_transfer_reason, x.ref_type, x.ref_id, x.key, x.description
         FROM jsonb_to_recordset(${literal(JSON.stringify(transfers))}::jsonb)
           AS x(id uuid, from_id uuid, to_id uuid, amount bigint, reason text, ref_type text, ref_id text, key text, description text)`,
        `INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after, reason)
         SELECT x.transfer_id, x.account_id, x.amount, x.balance_after, x.reason::ledger_transfer_reason
         FROM jsonb_to_recordset(${literal(JSON.stringify(entries))}::jsonb)
           AS x(transfer_id uuid, account_id uuid, amount bigint, balance_after bigint, reason text)`,
        `UPDATE ledger_account a SET balance = x.balance
         FROM jsonb_to_recordset(${literal(JSON.stringify(touched))}::jsonb) AS x(id uuid, balance bigint)
         WHERE a.id = x.id`,
      );
    }
    statements.push("COMMIT");
    await client.query(statements.join(";\n"));
    open = false;

    for (const c of accepted) outcomes[c.index] = { ok: true, result: { transferId: c.id, replayed: false } };
    for (const c of refused) {
      outcomes[c.index] = {
        ok: false,
        error: new AppError("insufficient_funds", "Insufficient funds for this payment. Add funds and try again."),
      };
    }
    return outcomes.map((o) => o!);
  } catch (error) {
    if (open) await client.query("ROLLBACK").catch(() => undefined);
    if (error instanceof FastPathUnavailable) throw error;
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new FastPathUnavailable("idempotency key already used");
    throw error;
  } finally {
    client.release();
  }
}
