import { IMPERSONATE_COOKIE } from "@/lib/constants";
import type { AppContext } from "@/server/context";
import type { SessionCaller } from "@/server/domain/identity/find-session-caller";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { readCookie, resolveRequestSession } from "./resolve-session";

/** The session and user of the resolved caller, as pages read them (id, names, times, organization). */
type ServerSession = Pick<SessionCaller, "session" | "user">;

/**
 * The caller of a page request, resolved by `resolveRequestSession` as the API resolves its own:
 * the impersonation cookie stands for the `Session-Token` header and beats the session cookie,
 * and a stale one signs nobody in, exactly as the API answers 401 to it (the impersonation bar
 * then says the session ended and offers the way out). A page viewed while impersonating is
 * written to the audit log. A page cannot set cookies: a due sliding refresh extends the session
 * in the database, and the cookie is renewed by the next API call or `get-session`.
 * Without Next's request APIs, so it can be tested; ./server-session.ts calls it once per request.
 */
export async function resolvePageRequest(
  ctx: Pick<AppContext, "auth" | "db" | "database">,
  request: { cookie: string | null; path: string | null },
): Promise<{ session: ServerSession; caller: Caller } | null> {
  if (!request.cookie) return null;
  const impersonation = readCookie(request.cookie, IMPERSONATE_COOKIE)?.trim() || null;
  const result = await resolveRequestSession(ctx, { impersonation, cookie: request.cookie });
  if (result.kind !== "signed-in") return null;
  const { caller } = result.session;
  if (caller.impersonatedBy) {
    await writeAuditLog(ctx.db, {
      actorUserId: caller.impersonatedBy,
      action: "impersonation.page_view",
      target: { type: "user", id: caller.userId },
      metadata: { path: request.path, sessionId: caller.sessionId },
    });
  }
  // The session agrees with the caller: an organization the user left is no longer active.
  const session = { ...result.session.session, activeOrganizationId: caller.buyer.organizationId };
  return { session: { user: result.session.user, session }, caller };
}
