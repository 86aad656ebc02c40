import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import { isReturningVisit } from "@/lib/welcome";
import { trustedOriginsFrom } from "@/server/auth/create-auth";
import { forgetCachedSessions, resolveRequestSession } from "@/server/auth/resolve-session";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { AppError } from "@/server/errors";
import { forgetCachedApiKeys, resolveApiKey } from "@/server/auth/resolve-api-key";
import { looksLikeApiKey } from "@/server/domain/api-keys/api-key-secret";
import { countApiKeyRequest, type ApiKeyQuota } from "@/server/domain/api-keys/record-api-key-use";
import { CLIENT_IP_HEADER } from "@/server/http/client-address";
import type { Context, Next } from "hono";
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

/** Better Auth's GET endpoints that may change a user or session (e-mail verification, magic link, OAuth callbacks). */
function mayChangeSessions(path: string): boolean {
  return path.startsWith("/api/auth/") && path !== "/api/auth/me" && path !== "/api/auth/get-session";
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("=")).trim();

/**
 * Resolves the caller from the session cookie or `Authorization: Bearer`. docs/product/api-conventions.md: a
 * `Session-Token` header (the impersonation token) takes precedence and is used as the bearer.
 * The session and its caller (types, buyer account checked against current membership,
 * impersonator) come from `resolveRequestSession`, the same resolver server-rendered pages use:
 * one statement or this process's short cache, and Better Auth only for a due sliding refresh. A
 * request without a cookie or an authorization header never reaches Better Auth (decision 064).
 *
 * Security rules (docs/product/moderation-and-admin.md, decisions 052 and 064):
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
 * - A signed session cookie is verified with BETTER_AUTH_SECRET as Better Auth does; an expired
 *   session or a banned user's session does not resolve.
 * - Once a write has been served, this process's cached sessions are dropped, so the next request
 *   sees what it changed (other processes hear of it by NOTIFY).
 */
export const resolveSession = createMiddleware<ApiEnv>(async (c, next) => {
  const { db, settings } = c.var.ctx;
  const sessionToken =
    c.req.header("session-token")?.trim() || (opensEventStream(c.req.raw) ? getCookie(c, IMPERSONATE_COOKIE)?.trim() : undefined);
  const authorization = /^bearer\s+\S/i.test(c.req.header("authorization") ?? "") ? c.req.header("authorization")! : null;
  const cookie = sessionToken || authorization ? null : (c.req.header("cookie") ?? null);
  const unsafe = UNSAFE_METHODS.has(c.req.method);

  if (unsafe && cookie) {
    const origin = requestOrigin(c.req.raw.headers);
    if (!origin || !trustedOriginsFrom(settings).includes(origin)) {
      throw new AppError("forbidden", "This request did not come from a trusted origin.");
    }
  }

  const bearer = authorization?.slice(7).trim() ?? "";
  if (!sessionToken && looksLikeApiKey(bearer)) return serveWithApiKey(c, next, bearer);

  const result = await resolveRequestSession(c.var.ctx, { impersonation: sessionToken, authorization, cookie });
  if (result.kind === "impersonation-ended") {
    throw new AppError("unauthenticated", "This session has ended. Sign in again or stop impersonating.");
  }
  const resolved = result.kind === "signed-in" ? result.session : null;
  if (resolved) {
    c.set("caller", resolved.caller);
    c.set("returningVisit", isReturningVisit(resolved));
  }

  try {
    await next();
  } finally {
    if (unsafe || mayChangeSessions(c.req.path)) {
      forgetCachedSessions(c.var.ctx);
      // A key revoked here is refused by this process's very next request, before its NOTIFY is back.
      if (unsafe) forgetCachedApiKeys(c.var.ctx);
    }
  }
  // A due sliding refresh re-sets the session cookie, unless the response sets it itself (sign-out).
  if (resolved?.setCookies.length) {
    const headers = c.res.headers;
    const responseCookies = new Set(headers.getSetCookie().map(cookieName));
    for (const setCookie of resolved.setCookies) {
      if (!responseCookies.has(cookieName(setCookie))) headers.append("set-cookie", setCookie);
    }
  }

  const caller = c.var.caller;
  if (caller?.impersonatedBy) {
    await writeAuditLog(db, {
      actorUserId: caller.impersonatedBy,
      action: "impersonation.request",
      target: { type: "user", id: caller.userId },
      metadata: { method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, sessionId: caller.sessionId },
    });
  }
});

function setQuotaHeaders(headers: Headers, quota: ApiKeyQuota) {
  headers.set("RateLimit-Limit", String(quota.limit));
  headers.set("RateLimit-Remaining", String(quota.remaining));
  headers.set("RateLimit-Reset", String(quota.resetSeconds));
}

/**
 * A request carrying an organization's API key (`Authorization: Bearer rb_live_…`, decision 071):
 * on /api/v1 only, refused with 401 when the key is unknown, revoked or expired (its organization
 * deleted took it along), counted against the key's rate limit (429 over it) with the `RateLimit-*`
 * headers on every answer. The caller acts for the organization; which routes it may call is the
 * scope check of `requires(...)`.
 */
async function serveWithApiKey(c: Context<ApiEnv>, next: Next, secret: string) {
  const { ctx } = c.var;
  if (!c.req.path.startsWith("/api/v1/")) {
    throw new AppError("unauthenticated", "API keys work on /api/v1 only; sign in for this route.");
  }
  const found = await resolveApiKey(ctx, secret, { ip: c.req.header(CLIENT_IP_HEADER) ?? null });
  if (!found) throw new AppError("unauthenticated", "This API key is revoked, expired or unknown.");
  const quota = await countApiKeyRequest(ctx.db, found.keyId, Date.now());
  if (quota.exceeded) {
    const error = new AppError(
      "rate_limited",
      `This API key made more than ${quota.limit} requests this minute; try again in ${quota.resetSeconds} s.`,
    );
    error.details = { limit: quota.limit, resetSeconds: quota.resetSeconds };
    c.header("Retry-After", String(quota.resetSeconds));
    c.header("RateLimit-Limit", String(quota.limit));
    c.header("RateLimit-Remaining", "0");
    c.header("RateLimit-Reset", String(quota.resetSeconds));
    throw error;
  }
  c.set("caller", found.caller);
  try {
    await next();
  } finally {
    if (UNSAFE_METHODS.has(c.req.method)) forgetCachedSessions(ctx);
  }
  setQuotaHeaders(c.res.headers, quota);
}
