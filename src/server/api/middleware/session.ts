import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { trustedOriginsFrom } from "@/server/auth/create-auth";
import { user } from "@/server/db/schema";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { AppError } from "@/server/errors";
import type { ApiEnv } from "../types";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const CSRF_PROTECTED = /^\/api\/v[12](\/|$)/;

/** The origin a browser says a request comes from: Origin, else the Referer's origin. */
function requestOrigin(headers: Headers): string | null {
  const origin = headers.get("origin");
  if (origin && origin !== "null") return origin;
  const referer = headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Resolves the caller from the session cookie or `Authorization: Bearer`. SPEC.md §7: a
 * `Session-Token` header (the impersonation token) takes precedence and is used as the bearer.
 *
 * Security rules (issue 4 §8, PRODUCT.md §10):
 * - A request that carries a token in a header is authenticated by that header only; the cookie
 *   is ignored, so a bad header can never fall back to the cookie's identity.
 * - A `Session-Token` that does not resolve (ended, expired, forged) is refused with 401 rather
 *   than silently served anonymously: an admin who stopped impersonating must notice.
 * - An impersonation session only counts while its admin still is an admin and not banned.
 * - Cookie-authenticated writes to /api/v1 and /api/v2 must come from a trusted Origin (CSRF);
 *   header-authenticated calls cannot be forged cross-site and are exempt.
 * - Every impersonated request is written to the audit log with both user ids.
 */
export const resolveSession = createMiddleware<ApiEnv>(async (c, next) => {
  const { auth, db, settings } = c.var.ctx;
  const headers = new Headers(c.req.raw.headers);
  const sessionToken = c.req.header("session-token")?.trim();
  const hasBearer = /^bearer\s+\S/i.test(c.req.header("authorization") ?? "");
  const viaHeader = Boolean(sessionToken) || hasBearer;
  if (sessionToken) headers.set("authorization", `Bearer ${sessionToken}`);
  if (viaHeader) headers.delete("cookie");

  const result = await auth.api.getSession({ headers });
  if (!result && sessionToken) {
    throw new AppError("unauthenticated", "This session has ended. Sign in again or stop impersonating.");
  }

  if (result) {
    const [row] = await db.select({ types: user.types }).from(user).where(eq(user.id, result.user.id)).limit(1);
    const impersonatedBy = result.session.impersonatedBy ?? null;
    if (impersonatedBy) {
      const [impersonator] = await db
        .select({ role: user.role, banned: user.banned })
        .from(user)
        .where(eq(user.id, impersonatedBy))
        .limit(1);
      if (!impersonator || impersonator.role !== "admin" || impersonator.banned) {
        throw new AppError("unauthenticated", "This impersonation session is no longer valid.");
      }
    }
    c.set("auth", {
      userId: result.user.id,
      sessionId: result.session.id,
      role: result.user.role ?? "user",
      types: row?.types ?? [],
      activeOrganizationId: result.session.activeOrganizationId ?? null,
      impersonatedBy,
    });

    const path = new URL(c.req.url).pathname;
    if (!viaHeader && UNSAFE_METHODS.has(c.req.method) && CSRF_PROTECTED.test(path)) {
      const origin = requestOrigin(c.req.raw.headers);
      if (!origin || !trustedOriginsFrom(settings).includes(origin)) {
        throw new AppError("forbidden", "This request did not come from a trusted origin.");
      }
    }
  }

  await next();

  const caller = c.get("auth");
  if (caller?.impersonatedBy) {
    await writeAuditLog(db, {
      actorUserId: caller.impersonatedBy,
      action: "impersonation.request",
      target: { type: "user", id: caller.userId },
      metadata: { method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, sessionId: caller.sessionId },
    });
  }
});
