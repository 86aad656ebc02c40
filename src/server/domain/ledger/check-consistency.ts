import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "@/server/db/database";
import { rowsOf } from "./rows-of";

export interface ConsistencyReport {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
}

/**
 * The ledger's invariants, checked from the rows (docs/product/moderation-and-admin.md: "a check that all balances add
 * up"):
 * - per currency, debits equal credits (entries sum to zero);
 * - every transfer has exactly two entries: −amount on its source, +amount on its destination;
 * - every cached balance equals the sum of its entries, and its latest entry's balance_after;
 * - no guarded account is below zero.
 * Read in one REPEATABLE READ snapshot when given the database, so concurrent transfers cannot
 * produce a false alarm.
 */
export async function checkConsistency(db: Executor): Promise<ConsistencyReport> {
  const run = async (tx: Executor): Promise<ConsistencyReport> => {
    const problems: string[] = [];
    const currencies = await rowsOf<{ currency: string; total: string }>(
      tx,
      sql`SELECT a.currency, COALESCE(SUM(e.amount), 0)::text AS total
          FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id GROUP BY a.currency`,
    );
    for (const c of currencies) {
      if (c.total !== "0") problems.push(`${c.currency}: entries sum to ${c.total}, not 0`);
    }
    const badTransfers = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT t.id FROM ledger_transfer t
          LEFT JOIN ledger_entry d ON d.transfer_id = t.id AND d.account_id = t.from_account_id AND d.amount = -t.amount
          LEFT JOIN ledger_entry c ON c.transfer_id = t.id AND c.account_id = t.to_account_id AND c.amount = t.amount
          WHERE d.id IS NULL OR c.id IS NULL
             OR (SELECT count(*) FROM ledger_entry x WHERE x.transfer_id = t.id) <> 2
          LIMIT 20`,
    );
    for (const t of badTransfers) problems.push(`transfer ${t.id} does not have its two entries`);
    const badAccounts = await rowsOf<{ id: string; kind: string; balance: string; sum: string; last: string | null }>(
      tx,
      sql`SELECT a.id, a.kind::text AS kind, a.balance::text AS balance,
                 COALESCE(s.sum, 0)::text AS sum, l.balance_after::text AS last
          FROM ledger_account a
          LEFT JOIN (SELECT account_id, SUM(amount) AS sum FROM ledger_entry GROUP BY account_id) s ON s.account_id = a.id
          LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entry e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) l ON true
          WHERE a.balance <> COALESCE(s.sum, 0)
             OR (l.balance_after IS NOT NULL AND l.balance_after <> a.balance)
             OR (a.is_guarded AND a.balance < 0)
          LIMIT 20`,
    );
    for (const a of badAccounts) {
      problems.push(`account ${a.id} (${a.kind}): balance ${a.balance}, entries sum ${a.sum}, last entry ${a.last ?? "none"}`);
    }
    const [counts] = await rowsOf<{ accounts: number; transfers: number }>(
      tx,
      sql`SELECT (SELECT count(*) FROM ledger_account)::int AS accounts, (SELECT count(*) FROM ledger_transfer)::int AS transfers`,
    );
    return { ok: problems.length === 0, problems, accounts: counts?.accounts ?? 0, transfers: counts?.transfers ?? 0 };
  };
  if (db instanceof PgTransaction) return run(db);
  return db.transaction(run, { isolationLevel: "repeatable read", accessMode: "read only" });
}
