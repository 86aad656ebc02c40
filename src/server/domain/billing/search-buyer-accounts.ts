import { sql } from "drizzle-orm";
import type { BuyerAccountOption } from "@/contracts/admin/plans";
import type { Executor } from "@/server/db/database";

interface Row {
  id: string;
  kind: "personal" | "organization";
  name: string | null;
  email: string | null;
  sub_id: string | null;
  plan_id: string | null;
  plan_name: string | null;
  status: "active" | "past_due" | "canceled" | null;
  is_complimentary: boolean | null;
  current_period_end: Date | string | null;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Buyer accounts (organizations and people buying alone) by name, e-mail or id, with their live
 * subscription, for picking whom to grant a plan. `complimentary` lists only those that have one.
 * At most 20: the admin narrows the search rather than paging.
 */
export async function searchBuyerAccounts(db: Executor, input: { q: string; complimentary?: boolean }): Promise<BuyerAccountOption[]> {
  const conditions = [sql`true`];
  if (input.q) {
    const p = likePattern(input.q);
    conditions.push(sql`(o.name ILIKE ${p} OR u.name ILIKE ${p} OR u.email ILIKE ${p} OR ba.id::text = ${input.q})`);
  }
  if (input.complimentary !== undefined) conditions.push(sql`coalesce(s.is_complimentary, false) = ${input.complimentary}`);
  const result: unknown = await db.execute(
    sql`SELECT ba.id, ba.kind::text AS kind, coalesce(o.name, u.name) AS name, CASE WHEN ba.kind = 'personal' THEN u.email END AS email,
               s.id AS sub_id, s.plan_id, p.package_name AS plan_name, s.status::text AS status, s.is_complimentary, s.current_period_end
        FROM buyer_account ba
        LEFT JOIN organization o ON o.id = ba.organization_id
        LEFT JOIN "user" u ON u.id = ba.user_id
        LEFT JOIN subscription s ON s.buyer_account_id = ba.id AND s.status <> 'canceled'
        LEFT JOIN plan p ON p.id = s.plan_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY (ba.kind = 'organization') DESC, coalesce(o.name, u.name), ba.id
        LIMIT 20`,
  );
  return (result as { rows: Row[] }).rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name ?? "(unnamed)",
    email: r.email,
    subscription:
      r.sub_id && r.plan_id && r.status
        ? {
            id: r.sub_id,
            planId: r.plan_id,
            planName: r.plan_name ?? "",
            status: r.status,
            isComplimentary: r.is_complimentary ?? false,
            currentPeriodEnd: new Date(r.current_period_end!).toISOString(),
          }
        : null,
  }));
}
