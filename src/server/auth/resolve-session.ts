import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppContext } from "@/server/context";
import { findSessionCaller, type SessionCaller } from "@/server/domain/identity/find-session-caller";
import { sessionCacheOf } from "./session-cache";

type SessionContext = Pick<AppContext, "auth" | "db" | "database">;

/** What the resolver needs of Better Auth's configuration, read once per process. */
export interface SessionAuthConfig {
  secret: string;
  sessionCookie: string;
  dontRememberCookie: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

const configs = new WeakMap<object, Promise<SessionAuthConfig>>();

/** Cookie names, secret and session ages exactly as this Better Auth instance uses them. */
export function sessionAuthConfig(auth: SessionContext["auth"]): Promise<SessionAuthConfig> {
  let config = configs.get(auth);
  if (!config) {
    config = auth.$context.then((c) => ({
      secret: c.secret,
      sessionCookie: c.authCookies.sessionToken.name,
      dontRememberCookie: c.authCookies.dontRememberToken.name,
      expiresInSeconds: c.sessionConfig.expiresIn,
      updateAgeSeconds: c.sessionConfig.updateAge,
    }));
    configs.set(auth, config);
  }
  return config;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One cookie of a Cookie header, read as better-call reads it: the first of that name, URI-decoded. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    return tryDecode(value);
  }
  return null;
}

function hmacMatches(secret: string, value: string, base64Signature: string): boolean {
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(base64Signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The value of a signed cookie (`value.signature`, the signature a base64 HMAC-SHA256 of the value
 * with BETTER_AUTH_SECRET), checked as better-call's `getSignedCookie` checks it; null when it is
 * unsigned, forged or malformed.
 */
export function verifySignedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  return hmacMatches(secret, value, signature) ? value : null;
}

/**
 * The session token of an `Authorization: Bearer` header, accepted as Better Auth's bearer plugin
 * accepts it: a signed token (`token.signature`, as `set-auth-token` hands it out, possibly
 * URI-encoded) whose signature holds, or a bare token (the plugin signs it itself: its
 * `requireSignature` is off), which is then looked up like any other.
 */
export function bearerSessionToken(authorization: string | null | undefined, secret: string): string | null {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== "bearer ") return null;
  const token = authorization.slice(7).trim();
  if (!token) return null;
  if (!token.includes(".")) return token;
  const decoded = token.includes("%") ? tryDecode(token) : token;
  const [value = "", signature = ""] = decoded.split(".");
  try {
    if (!hmacMatches(secret, value, signature)) return null;
  } catch {
    return null;
  }
  return verifySignedValue(decoded, secret);
}

/** Better Auth's sliding expiry: a session whose last extension is older than `updateAge` is due. */
export function isDueForRefresh(expiresAt: Date, config: Pick<SessionAuthConfig, "expiresInSeconds" | "updateAgeSeconds">, now: number) {
  return expiresAt.getTime() - config.expiresInSeconds * 1000 + config.updateAgeSeconds * 1000 <= now;
}

export interface ResolvedSession extends SessionCaller {
  /** Set-Cookie headers of a sliding refresh, for a response that can carry them. */
  setCookies: string[];
}

export interface SessionCredentials {
  /** The `Authorization` header (a `Session-Token` already turned into a bearer by the caller). */
  authorization?: string | null;
  /** The Cookie header; ignored when `authorization` is given (a header beats the cookie). */
  cookie?: string | null;
}

/**
 * The session of a request, without Better Auth on the common path. A request with neither header
 * costs nothing (not even Better Auth's configuration). A token is verified here as Better Auth
 * would (signed cookie; bearer plugin), then resolved by `findSessionCaller` in one statement, or
 * from this process's cache of a few seconds (cleared in every process by the `session_change`
 * NOTIFY, and by `forgetCachedSessions` after this process's own writes).
 *
 * Better Auth's sliding refresh is kept by handing the rare due request to Better Auth itself:
 * when the session's last extension is older than `updateAge` (and neither an impersonation, which
 * stays as short as it was started, nor a "don't remember me" session), `auth.api.getSession`
 * extends `expiresAt` and returns the cookie to set, exactly as it did for every request before.
 */
export async function resolveSessionCredentials(ctx: SessionContext, credentials: SessionCredentials): Promise<ResolvedSession | null> {
  const viaHeader = Boolean(credentials.authorization);
  if (!viaHeader && !credentials.cookie) return null;
  const config = await sessionAuthConfig(ctx.auth);
  let token: string | null;
  if (viaHeader) {
    token = bearerSessionToken(credentials.authorization, config.secret);
  } else {
    const signed = readCookie(credentials.cookie!, config.sessionCookie);
    token = signed ? verifySignedValue(signed, config.secret) : null;
  }
  if (!token) return null;

  const found = await resolveSessionToken(ctx, token);
  if (!found) return null;
  if (found.session.impersonatedBy || !isDueForRefresh(found.session.expiresAt, config, Date.now())) {
    return { ...found, setCookies: [] };
  }
  if (!viaHeader) {
    const dontRemember = readCookie(credentials.cookie!, config.dontRememberCookie);
    if (dontRemember && verifySignedValue(dontRemember, config.secret)) return { ...found, setCookies: [] };
  }
  const headers = new Headers(viaHeader ? { authorization: credentials.authorization! } : { cookie: credentials.cookie! });
  const refreshed = await ctx.auth.api.getSession({ headers, returnHeaders: true });
  if (!refreshed.response) return null;
  return { ...found, setCookies: viaHeader ? [] : refreshed.headers.getSetCookie() };
}

/** A verified session token to its caller: from this process's cache, else one statement. */
export async function resolveSessionToken(ctx: Pick<SessionContext, "db" | "database">, token: string): Promise<SessionCaller | null> {
  const cache = sessionCacheOf<SessionCaller>(ctx.database);
  const now = Date.now();
  const hit = cache.get(token);
  if (hit && hit.session.expiresAt.getTime() > now) return hit;
  const generation = cache.begin();
  const found = await findSessionCaller(ctx.db, token, now);
  if (found) cache.set(token, found, { userId: found.user.id, impersonatedBy: found.session.impersonatedBy }, generation);
  return found;
}

/**
 * Drops this process's cached sessions at once. The NOTIFY of a change reaches this process's own
 * LISTEN connection a moment after the commit, which a next request on the same process (a test,
 * a fast client) can beat; a write served here therefore clears the whole cache when it is done.
 */
export function forgetCachedSessions(ctx: Pick<SessionContext, "database">): void {
  sessionCacheOf(ctx.database).clearAll();
}

/** What a request carries, as the API middleware and the pages read it alike. */
export interface RequestCredentials {
  /**
   * An impersonation token: the `Session-Token` header of an API call, or the impersonation cookie
   * of a page (and of an EventSource, which cannot send headers). It beats every other credential.
   */
  impersonation?: string | null;
  /** The `Authorization` header; beats the cookie. */
  authorization?: string | null;
  /** The Cookie header. */
  cookie?: string | null;
}

export type RequestSession =
  | { kind: "signed-in"; session: ResolvedSession }
  | { kind: "anonymous" }
  /**
   * An impersonation token that no longer resolves (ended, expired, forged, or its admin is no
   * longer an unbanned admin). Nobody is signed in: neither the impersonated user nor, through
   * another credential, the admin, so an admin who stopped impersonating notices (decision 052).
   */
  | { kind: "impersonation-ended" };

/**
 * The one resolution of a request's caller, for the API (src/server/api/middleware/session.ts)
 * and the server-rendered pages (./page-session.ts) alike: an impersonation token first, then the
 * bearer, then the cookie; a credential given in a header never falls back to the cookie.
 */
export async function resolveRequestSession(ctx: SessionContext, credentials: RequestCredentials): Promise<RequestSession> {
  if (credentials.impersonation) {
    const impersonated = await resolveSessionCredentials(ctx, { authorization: `Bearer ${credentials.impersonation}` });
    return impersonated ? { kind: "signed-in", session: impersonated } : { kind: "impersonation-ended" };
  }
  const own = await resolveSessionCredentials(
    ctx,
    credentials.authorization ? { authorization: credentials.authorization } : { cookie: credentials.cookie ?? null },
  );
  return own ? { kind: "signed-in", session: own } : { kind: "anonymous" };
}
