import { desc, eq } from "drizzle-orm";
import type { LedgerCheckRunView } from "@/contracts/admin/ledger";
import type { Executor } from "@/server/db/database";
import { ledgerCheckRun, user } from "@/server/db/schema";

/** The latest recorded consistency check (or the run with `id`); null when none has run yet. */
export async function getLatestLedgerCheck(db: Executor, input: { id?: string } = {}): Promise<LedgerCheckRunView | null> {
  const [row] = await db
    .select({ run: ledgerCheckRun, name: user.name })
    .from(ledgerCheckRun)
    .leftJoin(user, eq(user.id, ledgerCheckRun.requestedByUserId))
    .where(input.id ? eq(ledgerCheckRun.id, input.id) : undefined)
    .orderBy(desc(ledgerCheckRun.ranAt), desc(ledgerCheckRun.id))
    .limit(1);
  if (!row) return null;
  const { run } = row;
  return {
    id: run.id,
    ok: run.ok,
    accounts: run.accounts,
    transfers: run.transfers,
    problems: run.problems,
    requestedBy: run.requestedByUserId ? { userId: run.requestedByUserId, name: row.name } : null,
    ranAt: run.ranAt.toISOString(),
  };
}
