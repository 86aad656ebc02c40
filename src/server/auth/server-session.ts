import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { Me } from "@/contracts/me";
import { REQUESTED_PATH_HEADER } from "@/lib/redirect-cookie";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import type { SessionCaller } from "@/server/domain/identity/find-session-caller";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import { getAppContext } from "@/server/runtime";
import { resolveSessionCredentials } from "./resolve-session";

/** The session and user of the resolved caller, as pages read them (id, names, times, organization). */
export type ServerSession = Pick<SessionCaller, "session" | "user">;

/**
 * The caller of this request for server components, guards and route handlers, resolved by the
 * same `resolveSessionCredentials` as the API (one statement or the process's short cache; user,
 * types, buyer account checked against current membership, impersonator). The impersonation
 * cookie (SPEC.md §6) wins over the session cookie; a stale one (ended or expired session, or an
 * admin who lost the role) falls back to the person's own session. A page viewed while
 * impersonating is written to the audit log (PRODUCT.md §10), once per request. Cached per request.
 * A page cannot set cookies: a due sliding refresh extends the session in the database, and the
 * cookie is renewed by the next API call or `get-session`.
 */
const resolveServerRequest = cache(async (): Promise<{ session: ServerSession; caller: Caller } | null> => {
  const incoming = await headers();
  const impersonation = (await cookies()).get(IMPERSONATE_COOKIE)?.value;
  const cookie = incoming.get("cookie");
  if (!impersonation && !cookie) return null;
  const ctx = await getAppContext();
  if (impersonation) {
    const impersonated = await resolveSessionCredentials(ctx, { authorization: `Bearer ${impersonation}` });
    if (impersonated?.session.impersonatedBy) {
      const { caller } = impersonated;
      await writeAuditLog(ctx.db, {
        actorUserId: impersonated.session.impersonatedBy,
        action: "impersonation.page_view",
        target: { type: "user", id: caller.userId },
        metadata: { path: incoming.get(REQUESTED_PATH_HEADER) ?? incoming.get("next-url"), sessionId: caller.sessionId },
      });
      return { session: withActiveOrganization(impersonated, caller), caller };
    }
  }
  const own = await resolveSessionCredentials(ctx, { cookie });
  if (!own) return null;
  return { session: withActiveOrganization(own, own.caller), caller: own.caller };
});

/** The session agrees with the caller: an organization the user left is no longer active. */
function withActiveOrganization(found: ServerSession, caller: Caller): ServerSession {
  return { user: found.user, session: { ...found.session, activeOrganizationId: caller.buyer.organizationId } };
}

/** The session and user of the resolved caller, or null when signed out. */
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
