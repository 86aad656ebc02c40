import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type { PaymentMethod } from "../contracts/money";
import { ApiClientError, createApiClient, type ApiClientOptions } from "./api-client";
import type { AuthRoutes, OutputOf, V1Routes } from "./api-routes";

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, raw?: string) {
  const calls: Call[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    const text = raw ?? (body === undefined ? "" : JSON.stringify(body));
    return Promise.resolve(new Response(text, { status, headers: { "content-type": "application/json" } }));
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;
const v1With = (options: Partial<ApiClientOptions> & { fetch: typeof fetch }) =>
  createApiClient<V1Routes>("v1", { baseUrl: "https://api.test/api/v1/", getImpersonationToken: () => null, ...options });

describe("createApiClient", () => {
  it("joins base URL and path and answers the whole JSON body", async () => {
    const f = fakeFetch(200, { data: { payment_provider: "sandbox" } });
    await expect(v1With({ fetch: f.fn }).call("GET /auth/settings-info")).resolves.toEqual({ data: { payment_provider: "sandbox" } });
    expect(f.calls[0]!.url).toBe("https://api.test/api/v1/auth/settings-info");
    expect(f.calls[0]!.init.method).toBe("GET");
    expect(f.calls[0]!.init.body).toBeUndefined();
  });

  it("sends array parameters as repeated names without indexes", async () => {
    const f = fakeFetch(200, { data: [] });
    await v1With({ fetch: f.fn }).call("GET /creators", { query: { niche: ["beauty", "home"], q: "glow", page: undefined } });
    expect(f.calls[0]!.url).toBe("https://api.test/api/v1/creators?niche=beauty&niche=home&q=glow");
    expect(f.calls[0]!.url).not.toContain("%5B");
  });

  it("adds Authorization: Bearer when a token is available, and none otherwise", async () => {
    const f = fakeFetch(200, { data: 1 });
    await v1With({ fetch: f.fn, getToken: () => "tok-1" }).call("GET /plans");
    await v1With({ fetch: f.fn, getToken: () => null }).call("GET /plans");
    expect(headersOf(f.calls[0]!).authorization).toBe("Bearer tok-1");
    expect(headersOf(f.calls[1]!).authorization).toBeUndefined();
  });

  it("sends the impersonation token as Session-Token; a call may name another one, or none", async () => {
    const f = fakeFetch(200, { data: 1 });
    const client = v1With({ fetch: f.fn, getImpersonationToken: () => "imp-9" });
    await client.call("GET /plans");
    await client.call("GET /plans", { impersonation: "imp-2" });
    await client.call("GET /plans", { impersonation: null });
    expect(headersOf(f.calls[0]!)["session-token"]).toBe("imp-9");
    expect(headersOf(f.calls[1]!)["session-token"]).toBe("imp-2");
    expect(headersOf(f.calls[2]!)["session-token"]).toBeUndefined();
  });

  it("fills path parameters (encoded) and sends the JSON body", async () => {
    const f = fakeFetch(200, { data: [{ id: "pm_1", is_default: true }] });
    const client = v1With({ fetch: f.fn });
    const res = await client.call("POST /auth/payment-methods/:id/default", { param: { id: "a b/c" } });
    expect(f.calls[0]!.url).toBe("https://api.test/api/v1/auth/payment-methods/a%20b%2Fc/default");
    expect(f.calls[0]!.init.method).toBe("POST");
    expect(res.data[0]!.id).toBe("pm_1");

    await client.call("POST /auth/subscriptions/quote", { json: { plan: "pro" } });
    expect(JSON.parse(f.calls[1]!.init.body as string)).toEqual({ plan: "pro" });
    expect(headersOf(f.calls[1]!)["content-type"]).toBe("application/json");
    expect(f.calls[1]!.init.credentials).toBe("include");
  });

  it("throws ApiClientError carrying the API error body", async () => {
    const f = fakeFetch(400, { error: { code: "validation_error", message: "amount: too small", fields: { amount: "too small" } } });
    const error = await v1With({ fetch: f.fn })
      .call("POST /auth/payouts", { json: { amount: -1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, code: "validation_error", message: "amount: too small", fields: { amount: "too small" } });
  });

  it("throws an http_error for a failure without the API error shape", async () => {
    const f = fakeFetch(502, undefined, "<html>Bad gateway</html>");
    await expect(v1With({ fetch: f.fn }).call("GET /plans")).rejects.toMatchObject({ status: 502, code: "http_error" });
  });

  it("throws a network_error when the request never reaches the server", async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch;
    await expect(v1With({ fetch: failing }).call("GET /plans")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("yields null for a body that is JSON null (GET /api/auth/me signed out)", async () => {
    const f = fakeFetch(200, null);
    const auth = createApiClient<AuthRoutes>("auth", { baseUrl: "/api/auth", fetch: f.fn, getImpersonationToken: () => null });
    await expect(auth.call("GET /me")).resolves.toBeNull();
    expect(f.calls[0]!.url).toBe("/api/auth/me");
  });

  it("rejects a successful answer that is not JSON", async () => {
    const f = fakeFetch(200, undefined, "not json");
    await expect(v1With({ fetch: f.fn }).call("GET /plans")).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("keys a query by client, endpoint and input (not by signal or headers), and builds URLs the same way", () => {
    const client = v1With({ fetch: fakeFetch(200, {}).fn });
    const query = client.query("GET /auth/orders/:id", { param: { id: "o1" }, signal: new AbortController().signal });
    expect(query.key).toEqual(["v1", "GET /auth/orders/:id", { param: { id: "o1" } }]);
    expect(client.url("GET /auth/wallet/transactions", { query: { format: "csv" } })).toBe(
      "https://api.test/api/v1/auth/wallet/transactions?format=csv",
    );
  });

  it("takes its types from the routers", () => {
    type Methods = OutputOf<V1Routes, "GET /auth/payment-methods">;
    expectTypeOf<Methods["data"]>().toEqualTypeOf<PaymentMethod[]>();
    const client = v1With({ fetch: fakeFetch(200, {}).fn });
    // @ts-expect-error a path parameter is required
    void (() => client.call("DELETE /auth/payment-methods/:id"));
    // @ts-expect-error the body must match the route's schema
    void (() => client.call("POST /auth/notifications/read", { json: { ids: 1 } }));
    // @ts-expect-error an endpoint the router does not have
    void (() => client.call("GET /no-such-route"));
  });
});
