import { sql } from "drizzle-orm";
import type { ApiKeyScope } from "@/contracts/api-keys";
import { userTypeSchema, type UserType } from "@/contracts/me";
import type { Db } from "@/server/db/database";
import { buyerAccount, member, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { resolveBuyerAccount } from "../accounts/resolve-buyer-account";
import { rowsOf } from "../ledger/rows-of";

/** The caller's role in the buyer account they act for. A personal account is its owner's. */
export type BuyerRole = "owner" | "admin" | "member";

export type CallerBuyerAccount =
  | { id: string; kind: "personal"; organizationId: null; role: "owner" }
  | { id: string; kind: "organization"; organizationId: string; role: BuyerRole };

/**
 * Who is calling, resolved once per request (docs/architecture.md) by the API's session middleware
 * and by server-rendered pages alike, and passed down; nothing below re-derives it.
 */
export interface Caller {
  userId: string;
  sessionId: string;
  role: "user" | "admin";
  types: UserType[];
  /** The session's user (name, e-mail, onboarding, flags), as Better Auth read it for this request. */
  user: CallerUser;
  /**
   * docs/product/roles-and-accounts.md: the account the caller pays from — the session's active organization while the
   * caller is still one of its members, otherwise their personal account.
   */
  buyer: CallerBuyerAccount;
  /**
   * The organization this session still points at although the caller is no longer one of its
   * members (removed, or the organization deleted). The caller then acts for their personal
   * account, but a request made from such a session meant the organization, so money routes
   * refuse it until the person chooses an account again (`requires(..., { money: "move" })`).
   */
  staleOrganizationId: string | null;
  /** The admin acting as this user (docs/product/moderation-and-admin.md); checked to still be an unbanned admin. */
  impersonatedBy: string | null;
  /**
   * Set when the request carries an organization's API key rather than a session (decision 071):
   * the caller then acts for that organization's buyer account, and may call only the routes that
   * declare one of these scopes.
   */
  apiKey?: { id: string; name: string; scopes: ApiKeyScope[] };
}

/**
 * The parts of a Better Auth session the caller is built from. The user is the row Better Auth
 * already read for the session: `types`, `didOnboard` and `featureFlags` are declared as its
 * additional fields (src/server/auth/create-auth.ts), so nothing below reads the user row again.
 */
export interface AuthSession {
  user: {
    id: string;
    role?: string | null;
    name: string;
    email: string;
    emailVerified?: boolean | null;
    image?: string | null;
    types?: string[] | null;
    didOnboard?: boolean | null;
    featureFlags?: string[] | null;
  };
  session: { id: string; activeOrganizationId?: string | null; impersonatedBy?: string | null };
}

/** The session's user as the caller carries it, for payloads that show who is signed in (GET /me). */
export interface CallerUser {
  /** The stored role as Better Auth keeps it (`Caller.role` is its normalised form). */
  role: string;
  name: string;
  email: string;
  /** docs/product/money.md: no money moves for anyone before their e-mail address is verified. */
  emailVerified: boolean;
  image: string | null;
  didOnboard: boolean;
  featureFlags: string[];
}

export interface CallerRow extends Record<string, unknown> {
  member_role: string | null;
  org_account_id: string | null;
  personal_account_id: string | null;
  impersonator_ok: boolean | null;
}

/**
 * Builds the caller from a signed-in session, in one round trip: a single statement reads the
 * user's membership in the active organization, both candidate buyer accounts and (when
 * impersonating) whether the impersonator still is an unbanned admin. The user row itself comes
 * from the session (Better Auth read it), so a request reads it once. The membership is checked
 * against the `member` table on every request: a member removed from an organization loses its
 * wallet, cards and plan on their very next request, in every session. A session whose active
 * organization is gone (deleted, or the member removed) reads the personal account and carries
 * `staleOrganizationId`. The pointer is kept until the person picks an account (Settings → Team):
 * clearing it here would let the session's next payment, still meant for the organization, go
 * through silently on the personal account.
 *
 * Throws `unauthenticated` when the session is an impersonation whose admin is no longer an
 * unbanned admin.
 */
export async function resolveCaller(db: Db, auth: AuthSession): Promise<Caller | null> {
  const activeOrganizationId = auth.session.activeOrganizationId ?? null;
  const impersonatedBy = auth.session.impersonatedBy ?? null;
  const userId = auth.user.id;

  const [row] = await rowsOf<CallerRow>(
    db,
    sql`select
      ${activeOrganizationId ? sql`(select ${member.role} from ${member} where ${member.userId} = ${userId} and ${member.organizationId} = ${activeOrganizationId} limit 1)` : sql`null::text`} as member_role,
      ${activeOrganizationId ? sql`(select ${buyerAccount.id} from ${buyerAccount} where ${buyerAccount.organizationId} = ${activeOrganizationId} limit 1)` : sql`null::uuid`} as org_account_id,
      (select ${buyerAccount.id} from ${buyerAccount} where ${buyerAccount.userId} = ${userId} limit 1) as personal_account_id,
      ${impersonatedBy ? sql`(select ${user.role} = 'admin' and ${user.banned} is not true from ${user} where ${user.id} = ${impersonatedBy})` : sql`true`} as impersonator_ok`,
  );
  if (!row?.impersonator_ok) throw new AppError("unauthenticated", "This impersonation session is no longer valid.");
  return callerFrom(db, auth, row);
}

/**
 * The caller from a session, its user and the row of membership and buyer accounts read for it
 * (by `resolveCaller`, or by `findSessionCaller`'s single statement). A buyer account that does
 * not exist yet (a new user, an organization created before its account) is created here.
 */
export async function callerFrom(
  db: Db,
  auth: AuthSession,
  row: Pick<CallerRow, "member_role" | "org_account_id" | "personal_account_id">,
): Promise<Caller> {
  const activeOrganizationId = auth.session.activeOrganizationId ?? null;
  const impersonatedBy = auth.session.impersonatedBy ?? null;
  const userId = auth.user.id;
  let buyer: CallerBuyerAccount;
  if (activeOrganizationId && row.member_role !== null) {
    const id = row.org_account_id ?? (await resolveBuyerAccount(db, { userId, activeOrganizationId })).id;
    buyer = { id, kind: "organization", organizationId: activeOrganizationId, role: strongestRole(row.member_role) };
  } else {
    const id = row.personal_account_id ?? (await resolveBuyerAccount(db, { userId, activeOrganizationId: null })).id;
    buyer = { id, kind: "personal", organizationId: null, role: "owner" };
  }

  return {
    userId,
    sessionId: auth.session.id,
    role: auth.user.role === "admin" ? "admin" : "user",
    types: (auth.user.types ?? []).filter((t): t is UserType => userTypeSchema.safeParse(t).success),
    user: {
      role: auth.user.role ?? "user",
      name: auth.user.name,
      email: auth.user.email,
      emailVerified: auth.user.emailVerified === true,
      image: auth.user.image ?? null,
      didOnboard: auth.user.didOnboard ?? false,
      featureFlags: auth.user.featureFlags ?? [],
    },
    buyer,
    staleOrganizationId: activeOrganizationId && buyer.kind === "personal" ? activeOrganizationId : null,
    impersonatedBy,
  };
}

/** Better Auth stores several roles comma-separated ("admin,member"); the strongest one counts. */
function strongestRole(stored: string): BuyerRole {
  const roles = stored.split(",").map((r) => r.trim());
  if (roles.includes("owner")) return "owner";
  if (roles.includes("admin")) return "admin";
  return "member";
}

/** docs/product/roles-and-accounts.md: spending an organization's money on its plan or cards is for owners and admins. */
export function canManageBilling(caller: Pick<Caller, "buyer">): boolean {
  return caller.buyer.role === "owner" || caller.buyer.role === "admin";
}
