import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "@/server/db/database";
import { rowsOf } from "./rows-of";
import { GUARDED_KINDS, LEDGER_CURRENCY, type AccountRef } from "./types";

export const refKey = (ref: AccountRef) => `${ref.kind}:${ref.ownerKey}`;

/**
 * Account ids by `kind:ownerKey`, remembered for the process so the hot path skips the look-up.
 *
 * The cache is only a hint: every statement that posts with a cached id also checks that the row
 * it locked has that kind and owner (post-statement.ts), and reports `known: false` otherwise.
 * So an id remembered from another database opened in the same process (test files, the bench)
 * costs one more look-up and never moves money wrongly. Accounts created inside a caller's
 * transaction are not remembered until they are seen committed: other transactions would only
 * find them invisible and look them up again.
 */
const cache = new Map<string, string>();
const MAX_CACHED = 100_000;

export function cachedAccountId(ref: AccountRef): string | undefined {
  return cache.get(refKey(ref));
}

export function rememberAccountIds(ids: Map<string, string>) {
  if (cache.size + ids.size > MAX_CACHED) cache.clear();
  for (const [key, id] of ids) cache.set(key, id);
}

export function forgetAccountIds(keys: Iterable<string>) {
  for (const key of keys) cache.delete(key);
}

/** Forgets every id: for a test that counts statements after other databases ran in this process. */
export function forgetAllAccountIds() {
  cache.clear();
}

/**
 * Finds or creates the accounts named by `refs` and returns their ids by `kind:ownerKey`, in one
 * statement. Creation is `ON CONFLICT DO NOTHING`, so concurrent first uses agree on one account.
 * An account another transaction created while this statement waited for it is not in this
 * statement's snapshot; the next attempt (a new snapshot) sees it. Found accounts are remembered;
 * created ones only when the statement is its own transaction (committed once it returns).
 */
export async function ensureAccounts(executor: Executor, refs: AccountRef[]): Promise<Map<string, string>> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
  const json = JSON.stringify(unique.map((r) => ({ kind: r.kind, owner_key: r.ownerKey, is_guarded: GUARDED_KINDS.has(r.kind) })));
  const ids = new Map<string, string>();
  // Created by this call, in any attempt (a later attempt finds its own rows as existing ones).
  const created = new Set<string>();
  const ownTransaction = !(executor instanceof PgTransaction);
  for (let attempt = 0; attempt < 5 && ids.size < unique.length; attempt++) {
    const rows = await rowsOf<{ id: string; kind: string; owner_key: string; created: boolean }>(
      executor,
      sql`WITH x AS (
            SELECT kind::ledger_account_kind AS kind, owner_key, is_guarded
            FROM jsonb_to_recordset(${json}::jsonb) AS x(kind text, owner_key text, is_guarded boolean)
          ),
          ins AS (
            INSERT INTO ledger_account (kind, owner_key, currency, is_guarded)
            SELECT kind, owner_key, ${LEDGER_CURRENCY}, is_guarded FROM x
            ON CONFLICT (kind, owner_key, currency) DO NOTHING
            RETURNING id, kind, owner_key
          )
          SELECT id, kind::text AS kind, owner_key, true AS created FROM ins
          UNION ALL
          SELECT a.id, a.kind::text, a.owner_key, false FROM ledger_account a
          JOIN x ON a.kind = x.kind AND a.owner_key = x.owner_key AND a.currency = ${LEDGER_CURRENCY}`,
    );
    for (const r of rows) {
      ids.set(`${r.kind}:${r.owner_key}`, r.id);
      if (r.created) created.add(`${r.kind}:${r.owner_key}`);
    }
  }
  if (ids.size < unique.length) throw new Error("ledger accounts could not be resolved");
  rememberAccountIds(ownTransaction ? ids : new Map([...ids].filter(([key]) => !created.has(key))));
  return ids;
}
