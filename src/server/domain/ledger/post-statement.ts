import { sql, type SQL } from "drizzle-orm";
import type { Pool } from "pg";
import type { Executor } from "@/server/db/database";
import { rowsOf } from "./rows-of";
import { LEDGER_CURRENCY, type TransferInput } from "./types";

/** A transfer ready to post: its new id and its accounts' (possibly cached) ids. */
export interface Posting {
  input: TransferInput;
  id: string;
  fromId: string;
  toId: string;
}

/** A transfer that already holds one of the keys (seen in the statement's snapshot). */
export interface UsedTransfer {
  id: string;
  f: string;
  t: string;
  a: number | string;
  k: string;
}

/**
 * What the statement saw and did. It writes everything or nothing: only when every account is
 * `known` (the locked row has the expected kind and owner), every guarded balance stays `funded`
 * at every step, every key is `fresh` (unused in its snapshot) and distinct within the batch,
 * and then only if every transfer row went in (`complete`).
 */
export interface StatementResult {
  known: boolean;
  funded: boolean;
  fresh: boolean;
  distinctKeys: boolean;
  complete: boolean;
  used: UsedTransfer[];
  /** Transfer rows written; left without entries only when `complete` is false (skip mode). */
  inserted: string[];
}

/**
 * How a key that another transaction used after this statement's snapshot was taken is met:
 * - `fail`: a plain INSERT; the unique index raises and the whole statement is undone. For
 *   statements that are their own transaction (the batcher) or run in a savepoint.
 * - `skip`: `ON CONFLICT DO NOTHING`; nothing raises, so a caller's transaction stays usable, and
 *   the statement reports `complete: false`. With one transfer nothing was written; with several,
 *   the caller deletes `inserted` before going on.
 */
export type UsedKeyMode = "fail" | "skip";

/*
 * The ledger's one-round-trip posting: lock, check, insert and update in one statement.
 *
 * - `seen` first checks, without locking, that every account id names a row this transaction
 *   can see with the expected kind and owner. A cached id of an account another transaction is
 *   still creating is not visible; the statement then locks nothing (holding one account while
 *   waiting for the creator of the other could deadlock) and reports `known: false`.
 * - `locked` takes the account rows FOR UPDATE in id order (LockRows sits above the sort), the
 *   same order every posting uses, so concurrent postings cannot deadlock. FOR UPDATE returns
 *   the newest committed version of each row, so balances are read after the lock is held.
 * - `run` replays the transfers in order on the locked balances (a running sum per account), so
 *   a batch is decided exactly as if its transfers were posted one by one.
 * - The writes depend on the verdict; entries are inserted in posting order, so an account's
 *   newest entry (highest id) carries its cached balance, as checkConsistency expects.
 * - Balances are set from the locked values: the lock is held, nothing else can change them.
 */
function statementText(mode: UsedKeyMode): string {
  return `WITH x AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb)
    AS x(i int, id uuid, f uuid, t uuid, fk text, fo text, tk text, tko text, a bigint, r text, rt text, ri text, k text, d text)
),
refs AS (SELECT f AS id, fk AS kind, fo AS owner FROM x UNION SELECT t, tk, tko FROM x),
seen AS (
  SELECT coalesce(bool_and(EXISTS (
    SELECT 1 FROM ledger_account a WHERE a.id = refs.id AND a.kind::text = refs.kind AND a.owner_key = refs.owner
  )), false) AS known
  FROM refs
),
locked AS (
  SELECT a.id, a.balance, a.is_guarded FROM ledger_account a
  WHERE a.id = ANY (ARRAY(SELECT id FROM refs)) AND (SELECT known FROM seen)
  ORDER BY a.id FOR UPDATE
),
legs AS (
  SELECT i, 0 AS leg, f AS account, -a AS delta FROM x
  UNION ALL SELECT i, 1, t, a FROM x
),
run AS (
  SELECT g.i, g.leg, g.account, g.delta, l.is_guarded,
         l.balance + sum(g.delta) OVER (PARTITION BY g.account ORDER BY g.i, g.leg) AS after
  FROM legs g JOIN locked l ON l.id = g.account
),
used AS (
  SELECT u.id, u.from_account_id AS f, u.to_account_id AS t, u.amount AS a, u.idempotency_key AS k
  FROM ledger_transfer u WHERE u.idempotency_key = ANY (ARRAY(SELECT k FROM x))
),
verdict AS (
  SELECT (SELECT known FROM seen) AS known,
         coalesce(bool_and(NOT is_guarded OR after >= 0), false) AS funded,
         NOT EXISTS (SELECT 1 FROM used) AS fresh,
         (SELECT count(DISTINCT k) = count(*) FROM x) AS distinct_keys
  FROM run
),
ins AS (
  INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, currency, reason, reference_type, reference_id, idempotency_key, description)
  SELECT x.id, x.f, x.t, x.a, '${LEDGER_CURRENCY}', x.r::ledger_transfer_reason, x.rt, x.ri, x.k, x.d
  FROM x, verdict v WHERE v.known AND v.funded AND v.fresh AND v.distinct_keys
  ORDER BY x.i
  ${mode === "skip" ? "ON CONFLICT (idempotency_key) DO NOTHING" : ""}
  RETURNING id
),
done AS (SELECT count(*) = (SELECT count(*) FROM x) AS complete FROM ins),
ent AS (
  INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after, reason)
  SELECT x.id, r.account, r.delta, r.after, x.r::ledger_transfer_reason
  FROM run r JOIN x ON x.i = r.i, done WHERE done.complete
  ORDER BY r.i, r.leg
),
upd AS (
  UPDATE ledger_account a SET balance = f.after
  FROM (SELECT DISTINCT ON (account) account, after FROM run ORDER BY account, i DESC, leg DESC) f, done
  WHERE a.id = f.account AND done.complete
)
SELECT v.known, v.funded, v.fresh, v.distinct_keys AS "distinctKeys", d.complete,
       (SELECT coalesce(jsonb_agg(used), '[]'::jsonb) FROM used) AS used,
       (SELECT coalesce(jsonb_agg(ins.id), '[]'::jsonb) FROM ins) AS inserted
FROM verdict v, done d`;
}

/*
 * The same posting for exactly one transfer, with typed parameters instead of a JSON batch: no
 * recordset, no running sums, and a flat result row (no JSON) — the shape of the common case (a
 * use-case inside its transaction, or a batch of one), which is cheaper to plan, run and read.
 *   $1 transfer id, $2 from id, $3 to id, $4/$5 from kind/owner, $6/$7 to kind/owner, $8 amount,
 *   $9 reason, $10/$11 reference type/id, $12 key, $13 description
 *
 * The kind and owner are checked on the locked rows. In `skip` mode (inside a caller's
 * transaction, which holds its locks until it commits) `seen` first checks that both ids are
 * visible and locks nothing otherwise (see above); in `fail` mode the statement is its own
 * transaction and holds no lock while it waits, so it locks what it sees and lets go at once.
 */
function singleText(mode: UsedKeyMode): string {
  const seen =
    mode === "skip"
      ? `seen AS (
  SELECT count(*) = 2 AS known FROM ledger_account a
  WHERE (a.id = $2::uuid AND a.kind::text = $4::text AND a.owner_key = $5::text)
     OR (a.id = $3::uuid AND a.kind::text = $6::text AND a.owner_key = $7::text)
),
`
      : "";
  return `WITH ${seen}locked AS (
  SELECT a.id, a.balance, a.is_guarded,
         (a.id = $2::uuid AND a.kind::text = $4::text AND a.owner_key = $5::text)
           OR (a.id = $3::uuid AND a.kind::text = $6::text AND a.owner_key = $7::text) AS matches
  FROM ledger_account a
  WHERE a.id IN ($2::uuid, $3::uuid)${mode === "skip" ? " AND (SELECT known FROM seen)" : ""}
  ORDER BY a.id FOR UPDATE
),
used AS (
  SELECT u.id, u.from_account_id AS f, u.to_account_id AS t, u.amount AS a
  FROM ledger_transfer u WHERE u.idempotency_key = $12::text
),
verdict AS (
  SELECT count(*) = 2 AND bool_and(l.matches) AS known,
         count(*) = 2 AND coalesce(bool_and(l.id <> $2::uuid OR NOT l.is_guarded OR l.balance >= $8::bigint), false) AS funded
  FROM locked l
),
ins AS (
  INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, currency, reason, reference_type, reference_id, idempotency_key, description)
  SELECT $1::uuid, $2::uuid, $3::uuid, $8::bigint, '${LEDGER_CURRENCY}', $9::text::ledger_transfer_reason, $10::text, $11::text, $12::text, $13::text
  FROM verdict v WHERE v.known AND v.funded AND NOT EXISTS (SELECT 1 FROM used)
  ${mode === "skip" ? "ON CONFLICT (idempotency_key) DO NOTHING" : ""}
  RETURNING id
),
upd AS (
  UPDATE ledger_account a SET balance = l.balance + CASE WHEN a.id = $2::uuid THEN -$8::bigint ELSE $8::bigint END
  FROM locked l, ins WHERE a.id = l.id
  RETURNING a.id, a.balance
),
ent AS (
  INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after, reason)
  SELECT ins.id, upd.id, CASE WHEN upd.id = $2::uuid THEN -$8::bigint ELSE $8::bigint END, upd.balance, $9::text::ledger_transfer_reason
  FROM ins, upd ORDER BY upd.id <> $2::uuid
)
SELECT v.known, v.funded, EXISTS (SELECT 1 FROM ins) AS complete, u.id AS used_id, u.f AS used_from, u.t AS used_to, u.a AS used_amount
FROM verdict v LEFT JOIN used u ON true`;
}

/** The flat row of the single-transfer statement. */
interface SingleRow {
  known: boolean;
  funded: boolean;
  complete: boolean;
  used_id: string | null;
  used_from: string | null;
  used_to: string | null;
  used_amount: string | number | null;
}

function fromSingleRow(row: SingleRow, posting: Posting): StatementResult {
  const used: UsedTransfer[] =
    row.used_id === null
      ? []
      : [{ id: row.used_id, f: row.used_from!, t: row.used_to!, a: row.used_amount!, k: posting.input.idempotencyKey }];
  return {
    known: row.known,
    funded: row.funded,
    fresh: used.length === 0,
    distinctKeys: true,
    complete: row.complete,
    used,
    inserted: row.complete ? [posting.id] : [],
  };
}

const TEXT = {
  batch: { fail: statementText("fail"), skip: statementText("skip") },
  single: { fail: singleText("fail"), skip: singleText("skip") },
};

/** The statement and its parameters for these postings. */
export function statementFor(postings: Posting[], mode: UsedKeyMode): { name: string; text: string; values: unknown[] } {
  if (postings.length === 1) {
    const { input, id, fromId, toId } = postings[0]!;
    return {
      name: `ledger_post_one_${mode}_v2`,
      text: TEXT.single[mode],
      values: [
        id,
        fromId,
        toId,
        input.from.kind,
        input.from.ownerKey,
        input.to.kind,
        input.to.ownerKey,
        input.amount,
        input.reason,
        input.reference.type,
        input.reference.id,
        input.idempotencyKey,
        input.description ?? null,
      ],
    };
  }
  return { name: `ledger_post_batch_${mode}_v1`, text: TEXT.batch[mode], values: [postingsJson(postings)] };
}

/** Positional parameters ($1, $2, …) bound through Drizzle's sql, which numbers them itself. */
function bind(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

function postingsJson(postings: Posting[]): string {
  return JSON.stringify(
    postings.map((p, i) => ({
      i,
      id: p.id,
      f: p.fromId,
      t: p.toId,
      fk: p.input.from.kind,
      fo: p.input.from.ownerKey,
      tk: p.input.to.kind,
      tko: p.input.to.ownerKey,
      a: p.input.amount,
      r: p.input.reason,
      rt: p.input.reference.type,
      ri: p.input.reference.id,
      k: p.input.idempotencyKey,
      d: p.input.description ?? null,
    })),
  );
}

/** Runs the posting statement through Drizzle (a transaction, a savepoint, or PGlite). */
export async function postStatement(executor: Executor, postings: Posting[], mode: UsedKeyMode): Promise<StatementResult> {
  const { text, values } = statementFor(postings, mode);
  if (postings.length === 1) return fromSingleRow((await rowsOf<SingleRow>(executor, bind(text, values)))[0]!, postings[0]!);
  const [row] = await rowsOf<StatementResult>(executor, bind(text, values));
  return row!;
}

/**
 * Runs the posting statement on a pool connection as its own transaction (autocommit), as a
 * named prepared statement so each connection parses and plans it once.
 */
export async function postStatementOnPool(pool: Pool, postings: Posting[]): Promise<StatementResult> {
  if (postings.length === 1) return fromSingleRow((await pool.query<SingleRow>(statementFor(postings, "fail"))).rows[0]!, postings[0]!);
  const result = await pool.query<StatementResult>(statementFor(postings, "fail"));
  return result.rows[0]!;
}
