import type { BrowserContext, Page } from "playwright-core";
import { type ApiClient, createApiClient } from "@/lib/api-client";
import type { AuthRoutes, V1Routes, V2Routes } from "@/lib/api-routes";
import { baseURL } from "./browser";

/*
 * The typed client the UI uses (src/lib/api-client.ts, decision 070), pointed at the running test
 * server: a route's path, input and answer are checked by the compiler here as in the app, so a
 * test's setup cannot call a path the routers do not have. Requests a test sends wrong on purpose
 * (bad input, a missing Origin, a forged cookie) stay raw `fetch` calls, each saying why.
 */

/** Who calls: a bearer token (a user made by `signUpViaApi`), or a browser context or page whose cookies sign the call. */
export type Caller = string | { token: string } | BrowserContext | Page;

export interface TestClient {
  /** The main API, /api/v1. */
  v1: ApiClient<V1Routes>;
  /** The administrative API, /api/v2. */
  v2: ApiClient<V2Routes>;
  /** Our own routes under /api/auth (GET /me, the brand payment info). */
  auth: ApiClient<AuthRoutes>;
}

function contextOf(caller: BrowserContext | Page): BrowserContext {
  return "context" in caller && typeof caller.context === "function" ? caller.context() : (caller as BrowserContext);
}

/** GET /api/auth/me as `caller` (signed in: a signed-out answer fails the test). */
export async function meOf(caller: Caller) {
  const me = await testClient(caller).auth.call("GET /me");
  if (!me) throw new Error("GET /api/auth/me answered null: the caller is not signed in");
  return me;
}

/** The three typed clients as `caller`, each request carrying the Origin a browser would send. */
export function testClient(caller: Caller): TestClient {
  const token = typeof caller === "string" ? caller : "token" in caller ? caller.token : undefined;
  const browser = typeof caller === "string" || "token" in caller ? undefined : contextOf(caller);
  const signedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("origin", baseURL());
    if (browser) {
      const cookies = await browser.cookies(baseURL());
      headers.set("cookie", cookies.map((c) => `${c.name}=${c.value}`).join("; "));
    }
    return fetch(input, { ...init, headers });
  };
  const options = { getToken: () => token, getImpersonationToken: () => null, fetch: signedFetch };
  return {
    v1: createApiClient<V1Routes>("v1", { ...options, baseUrl: () => `${baseURL()}/api/v1` }),
    v2: createApiClient<V2Routes>("v2", { ...options, baseUrl: () => `${baseURL()}/api/v2` }),
    auth: createApiClient<AuthRoutes>("auth", { ...options, baseUrl: () => `${baseURL()}/api/auth` }),
  };
}
