import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Db } from "@/server/db/database";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";

/** Better Auth's admin endpoints that change something, and the audit action each writes. */
const AUDITED: Record<string, string> = {
  "/admin/ban-user": "user.ban",
  "/admin/unban-user": "user.unban",
  "/admin/impersonate-user": "impersonation.start",
  "/admin/stop-impersonating": "impersonation.stop",
  "/admin/set-role": "user.set_role",
  "/admin/create-user": "user.create",
  "/admin/update-user": "user.update",
  "/admin/remove-user": "user.remove",
  "/admin/set-user-password": "user.set_password",
  "/admin/revoke-user-session": "user.revoke_session",
  "/admin/revoke-user-sessions": "user.revoke_sessions",
};

interface Returned {
  user?: { id?: string };
  session?: { id?: string; userId?: string; impersonatedBy?: string | null; expiresAt?: Date | string };
}

function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Every admin action succeeds only with a row in `audit_log` (docs/product/moderation-and-admin.md), whichever door it
 * came through: Better Auth's own /api/auth/admin/* endpoints, or our /api/v2 routes that call
 * them through `auth.api` (which runs the same hooks). Refused calls write nothing.
 */
export function adminAuditLog(db: Db): BetterAuthPlugin {
  return {
    id: "reelbrief-admin-audit",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in AUDITED,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (returned === undefined || returned instanceof Response || isAPIError(returned)) return;
            const result = (returned ?? {}) as Returned;
            const body = bodyOf(ctx.body);
            const action = AUDITED[ctx.path]!;
            let actorUserId: string | undefined;
            let targetUserId: string | undefined;
            const metadata: Record<string, unknown> = { via: ctx.path };
            if (action === "impersonation.start" || action === "impersonation.stop") {
              // The new session names both people: the admin (impersonatedBy) and the user.
              const session = action === "impersonation.start" ? result.session : (await getSessionFromCtx(ctx))?.session;
              actorUserId = result.session?.impersonatedBy ?? (action === "impersonation.stop" ? result.user?.id : undefined);
              targetUserId = action === "impersonation.start" ? result.user?.id : (session?.userId ?? undefined);
              if (result.session?.id) metadata.sessionId = result.session.id;
              if (action === "impersonation.start" && result.session?.expiresAt)
                metadata.expiresAt = new Date(result.session.expiresAt).toISOString();
            } else {
              actorUserId = ctx.context.session?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
              targetUserId = typeof body.userId === "string" ? body.userId : result.user?.id;
              if (typeof body.banReason === "string") metadata.reason = body.banReason;
              if (typeof body.role === "string" || Array.isArray(body.role)) metadata.role = body.role;
            }
            if (!actorUserId) return;
            await writeAuditLog(db, {
              actorUserId,
              action,
              target: targetUserId ? { type: "user", id: targetUserId } : undefined,
              metadata,
            });
          }),
        },
      ],
    },
  };
}
