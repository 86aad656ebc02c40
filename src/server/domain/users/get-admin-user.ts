import { sql } from "drizzle-orm";
import type { AdminUserDetail } from "@/contracts/admin/users";
import type { Executor } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { rowsOf } from "../ledger/rows-of";

interface DetailRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  role: string;
  types: string[];
  email_verified: boolean;
  banned: boolean;
  ban_reason: string | null;
  image: string | null;
  did_onboard: boolean;
  feature_flags: string[];
  custom_url: string | null;
  created_at: string;
  updated_at: string;
  personal_account_id: string | null;
  organizations: { id: string; name: string; slug: string; role: string; buyer_account_id: string | null }[] | null;
  wallet: string | number;
  escrow: string | number;
  earnings: string | number;
  paid_out: string | number;
  orders: number;
  campaigns: number;
  payouts: number;
  reports: number;
  audit: number;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Everything the admin's user page shows at the top, in one statement: the profile, the
 * organizations and buyer accounts, the balances read from the ledger's accounts (wallet of the
 * personal account; escrow of their orders as buyer or creator; earnings owed; payouts paid) and
 * how many rows each paged list holds. Orders count the personal account's and the creator's:
 * an order placed for an organization belongs to the organization.
 */
export async function getAdminUser(db: Executor, userId: string): Promise<AdminUserDetail> {
  const [row] = await rowsOf<DetailRow>(
    db,
    sql`with u as (select * from "user" where id = ${userId}),
        personal as (select ba.id from buyer_account ba where ba.user_id = ${userId}),
        their_orders as (
          select o.id from market_order o where o.buyer_account_id in (select id from personal)
          union select o.id from market_order o where o.creator_user_id = ${userId}
        ),
        their_campaigns as (
          select c.id from campaign c where c.buyer_account_id in (select id from personal)
          union select c.id from campaign c where c.created_by_user_id = ${userId}
        )
      select u.id, u.name, u.email, u.role, u.types, u.email_verified, coalesce(u.banned, false) as banned, u.ban_reason,
        u.image, u.did_onboard, u.feature_flags,
        (select cp.custom_url from creator_profile cp where cp.user_id = u.id) as custom_url,
        ${iso("u.created_at")} as created_at, ${iso("u.updated_at")} as updated_at,
        (select id from personal) as personal_account_id,
        (select json_agg(json_build_object('id', o.id, 'name', o.name, 'slug', o.slug, 'role', m.role, 'buyer_account_id', ba.id) order by o.name)
           from member m join organization o on o.id = m.organization_id
           left join buyer_account ba on ba.organization_id = o.id
           where m.user_id = u.id) as organizations,
        coalesce((select la.balance from ledger_account la where la.kind = 'buyer_wallet' and la.owner_key = (select id::text from personal)), 0) as wallet,
        coalesce((select sum(la.balance) from ledger_account la where la.kind = 'order_escrow' and la.owner_key in (select id::text from their_orders)), 0) as escrow,
        coalesce((select la.balance from ledger_account la where la.kind = 'creator_earnings' and la.owner_key = u.id), 0) as earnings,
        coalesce((select sum(p.amount_cents) from payout p where p.creator_user_id = u.id and p.status = 'paid'), 0) as paid_out,
        (select count(*)::int from their_orders) as orders,
        (select count(*)::int from their_campaigns) as campaigns,
        (select count(*)::int from payout p where p.creator_user_id = u.id) as payouts,
        (select count(*)::int from content_report r where r.target_user_id = u.id or r.reporter_user_id = u.id) as reports,
        (select count(*)::int from audit_log a where a.actor_user_id = u.id or (a.target_type = 'user' and a.target_id = u.id)) as audit
      from u`,
  );
  if (!row) throw new AppError("not_found", "No user with this id");
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    types: row.types,
    emailVerified: row.email_verified,
    banned: row.banned,
    banReason: row.ban_reason,
    image: row.image,
    didOnboard: row.did_onboard,
    featureFlags: row.feature_flags,
    customUrl: row.custom_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    personalBuyerAccountId: row.personal_account_id,
    organizations: (row.organizations ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      slug: o.slug,
      role: o.role,
      buyerAccountId: o.buyer_account_id,
    })),
    balances: {
      walletCents: Number(row.wallet),
      escrowCents: Number(row.escrow),
      earningsOwedCents: Number(row.earnings),
      paidOutCents: Number(row.paid_out),
    },
    counts: { orders: row.orders, campaigns: row.campaigns, payouts: row.payouts, reports: row.reports, audit: row.audit },
  };
}
