import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { userTypeSchema, type UserType } from "@/contracts/me";
import type { Db } from "@/server/db/database";
import { buyerAccount, member, session, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { resolveBuyerAccount } from "../accounts/resolve-buyer-account";

/** The caller's role in the buyer account they act for. A personal account is its owner's. */
export type BuyerRole = "owner" | "admin" | "member";

export type CallerBuyerAccount =
  | { id: string; kind: "personal"; organizationId: null; role: "owner" }
  | { id: string; kind: "organization"; organizationId: string; role: BuyerRole };

/**
 * Who is calling, resolved once per request (ENGINEERING.md §2) by the API's session middleware
 * and by server-rendered pages alike, and passed down; nothing below re-derives it.
 */
export interface Caller {
  userId: string;
  sessionId: string;
  role: "user" | "admin";
  types: UserType[];
  /**
   * PRODUCT.md §1: the account the caller pays from — the session's active organization while the
   * caller is still one of its members, otherwise their personal account.
   */
  buyer: CallerBuyerAccount;
  /** The admin acting as this user (PRODUCT.md §10); checked to still be an unbanned admin. */
  impersonatedBy: string | null;
}

/** The parts of a Better Auth session the caller is built from. */
export interface AuthSession {
  user: { id: string; role?: string | null };
  session: { id: string; activeOrganizationId?: string | null; impersonatedBy?: string | null };
}

const orgAccount = alias(buyerAccount, "org_account");
const personalAccount = alias(buyerAccount, "personal_account");

/**
 * Builds the caller from a signed-in session. One query reads the user's types, their membership
 * in the active organization and both candidate buyer accounts, so the membership is checked
 * against the `member` table on every request: a member removed from an organization loses its
 * wallet, cards and plan on their very next request, in every session. A session whose active
 * organization is gone (deleted, or the member removed) falls back to the personal account, and
 * the stale pointer is cleared so Better Auth's own organization endpoints agree.
 *
 * Throws `unauthenticated` when the session is an impersonation whose admin is no longer an
 * unbanned admin. Returns null when the user no longer exists.
 */
export async function resolveCaller(db: Db, auth: AuthSession): Promise<Caller | null> {
  const activeOrganizationId = auth.session.activeOrganizationId ?? null;
  const impersonatedBy = auth.session.impersonatedBy ?? null;

  const [[row], impersonatorOk] = await Promise.all([
    db
      .select({
        types: user.types,
        memberRole: member.role,
        orgAccountId: orgAccount.id,
        personalAccountId: personalAccount.id,
      })
      .from(user)
      .leftJoin(
        member,
        activeOrganizationId ? and(eq(member.userId, user.id), eq(member.organizationId, activeOrganizationId)) : sql`false`,
      )
      .leftJoin(orgAccount, eq(orgAccount.organizationId, member.organizationId))
      .leftJoin(personalAccount, eq(personalAccount.userId, user.id))
      .where(eq(user.id, auth.user.id))
      .limit(1),
    impersonatedBy ? isActiveAdmin(db, impersonatedBy) : Promise.resolve(true),
  ]);
  if (!impersonatorOk) throw new AppError("unauthenticated", "This impersonation session is no longer valid.");
  if (!row) return null;

  let buyer: CallerBuyerAccount;
  if (activeOrganizationId && row.memberRole !== null) {
    const id = row.orgAccountId ?? (await resolveBuyerAccount(db, { userId: auth.user.id, activeOrganizationId: activeOrganizationId })).id;
    buyer = { id, kind: "organization", organizationId: activeOrganizationId, role: strongestRole(row.memberRole) };
  } else {
    if (activeOrganizationId) {
      await db.update(session).set({ activeOrganizationId: null }).where(eq(session.id, auth.session.id));
    }
    const id = row.personalAccountId ?? (await resolveBuyerAccount(db, { userId: auth.user.id, activeOrganizationId: null })).id;
    buyer = { id, kind: "personal", organizationId: null, role: "owner" };
  }

  return {
    userId: auth.user.id,
    sessionId: auth.session.id,
    role: auth.user.role === "admin" ? "admin" : "user",
    types: row.types.filter((t): t is UserType => userTypeSchema.safeParse(t).success),
    buyer,
    impersonatedBy,
  };
}

async function isActiveAdmin(db: Db, userId: string): Promise<boolean> {
  const [admin] = await db.select({ role: user.role, banned: user.banned }).from(user).where(eq(user.id, userId)).limit(1);
  return admin !== undefined && admin.role === "admin" && !admin.banned;
}

/** Better Auth stores several roles comma-separated ("admin,member"); the strongest one counts. */
function strongestRole(stored: string): BuyerRole {
  const roles = stored.split(",").map((r) => r.trim());
  if (roles.includes("owner")) return "owner";
  if (roles.includes("admin")) return "admin";
  return "member";
}

/** PRODUCT.md §1: spending an organization's money on its plan or cards is for owners and admins. */
export function canManageBilling(caller: Pick<Caller, "buyer">): boolean {
  return caller.buyer.role === "owner" || caller.buyer.role === "admin";
}
