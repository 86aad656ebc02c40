import { sql } from "drizzle-orm";
import type { LedgerAccountsQuery, LedgerAccountView } from "@/contracts/admin/ledger";
import type { Executor } from "@/server/db/database";
import { ownerColumns, ownerJoins, type AccountOwnerRow } from "./account-owner-sql";
import { toAccountView } from "./describe-account";
import { rowsOf } from "./rows-of";

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every ledger account with its owner and cached balance, for the admin's ledger page: the
 * platform's own accounts first, then by balance, largest first. `q` matches the owner's name,
 * e-mail or organization name, or the owner key itself (an order or user id).
 */
export async function listLedgerAccounts(
  db: Executor,
  input: LedgerAccountsQuery,
): Promise<{ accounts: LedgerAccountView[]; total: number; page: number; pageSize: number }> {
  const conditions = [sql`true`];
  if (input.kind) conditions.push(sql`a.kind = ${input.kind}::ledger_account_kind`);
  if (input.q) {
    const p = likePattern(input.q);
    conditions.push(
      sql`(u.name ILIKE ${p} OR u.email ILIKE ${p} OR o.name ILIKE ${p} OR a.owner_key ILIKE ${p} OR a.id::text = ${input.q})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const offset = (input.page - 1) * input.pageSize;
  const [rows, totals] = await Promise.all([
    rowsOf<AccountOwnerRow>(
      db,
      sql`SELECT ${ownerColumns} FROM ledger_account a ${ownerJoins} WHERE ${where}
          ORDER BY (a.kind IN ('platform_revenue', 'payouts_in_transit', 'provider_clearing')) DESC, abs(a.balance) DESC, a.id
          LIMIT ${input.pageSize} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_account a ${ownerJoins} WHERE ${where}`),
  ]);
  return { accounts: rows.map(toAccountView), total: totals[0]?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
