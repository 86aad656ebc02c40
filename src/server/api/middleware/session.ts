import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import { trustedOriginsFrom } from "@/server/auth/create-auth";
import { resolveCaller } from "@/server/domain/identity/resolve-caller";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { AppError } from "@/server/errors";
import type { ApiEnv } from "../types";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

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

/** An EventSource's request: a GET asking for `text/event-stream`, which changes nothing on the server. */
function opensEventStream(request: Request): boolean {
  return request.method === "GET" && (request.headers.get("accept") ?? "").includes("text/event-stream");
}

/**
 * Resolves the caller from the session cookie or `Authorization: Bearer`. SPEC.md §7: a
 * `Session-Token` header (the impersonation token) takes precedence and is used as the bearer.
 * The caller itself (types, buyer account checked against current membership, impersonator) is
 * built by `resolveCaller`, the same function server-rendered pages use.
 *
 * Security rules (issue 4 §8, issue 10 §5, PRODUCT.md §10):
 * - A request that carries a token in a header is authenticated by that header only; the cookie
 *   is ignored, so a bad header can never fall back to the cookie's identity.
 * - A `Session-Token` that does not resolve (ended, expired, forged) is refused with 401 rather
 *   than silently served anonymously: an admin who stopped impersonating must notice.
 * - An impersonation session only counts while its admin still is an admin and not banned.
 * - Every write that carries cookies must come from a trusted Origin (CSRF), on every route of
 *   the app — /api/auth/* (Better Auth and our own routes there) as much as /api/v1 and /api/v2 —
 *   and before the session is even read. Header-authenticated calls cannot be forged cross-site
 *   and are exempt; so are cookie-less calls (provider webhooks), which act for nobody.
 * - Every impersonated request is written to the audit log with both user ids.
 * - A browser's EventSource cannot send headers, so for a GET that asks for an event stream the
 *   impersonation cookie stands in for `Session-Token` (docs/decisions/052): the live stream of an
 *   impersonating admin's page is the impersonated user's, as every other request of the page.
 */
export const resolveSession = createMiddleware<ApiEnv>(async (c, next) => {
  const { auth, db, settings } = c.var.ctx;
  const headers = new Headers(c.req.raw.headers);
  const sessionToken =
    c.req.header("session-token")?.trim() || (opensEventStream(c.req.raw) ? getCookie(c, IMPERSONATE_COOKIE)?.trim() : undefined);
  const hasBearer = /^bearer\s+\S/i.test(c.req.header("authorization") ?? "");
  const viaHeader = Boolean(sessionToken) || hasBearer;
  if (sessionToken) headers.set("authorization", `Bearer ${sessionToken}`);
  if (viaHeader) headers.delete("cookie");

  if (UNSAFE_METHODS.has(c.req.method) && headers.has("cookie")) {
    const origin = requestOrigin(c.req.raw.headers);
    if (!origin || !trustedOriginsFrom(settings).includes(origin)) {
      throw new AppError("forbidden", "This request did not come from a trusted origin.");
    }
  }

  const result = await auth.api.getSession({ headers });
  if (!result && sessionToken) {
    throw new AppError("unauthenticated", "This session has ended. Sign in again or stop impersonating.");
  }
  if (result) c.set("caller", await resolveCaller(db, result));

  await next();

  const caller = c.get("caller");
  if (caller?.impersonatedBy) {
    await writeAuditLog(db, {
      actorUserId: caller.impersonatedBy,
      action: "impersonation.request",
      target: { type: "user", id: caller.userId },
      metadata: { method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, sessionId: caller.sessionId },
    });
  }
});
