import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { Me } from "@/contracts/me";
import { REQUESTED_PATH_HEADER } from "@/lib/redirect-cookie";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import { type Caller, resolveCaller } from "@/server/domain/identity/resolve-caller";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";
import type { AppContext } from "@/server/context";

type AuthSession = NonNullable<Awaited<ReturnType<AppContext["auth"]["api"]["getSession"]>>>;

/**
 * The caller of this request for server components, guards and route handlers, resolved by the
 * same `resolveCaller` as the API (user, types, buyer account checked against current membership,
 * impersonator). The impersonation cookie (SPEC.md §6) wins over the session cookie; a stale one
 * (ended or expired session, or an admin who lost the role) falls back to the person's own
 * session. A page viewed while impersonating is written to the audit log (PRODUCT.md §10), once
 * per request. Cached per request.
 */
const resolveServerRequest = cache(async (): Promise<{ session: AuthSession; caller: Caller } | null> => {
  const ctx = await getAppContext();
  const incoming = new Headers(await headers());
  const impersonation = (await cookies()).get(IMPERSONATE_COOKIE)?.value;
  if (impersonation) {
    const asUser = new Headers(incoming);
    asUser.set("authorization", `Bearer ${impersonation}`);
    asUser.delete("cookie");
    const impersonated = await ctx.auth.api.getSession({ headers: asUser });
    if (impersonated?.session.impersonatedBy) {
      const caller = await resolveCallerOrNull(ctx, impersonated);
      if (caller) {
        await writeAuditLog(ctx.db, {
          actorUserId: impersonated.session.impersonatedBy,
          action: "impersonation.page_view",
          target: { type: "user", id: caller.userId },
          metadata: { path: incoming.get(REQUESTED_PATH_HEADER) ?? incoming.get("next-url"), sessionId: caller.sessionId },
        });
        return { session: withActiveOrganization(impersonated, caller), caller };
      }
    }
  }
  const own = await ctx.auth.api.getSession({ headers: incoming });
  if (!own) return null;
  const caller = await resolveCallerOrNull(ctx, own);
  return caller ? { session: withActiveOrganization(own, caller), caller } : null;
});

async function resolveCallerOrNull(ctx: AppContext, session: AuthSession): Promise<Caller | null> {
  try {
    return await resolveCaller(ctx.db, session);
  } catch (error) {
    // An impersonation whose admin is no longer an unbanned admin counts for nothing.
    if (error instanceof AppError && error.code === "unauthenticated") return null;
    throw error;
  }
}

/** The session agrees with the caller: an organization the user left is no longer active. */
function withActiveOrganization(auth: AuthSession, caller: Caller): AuthSession {
  return { ...auth, session: { ...auth.session, activeOrganizationId: caller.buyer.organizationId } };
}

/** The Better Auth session of the resolved caller, or null when signed out. */
export const getServerSession = cache(async () => (await resolveServerRequest())?.session ?? null);

/** The resolved caller for server rendering, or null when signed out. */
export const getServerCaller = cache(async () => (await resolveServerRequest())?.caller ?? null);

/** The current user of SPEC.md §3 for server rendering, or null when signed out. */
export const getServerMe = cache(async (): Promise<Me | null> => {
  const caller = await getServerCaller();
  if (!caller) return null;
  const ctx = await getAppContext();
  return getCurrentUser(ctx.db, caller);
});
