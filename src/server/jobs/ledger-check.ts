import type { AppContext } from "@/server/context";
import { recordLedgerCheck } from "@/server/domain/ledger/record-ledger-check";

export const LEDGER_CHECK_QUEUE = "ledger-check";
/** Hourly: the console says when the ledger was last known to add up, at most an hour ago. */
export const LEDGER_CHECK_CRON = "7 * * * *";

/**
 * The scheduled consistency check: recorded with no requester, so the console can tell it from an
 * admin's run. A run that finds problems is logged as an error for whoever watches the logs.
 */
export async function runScheduledLedgerCheck(ctx: AppContext): Promise<void> {
  const run = await recordLedgerCheck(ctx.db, { requestedByUserId: null });
  if (!run.ok)
    ctx.logger.error("ledger consistency check found problems", { problems: run.problems.slice(0, 5), count: run.problems.length });
}
