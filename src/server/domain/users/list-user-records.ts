import { sql, type SQL } from "drizzle-orm";
import { USER_RECORDS_PAGE_SIZE, type UserRecordKind, type UserRecordsPage } from "@/contracts/admin/users";
import type { Executor } from "@/server/db/database";
import { rowsOf } from "../ledger/rows-of";

interface RecordRow extends Record<string, unknown> {
  id: string;
  title: string;
  detail: string | null;
  status: string | null;
  amount_cents: string | number | null;
  href: string | null;
  at: string;
  total: number;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * One statement per list, each selecting the same columns (id, title, detail, status, amount,
 * link, time) newest first; `count(*) over ()` gives the total with the page. A person's own
 * lists are short next to the whole table, so they page by number (decision 058).
 */
function queryFor(kind: UserRecordKind, userId: string): SQL {
  switch (kind) {
    case "orders":
      return sql`select o.id::text, coalesce(o.package_snapshot->>'title', 'Order') as title,
          case when o.creator_user_id = ${userId} then 'As creator' else 'As buyer' end as detail,
          o.status::text as status, o.price_cents as amount_cents,
          case when o.creator_user_id = ${userId} then null else '/admin/users/' || o.creator_user_id end as href,
          ${iso("o.created_at")} as at, o.created_at as sort_at
        from market_order o
        where o.buyer_account_id in (select id from buyer_account where user_id = ${userId}) or o.creator_user_id = ${userId}`;
    case "campaigns":
      return sql`select c.id::text, coalesce(nullif(c.title, ''), 'Untitled campaign') as title,
          case when c.hidden_at is not null then 'Hidden: ' || coalesce(c.hidden_reason, '') else null end as detail,
          c.status::text as status, null::bigint as amount_cents, null::text as href,
          ${iso("c.created_at")} as at, c.created_at as sort_at
        from campaign c
        where c.buyer_account_id in (select id from buyer_account where user_id = ${userId}) or c.created_by_user_id = ${userId}`;
    case "payouts":
      return sql`select p.id::text, 'Payout to •••• ' || p.destination_last4 as title, p.failure_reason as detail,
          p.status::text as status, p.amount_cents, null::text as href,
          ${iso("p.requested_at")} as at, p.requested_at as sort_at
        from payout p where p.creator_user_id = ${userId}`;
    case "reports":
      return sql`select r.id::text,
          case when r.reporter_user_id = ${userId} then 'Reported ' || r.target_type::text else 'Reported about them (' || r.target_type::text || ')' end as title,
          r.reason as detail, r.status::text as status, null::bigint as amount_cents,
          case when r.reporter_user_id = ${userId} and r.target_user_id is not null then '/admin/users/' || r.target_user_id
               when r.reporter_user_id <> ${userId} then '/admin/users/' || r.reporter_user_id end as href,
          ${iso("r.created_at")} as at, r.created_at as sort_at
        from content_report r where r.target_user_id = ${userId} or r.reporter_user_id = ${userId}`;
    case "audit":
      return sql`select a.id::text, a.action as title,
          concat_ws(' · ', case when a.actor_user_id = ${userId} then 'by them' else 'about them' end, a.reason) as detail,
          null::text as status, null::bigint as amount_cents,
          case when a.actor_user_id <> ${userId} then '/admin/users/' || a.actor_user_id
               when a.target_type = 'user' and a.target_id <> ${userId} then '/admin/users/' || a.target_id end as href,
          ${iso("a.created_at")} as at, a.created_at as sort_at
        from audit_log a where a.actor_user_id = ${userId} or (a.target_type = 'user' and a.target_id = ${userId})`;
  }
}

/** A page of one of the user page's lists (orders, campaigns, payouts, reports, audit trail). */
export async function listUserRecords(
  db: Executor,
  input: { userId: string; kind: UserRecordKind; page?: number },
): Promise<UserRecordsPage> {
  const page = input.page ?? 1;
  const rows = await rowsOf<RecordRow>(
    db,
    sql`select x.*, count(*) over ()::int as total from (${queryFor(input.kind, input.userId)}) x
        order by x.sort_at desc, x.id desc
        limit ${USER_RECORDS_PAGE_SIZE} offset ${(page - 1) * USER_RECORDS_PAGE_SIZE}`,
  );
  return {
    records: rows.map((r) => ({
      id: r.id,
      title: r.title,
      detail: r.detail || null,
      status: r.status,
      amountCents: r.amount_cents === null ? null : Number(r.amount_cents),
      href: r.href,
      at: r.at,
    })),
    page,
    // Past the last page there is no row to carry the total; the first page's count is then unknown here.
    total: rows[0]?.total ?? 0,
    pageSize: USER_RECORDS_PAGE_SIZE,
  };
}
