import { sql } from "drizzle-orm";
import type { SignUpDay } from "@/contracts/admin/overview";
import type { Executor } from "@/server/db/database";
import { user } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";

export const SIGN_UP_DAYS = 30;

/** New accounts per UTC day, the last `SIGN_UP_DAYS` days with today last and empty days as 0. */
export async function listDailySignUps(db: Executor, input: { now: Date }): Promise<SignUpDay[]> {
  const now = input.now.toISOString();
  const back = `${SIGN_UP_DAYS - 1} days`;
  const rows = await rowsOf<{ day: string; n: number }>(
    db,
    sql`WITH days AS (
          SELECT generate_series(
            date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - ${back}::interval,
            date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC'),
            interval '1 day'
          ) AS day
        ),
        joined AS (
          SELECT date_trunc('day', ${user.createdAt} AT TIME ZONE 'UTC') AS day, count(*)::int AS n
          FROM ${user}
          WHERE ${user.createdAt} >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - ${back}::interval) AT TIME ZONE 'UTC'
            AND ${user.createdAt} <= ${now}::timestamptz
          GROUP BY 1
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(joined.n, 0)::int AS n
        FROM days LEFT JOIN joined USING (day)
        ORDER BY days.day`,
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
}
