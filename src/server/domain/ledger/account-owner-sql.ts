import { sql } from "drizzle-orm";

/**
 * The joins that name an account's owner from its `owner_key` (types.ts): a wallet's buyer
 * account (its user or organization), an earnings account's creator. Used with `a` as the
 * ledger_account alias; yields `ba`, `u` (the person) and `o` (the organization).
 */
export const ownerJoins = sql`
  LEFT JOIN buyer_account ba ON a.kind = 'buyer_wallet' AND ba.id::text = a.owner_key
  LEFT JOIN organization o ON o.id = ba.organization_id
  LEFT JOIN "user" u ON u.id = CASE WHEN a.kind = 'creator_earnings' THEN a.owner_key ELSE ba.user_id END`;

export const ownerColumns = sql`
  a.id, a.kind::text AS kind, a.owner_key, a.currency, a.balance::text AS balance, a.created_at,
  u.id AS user_id, u.name AS user_name, u.email AS user_email, o.name AS org_name, ba.id AS buyer_account_id`;

export interface AccountOwnerRow {
  id: string;
  kind: string;
  owner_key: string;
  currency: string;
  balance: string;
  created_at: Date | string;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  org_name: string | null;
  buyer_account_id: string | null;
}
