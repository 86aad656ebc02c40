import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { buyerAccount, member, session, user } from "@/server/db/schema";
import { rowsOf } from "../ledger/rows-of";
import { type Caller, callerFrom } from "./resolve-caller";

/** The session row as the caller's request sees it. */
export interface SessionRecord {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  activeOrganizationId: string | null;
  impersonatedBy: string | null;
}

/** The session's user: what pages show of who is signed in. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  role: string;
  banned: boolean;
  banExpires: Date | null;
  types: string[];
  didOnboard: boolean;
  featureFlags: string[];
}

export interface SessionCaller {
  session: SessionRecord;
  user: SessionUser;
  caller: Caller;
}

interface Row extends Record<string, unknown> {
  session_id: string;
  token: string;
  user_id: string;
  expires_at: Date | string;
  session_created_at: Date | string;
  session_updated_at: Date | string;
  active_organization_id: string | null;
  impersonated_by: string | null;
  name: string;
  email: string;
  email_verified: boolean | null;
  image: string | null;
  user_created_at: Date | string;
  user_updated_at: Date | string;
  role: string | null;
  banned: boolean | null;
  ban_expires: Date | string | null;
  types: string[] | null;
  did_onboard: boolean | null;
  feature_flags: string[] | null;
  member_role: string | null;
  org_account_id: string | null;
  personal_account_id: string | null;
  impersonator_ok: boolean | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Whether a session may act now: not expired, its user not banned (a ban without an end, or one
 * that has not ended yet; Better Auth revokes a user's sessions when banning, this also holds
 * for a ban written any other way), and an impersonation only while its admin still is an
 * unbanned admin.
 */
export function sessionIsValid(found: Pick<SessionCaller, "session" | "user">, impersonatorOk: boolean, now: number): boolean {
  if (found.session.expiresAt.getTime() <= now) return false;
  if (found.user.banned && (found.user.banExpires === null || found.user.banExpires.getTime() > now)) return false;
  if (found.session.impersonatedBy && !impersonatorOk) return false;
  return true;
}

/**
 * The caller of a session token, in one statement: the session (by its unique token index) joined
 * with its user, the user's membership in the session's active organization, both candidate
 * buyer accounts and, for an impersonation, whether its admin still is an unbanned admin. It
 * replaces Better Auth's session and user look-ups plus `resolveCaller`'s statement, with the same
 * rules as `resolveCaller` (membership checked on every resolution, a stale organization kept).
 * Null when the token names no session, or one that may not act (`sessionIsValid`).
 */
export async function findSessionCaller(db: Db, token: string, now = Date.now()): Promise<SessionCaller | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select
      s.id as session_id, s.token, s.user_id, s.expires_at,
      s.created_at as session_created_at, s.updated_at as session_updated_at, s.active_organization_id, s.impersonated_by,
      u.name, u.email, u.email_verified, u.image, u.created_at as user_created_at, u.updated_at as user_updated_at,
      u.role, u.banned, u.ban_expires, u.types, u.did_onboard, u.feature_flags,
      (select m.role from ${member} m where m.user_id = s.user_id and m.organization_id = s.active_organization_id limit 1) as member_role,
      (select b.id from ${buyerAccount} b where b.organization_id = s.active_organization_id limit 1) as org_account_id,
      (select b.id from ${buyerAccount} b where b.user_id = s.user_id limit 1) as personal_account_id,
      case when s.impersonated_by is null then true
        else (select a.role = 'admin' and a.banned is not true from ${user} a where a.id = s.impersonated_by) end as impersonator_ok
    from ${session} s join ${user} u on u.id = s.user_id
    where s.token = ${token}`,
  );
  if (!row) return null;
  const found = {
    session: {
      id: row.session_id,
      token: row.token,
      userId: row.user_id,
      expiresAt: asDate(row.expires_at),
      createdAt: asDate(row.session_created_at),
      updatedAt: asDate(row.session_updated_at),
      activeOrganizationId: row.active_organization_id,
      impersonatedBy: row.impersonated_by,
    },
    user: {
      id: row.user_id,
      name: row.name,
      email: row.email,
      emailVerified: row.email_verified === true,
      image: row.image,
      createdAt: asDate(row.user_created_at),
      updatedAt: asDate(row.user_updated_at),
      role: row.role ?? "user",
      banned: row.banned === true,
      banExpires: row.ban_expires === null ? null : asDate(row.ban_expires),
      types: row.types ?? [],
      didOnboard: row.did_onboard === true,
      featureFlags: row.feature_flags ?? [],
    },
  };
  if (!sessionIsValid(found, row.impersonator_ok === true, now)) return null;
  const caller = await callerFrom(db, { user: found.user, session: found.session }, row);
  return { ...found, caller };
}
