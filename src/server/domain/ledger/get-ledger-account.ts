import { sql } from "drizzle-orm";
import type { LedgerAccountDetail, LedgerAccountKindName } from "@/contracts/admin/ledger";
import type { Executor } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { ownerColumns, ownerJoins, type AccountOwnerRow } from "./account-owner-sql";
import { accountLabel, toAccountView } from "./describe-account";
import { rowsOf } from "./rows-of";

interface TransferRow {
  entry_id: string;
  transfer_id: string;
  amount: string;
  balance_after: string;
  reason: string;
  description: string | null;
  reference_type: string;
  reference_id: string;
  created_at: Date | string;
  other_id: string;
  other_kind: string;
  other_owner_key: string;
  other_person: string | null;
  other_org: string | null;
}

/**
 * One account and its transfers, newest first, each with the running balance written when it
 * was posted, what caused it (order, payout, checkout, subscription) and the account on the other
 * side, so an admin can follow the money in either direction.
 */
export async function getLedgerAccount(
  db: Executor,
  input: { accountId: string; page: number; pageSize: number },
): Promise<LedgerAccountDetail> {
  const [row] = await rowsOf<AccountOwnerRow>(
    db,
    sql`SELECT ${ownerColumns} FROM ledger_account a ${ownerJoins} WHERE a.id = ${input.accountId}`,
  );
  if (!row) throw new AppError("not_found", "No such ledger account");
  const offset = (input.page - 1) * input.pageSize;
  const [rows, totals] = await Promise.all([
    rowsOf<TransferRow>(
      db,
      sql`SELECT e.id::text AS entry_id, e.transfer_id, e.amount::text AS amount, e.balance_after::text AS balance_after,
                 e.reason::text AS reason, t.description, t.reference_type, t.reference_id, e.created_at,
                 a.id AS other_id, a.kind::text AS other_kind, a.owner_key AS other_owner_key,
                 u.name AS other_person, o.name AS other_org
          FROM ledger_entry e
          JOIN ledger_transfer t ON t.id = e.transfer_id
          JOIN ledger_account a ON a.id = CASE WHEN t.from_account_id = e.account_id THEN t.to_account_id ELSE t.from_account_id END
          ${ownerJoins}
          WHERE e.account_id = ${input.accountId}
          ORDER BY e.id DESC
          LIMIT ${input.pageSize} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_entry WHERE account_id = ${input.accountId}`),
  ]);
  return {
    account: toAccountView(row),
    transfers: rows.map((r) => ({
      transferId: r.transfer_id,
      entryId: Number(r.entry_id),
      amountCents: Number(r.amount),
      balanceAfterCents: Number(r.balance_after),
      reason: r.reason,
      description: r.description,
      reference: { type: r.reference_type, id: r.reference_id },
      counterparty: {
        id: r.other_id,
        kind: r.other_kind as LedgerAccountKindName,
        label: accountLabel(r.other_kind as LedgerAccountKindName, r.other_owner_key, { person: r.other_person, org: r.other_org }),
      },
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: totals[0]?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
