import { sql } from "drizzle-orm";
import type { Week } from "@/contracts/admin/overview";
import type { Executor } from "@/server/db/database";
import { ledgerTransfer } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";

export const OVERVIEW_WEEKS = 12;

/**
 * GMV and platform revenue per UTC week (Monday first), the last `OVERVIEW_WEEKS` weeks with
 * empty weeks as 0, in one statement. GMV is what buyers funded into escrow (`order_funded`);
 * revenue is what reached the platform's account: fees taken on release and subscription charges.
 */
export async function listWeeklyRevenue(db: Executor, input: { now: Date }): Promise<Week[]> {
  const now = input.now.toISOString();
  const rows = await rowsOf<{ week_start: string; gmv: string; revenue: string }>(
    db,
    sql`WITH weeks AS (
          SELECT generate_series(
            date_trunc('week', ${now}::timestamptz AT TIME ZONE 'UTC') - ${`${OVERVIEW_WEEKS - 1} weeks`}::interval,
            date_trunc('week', ${now}::timestamptz AT TIME ZONE 'UTC'),
            interval '1 week'
          ) AS week_start
        ),
        money AS (
          SELECT date_trunc('week', ${ledgerTransfer.createdAt} AT TIME ZONE 'UTC') AS week_start,
                 sum(${ledgerTransfer.amount}) FILTER (WHERE ${ledgerTransfer.reason} = 'order_funded') AS gmv,
                 sum(${ledgerTransfer.amount}) FILTER (WHERE ${ledgerTransfer.reason} IN ('platform_fee', 'subscription')) AS revenue
          FROM ${ledgerTransfer}
          WHERE ${ledgerTransfer.reason} IN ('order_funded', 'platform_fee', 'subscription')
            AND ${ledgerTransfer.createdAt} >= (date_trunc('week', ${now}::timestamptz AT TIME ZONE 'UTC') - ${`${OVERVIEW_WEEKS - 1} weeks`}::interval) AT TIME ZONE 'UTC'
          GROUP BY 1
        )
        SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
               coalesce(money.gmv, 0)::text AS gmv,
               coalesce(money.revenue, 0)::text AS revenue
        FROM weeks LEFT JOIN money USING (week_start)
        ORDER BY weeks.week_start`,
  );
  return rows.map((r) => ({ weekStart: r.week_start, gmvCents: Number(r.gmv), revenueCents: Number(r.revenue) }));
}
