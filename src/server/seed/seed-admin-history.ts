import { sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * Spreads the demo's history over time for the admin home's charts. The other seed steps write
 * their rows in one sitting, so every account and every ledger transfer would say "today" and the
 * charts would be one bar. This step only moves timestamps, never an amount:
 * - accounts sign up over the last 120 days (the demo logins first), each before its first order;
 * - an order's funding transfer takes the order's date, its releases and refunds the date its
 *   video was approved or the order settled, and a wallet's top-ups come before its first spend;
 * - each ledger entry takes its transfer's date.
 */
export async function seedAdminHistory(ctx: AppContext): Promise<void> {
  const demoEmails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH ranked AS (
        SELECT id, row_number() OVER (ORDER BY created_at, id) AS rn FROM "user"
        WHERE email NOT IN (${sql.join(
          demoEmails.map((e) => sql`${e}`),
          sql`, `,
        )})
      ),
      first_order AS (
        SELECT u.id, min(o.created_at) AS at
        FROM "user" u JOIN market_order o ON o.creator_user_id = u.id OR o.buyer_user_id = u.id
        GROUP BY u.id
      )
      UPDATE "user" u
      SET created_at = LEAST(
        now() - make_interval(days => 1 + ((r.rn * 37) % 120)::int, hours => ((r.rn * 7) % 24)::int),
        coalesce(f.at - interval '2 days', 'infinity'::timestamptz)
      )
      FROM ranked r LEFT JOIN first_order f ON f.id = r.id
      WHERE u.id = r.id`);
    await tx.execute(sql`
      UPDATE "user" SET created_at = now() - interval '200 days'
      WHERE email IN (${sql.join(
        demoEmails.map((e) => sql`${e}`),
        sql`, `,
      )})`);
    await tx.execute(sql`
      UPDATE ledger_transfer t SET created_at = o.created_at
      FROM market_order o
      WHERE t.reference_type = 'order' AND t.reference_id = o.id::text AND t.reason = 'order_funded'`);
    await tx.execute(sql`
      UPDATE ledger_transfer t
      SET created_at = GREATEST(o.created_at, coalesce(
        (SELECT v.approved_at FROM order_video v
          WHERE v.order_id = o.id AND t.idempotency_key IN ('order_payment:' || v.id::text, 'platform_fee:' || v.id::text)),
        o.completed_at, o.dispute_resolved_at, o.cancelled_at, t.created_at))
      FROM market_order o
      WHERE t.reference_type = 'order' AND t.reference_id = o.id::text AND t.reason <> 'order_funded'`);
    await tx.execute(sql`
      UPDATE ledger_transfer t
      SET created_at = LEAST(t.created_at, s.first_spend - interval '1 day')
      FROM (
        SELECT a.id AS account_id, min(x.created_at) AS first_spend
        FROM ledger_account a JOIN ledger_transfer x ON x.from_account_id = a.id
        WHERE a.kind = 'buyer_wallet'
        GROUP BY a.id
      ) s
      WHERE t.reason = 'top_up' AND t.to_account_id = s.account_id`);
    await tx.execute(sql`
      UPDATE ledger_entry e SET created_at = t.created_at
      FROM ledger_transfer t
      WHERE e.transfer_id = t.id AND e.created_at <> t.created_at`);
  });
}
