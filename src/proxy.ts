import { getSessionCookie } from "better-auth/cookies";
import { type NextRequest, NextResponse } from "next/server";
import { loadSettings } from "@/config/env";
import { REDIRECT_COOKIE, REDIRECT_COOKIE_OPTIONS, REQUESTED_PATH_HEADER } from "@/lib/redirect-cookie";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import {
  API_CONTENT_SECURITY_POLICY,
  commonSecurityHeaders,
  pageContentSecurityPolicy,
  policySourcesFrom,
  prerenderedPageContentSecurityPolicy,
  type PolicySources,
} from "@/server/http/security-headers";
import { prerenderedScriptHashes } from "@/server/http/static-page-policy";

/** The signed-in areas: without a session cookie they redirect to sign-in. */
const SIGNED_IN_AREAS = ["/dashboard", "/platform", "/inbox"];

function isSignedInArea(pathname: string): boolean {
  return SIGNED_IN_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

let policy: { sources: PolicySources; isHttps: boolean; isDev: boolean } | undefined;

/** Read once per process: the settings do not change while it runs. */
function policySettings() {
  if (!policy) {
    const settings = loadSettings();
    policy = {
      sources: policySourcesFrom(settings),
      isHttps: settings.BETTER_AUTH_URL.startsWith("https:"),
      isDev: settings.NODE_ENV === "development",
    };
  }
  return policy;
}

/**
 * Runs before every page (docs/decisions/005 and 014). The API is served beside Next
 * (scripts/serve.mjs, decision 062) and never comes here, but for /api/og, an image Next renders:
 * - security headers on every response, with a fresh script nonce per page rendered per request
 *   (Next reads it from the request's Content-Security-Policy header and puts it on its own inline
 *   scripts); a page prerendered at build time gets a policy listing its inline scripts' hashes
 *   instead (decision 019), since its HTML is the same for everyone;
 * - the signed-in areas' first gate: it only checks that a session cookie is present (no
 *   database here). Without one, the browser goes to /auth/signin and the wanted path into the
 *   `redirect` cookie, unless the request is a link prefetch: the page's links are prefetched
 *   once a session ends, and the user wants to come back where they were, not to the last link
 *   prefetched. With one, the pages check the session for real and the role (decision 094).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { sources, isHttps, isDev } = policySettings();
  const isApi = pathname.startsWith("/api/");
  const prerendered = isApi || isDev ? null : prerenderedScriptHashes(pathname);
  const nonce = isApi || prerendered ? "" : btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const csp = isApi
    ? API_CONTENT_SECURITY_POLICY
    : prerendered
      ? prerenderedPageContentSecurityPolicy(prerendered, sources, { isDev, isHttps })
      : pageContentSecurityPolicy(nonce, sources, { isDev, isHttps });

  let response: NextResponse;
  if (isSignedInArea(pathname) && getSessionCookie(request) === null && !request.cookies.has(IMPERSONATE_COOKIE)) {
    response = NextResponse.redirect(new URL("/auth/signin", request.url));
    if (!isPrefetch(request)) response.cookies.set(REDIRECT_COOKIE, `${pathname}${search}`, REDIRECT_COOKIE_OPTIONS);
  } else {
    const headers = new Headers(request.headers);
    if (nonce) {
      headers.set("content-security-policy", csp);
      headers.set("x-nonce", nonce);
    }
    if (isSignedInArea(pathname)) headers.set(REQUESTED_PATH_HEADER, `${pathname}${search}`);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(commonSecurityHeaders(isHttps))) response.headers.set(name, value);
  return response;
}

/** A request Next's router sends to prefetch a link, not one the user made. */
function isPrefetch(request: NextRequest): boolean {
  return request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
}

export const config = {
  // Every page and public file; Next's hashed build files get their headers from next.config.ts.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
