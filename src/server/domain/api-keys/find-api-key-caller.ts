import { sql } from "drizzle-orm";
import type { ApiKeyScope } from "@/contracts/api-keys";
import type { Db } from "@/server/db/database";
import { apiKey, buyerAccount, member, organization, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "../accounts/resolve-buyer-account";
import type { Caller } from "../identity/resolve-caller";
import { rowsOf } from "../ledger/rows-of";

export interface ApiKeyCaller {
  keyId: string;
  /** Null when the key never expires. Checked on every request, the cached ones too. */
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  caller: Caller;
}

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  scopes: string[];
  organization_id: string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  organization_name: string;
  account_id: string | null;
  owner_id: string | null;
  owner_email: string | null;
}

const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * The caller of a key, by its secret's hash, in one statement (decision 071): the key, its
 * organization's buyer account, and the organization's longest-standing owner. A key acts for the
 * organization's buyer account, never for the person who made it; where a use-case needs a person
 * (a campaign's author, a conversation's side), that owner stands in, so removing the key's maker
 * changes nothing. Null for an unknown, revoked or expired key, or an organization without owner
 * (a deleted organization took its keys with it).
 */
export async function findApiKeyCaller(db: Db, secretHash: string, now: number): Promise<ApiKeyCaller | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select k.id, k.name, k.scopes, k.organization_id, k.expires_at, k.last_used_at, k.revoked_at,
      o.name as organization_name,
      (select ${buyerAccount.id} from ${buyerAccount} where ${buyerAccount.organizationId} = k.organization_id limit 1) as account_id,
      ow.id as owner_id, ow.email as owner_email
    from ${apiKey} k
    join ${organization} o on o.id = k.organization_id
    left join lateral (
      select u.id, u.email from ${member} m join ${user} u on u.id = m.user_id
      where m.organization_id = k.organization_id and m.role like '%owner%'
      order by m.created_at, m.id limit 1
    ) ow on true
    where k.secret_hash = ${secretHash}`,
  );
  if (!row || row.revoked_at !== null || !row.owner_id) return null;
  const expiresAt = asDate(row.expires_at);
  if (expiresAt && expiresAt.getTime() <= now) return null;
  const accountId =
    row.account_id ?? (await resolveBuyerAccount(db, { userId: row.owner_id, activeOrganizationId: row.organization_id })).id;
  return {
    keyId: row.id,
    expiresAt,
    lastUsedAt: asDate(row.last_used_at),
    caller: {
      userId: row.owner_id,
      sessionId: `api-key:${row.id}`,
      role: "user",
      types: ["brand"],
      user: {
        role: "user",
        name: row.organization_name,
        email: row.owner_email ?? "",
        // No money moves through a key: the money guard refuses an unverified caller.
        emailVerified: false,
        image: null,
        didOnboard: true,
        featureFlags: [],
      },
      // "member": the organization's management routes (billing, team, keys) stay closed to keys.
      buyer: { id: accountId, kind: "organization", organizationId: row.organization_id, role: "member" },
      staleOrganizationId: null,
      impersonatedBy: null,
      apiKey: { id: row.id, name: row.name, scopes: row.scopes as ApiKeyScope[] },
    },
  };
}
