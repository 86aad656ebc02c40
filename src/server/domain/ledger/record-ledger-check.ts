import type { Db } from "@/server/db/database";
import { ledgerCheckRun } from "@/server/db/schema";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { checkConsistency } from "./check-consistency";
import { getLatestLedgerCheck } from "./get-latest-ledger-check";
import type { LedgerCheckRunView } from "@/contracts/admin/ledger";

/**
 * Runs the consistency check and keeps its outcome, so the console can say when the ledger was
 * last known to add up and who asked. The check reads one read-only snapshot; the run row (and,
 * for an admin, the audit row) are written together afterwards. `requestedByUserId` null is the
 * scheduled run.
 */
export async function recordLedgerCheck(db: Db, input: { requestedByUserId: string | null; now?: Date }): Promise<LedgerCheckRunView> {
  const report = await checkConsistency(db);
  const id = await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(ledgerCheckRun)
      .values({
        ok: report.ok,
        accounts: report.accounts,
        transfers: report.transfers,
        problems: report.problems,
        requestedByUserId: input.requestedByUserId,
        ...(input.now ? { ranAt: input.now } : {}),
      })
      .returning({ id: ledgerCheckRun.id });
    if (input.requestedByUserId) {
      await writeAuditLog(tx, {
        actorUserId: input.requestedByUserId,
        action: "ledger.check",
        target: { type: "ledger_check_run", id: run!.id },
        after: { ok: report.ok, accounts: report.accounts, transfers: report.transfers, problems: report.problems.length },
      });
    }
    return run!.id;
  });
  const latest = await getLatestLedgerCheck(db, { id });
  return latest!;
}
