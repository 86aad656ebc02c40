import type { AdminOverviewData } from "@/contracts/admin/overview";
import type { Executor } from "@/server/db/database";
import { countNeedsAttention } from "./count-needs-attention";
import { getMoneyTotals } from "./get-money-totals";
import { listDailySignUps } from "./list-daily-sign-ups";
import { listNewestUsers } from "./list-newest-users";
import { listWeeklyRevenue } from "./list-weekly-revenue";

/**
 * The admin home (docs/product/moderation-and-admin.md): what needs a person now, then the business at a glance. Every
 * money figure is read from the ledger, so it agrees with the ledger page. `now` fixes the
 * windows (this week, this month, the last 30 days) for tests.
 */
export async function getOverview(db: Executor, input: { now?: Date } = {}): Promise<AdminOverviewData> {
  const now = input.now ?? new Date();
  const [attention, money, weeks, signUps, newestUsers] = await Promise.all([
    countNeedsAttention(db, { now }),
    getMoneyTotals(db, { now }),
    listWeeklyRevenue(db, { now }),
    listDailySignUps(db, { now }),
    listNewestUsers(db, { limit: 8 }),
  ]);
  return { generatedAt: now.toISOString(), attention, money, weeks, signUps, newestUsers };
}
