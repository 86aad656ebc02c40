import { eq } from "drizzle-orm";
import { type ApiClient, createApiClient } from "@/lib/api-client";
import type { AuthRoutes, V1Routes, V2Routes } from "@/lib/api-routes";
import { createApiApp, type ApiApp } from "@/server/api/app";
import { createAppContext, type AppContext } from "@/server/context";
import { user } from "@/server/db/schema";
import { cloneTestDatabase } from "./test-database";
import { TEST_ORIGIN, testSettings } from "./test-settings";

export interface TestApp {
  ctx: AppContext;
  app: ApiApp;
  /** Calls the app in-process; JSON bodies are encoded, `token` becomes a bearer header. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /**
   * The typed client the UI uses (decision 070), calling the app in-process as `token`'s user:
   * `t.as(token).v1.call("POST /auth/orders", { json })` answers the success body and throws
   * `ApiClientError` otherwise. For a test of bad input or of a refusal's status, keep `request`.
   */
  as(token?: string): TestClients;
  close(): Promise<void>;
}

export interface TestClients {
  v1: ApiClient<V1Routes>;
  v2: ApiClient<V2Routes>;
  auth: ApiClient<AuthRoutes>;
}

export interface TestRequestInit {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** The whole API on a private cloned database, for one test file. */
export async function createTestApp(settingOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await cloneTestDatabase();
  const ctx = createAppContext(testSettings(settingOverrides), database);
  const app = createApiApp(ctx);
  return {
    ctx,
    app,
    request: async (path, init = {}) => {
      const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        headers["content-type"] ??= "application/json";
        body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      }
      return app.request(path, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
    },
    as: (token) => clientsFor(app, token),
    close: () => database.close(),
  };
}

function clientsFor(app: ApiApp, token: string | undefined): TestClients {
  const inProcess: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("origin", TEST_ORIGIN);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return app.request(url, { ...init, headers });
  };
  const options = { getToken: () => token, getImpersonationToken: () => null, fetch: inProcess };
  return {
    v1: createApiClient<V1Routes>("v1", { ...options, baseUrl: "/api/v1" }),
    v2: createApiClient<V2Routes>("v2", { ...options, baseUrl: "/api/v2" }),
    auth: createApiClient<AuthRoutes>("auth", { ...options, baseUrl: "/api/auth" }),
  };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

let counter = 0;

/**
 * Signs a new user up through the real auth endpoints and returns its bearer token. The e-mail is
 * marked verified (as if the link had been opened) unless `verified: false`: money moves only for
 * verified addresses.
 */
export async function createUser(
  t: TestApp,
  options: { types?: ("brand" | "creator")[]; role?: "user" | "admin"; onboarded?: boolean; name?: string; verified?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = `user${counter}-${Math.random().toString(36).slice(2, 8)}@test.reelbrief.com`;
  const password = "correct-horse-battery";
  const res = await t.request("/api/auth/sign-up/email", {
    body: { email, password, name: options.name ?? `Test User ${counter}` },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // Sign-up does not sign in (it answers an existing e-mail like a new one): sign in next, as the form does.
  const signIn = await t.request("/api/auth/sign-in/email", { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
  const token = signIn.headers.get("set-auth-token");
  const { user: created } = (await signIn.json()) as { user: { id: string } };
  if (!token) throw new Error("sign-in returned no bearer token");
  await t.ctx.db
    .update(user)
    .set({
      types: options.types ?? [],
      role: options.role ?? "user",
      didOnboard: options.onboarded ?? (options.types?.length ?? 0) > 0,
      emailVerified: options.verified ?? true,
    })
    .where(eq(user.id, created.id));
  return { id: created.id, email, token };
}
