import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type { ApiV1, ResponseOf } from "../contracts/api";
import type { PaymentMethod } from "../contracts/money";
import { ApiClientError, createApiClient, typedApiClient } from "./api-client";

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

describe("createApiClient", () => {
  it("GET yields the response's data and joins base URL and path", async () => {
    const f = fakeFetch(200, { data: { payment_provider: "sandbox" } });
    const client = createApiClient({
      baseUrl: "https://api.test/api/v1/",
      fetch: f.fn,
      getImpersonationToken: () => null,
    });
    await expect(client.get("/auth/settings-info")).resolves.toEqual({
      payment_provider: "sandbox",
    });
    expect(f.calls[0]!.url).toBe("https://api.test/api/v1/auth/settings-info");
    expect(f.calls[0]!.init.method).toBe("GET");
    expect(f.calls[0]!.init.body).toBeUndefined();
  });

  it("sends array parameters as repeated names without indexes", async () => {
    const f = fakeFetch(200, { data: [] });
    const client = createApiClient({
      baseUrl: "https://api.test",
      fetch: f.fn,
      getImpersonationToken: () => null,
    });
    await client.get("/creators", { niche: ["beauty", "home"], q: "glow", page: undefined });
    expect(f.calls[0]!.url).toBe("https://api.test/creators?niche=beauty&niche=home&q=glow");
    expect(f.calls[0]!.url).not.toContain("%5B");
  });

  it("adds Authorization: Bearer when a token is available, and none otherwise", async () => {
    const f = fakeFetch(200, { data: 1 });
    await createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getToken: () => "tok-1",
      getImpersonationToken: () => null,
    }).get("/x");
    await createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getToken: () => null,
      getImpersonationToken: () => null,
    }).get("/x");
    expect(headersOf(f.calls[0]!).authorization).toBe("Bearer tok-1");
    expect(headersOf(f.calls[1]!).authorization).toBeUndefined();
  });

  it("sends the impersonation token as Session-Token when present", async () => {
    const f = fakeFetch(200, { data: 1 });
    await createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getImpersonationToken: () => "imp-9",
    }).get("/x");
    await createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getImpersonationToken: () => null,
    }).get("/x");
    expect(headersOf(f.calls[0]!)["session-token"]).toBe("imp-9");
    expect(headersOf(f.calls[1]!)["session-token"]).toBeUndefined();
  });

  it("POSTs a JSON body and returns the whole response body", async () => {
    const f = fakeFetch(200, { data: { url: "https://pay.test/c/1" } });
    const client = createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getImpersonationToken: () => null,
    });
    await expect(client.post("/auth/sandbox/add-wallet-funds", { amount: 2500 })).resolves.toEqual({
      data: { url: "https://pay.test/c/1" },
    });
    expect(f.calls[0]!.init.method).toBe("POST");
    expect(f.calls[0]!.init.body).toBe('{"amount":2500}');
    expect(headersOf(f.calls[0]!)["content-type"]).toBe("application/json");
    expect(f.calls[0]!.init.credentials).toBe("include");
  });

  it("throws ApiClientError carrying the API error body", async () => {
    const f = fakeFetch(400, {
      error: {
        code: "validation_error",
        message: "amount: too small",
        fields: { amount: "too small" },
      },
    });
    const client = createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getImpersonationToken: () => null,
    });
    const error = await client.post("/x", { amount: -1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_error",
      message: "amount: too small",
      fields: { amount: "too small" },
    });
  });

  it("throws an http_error for a failure without the API error shape", async () => {
    const f = fakeFetch(502, undefined, "<html>Bad gateway</html>");
    const client = createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getImpersonationToken: () => null,
    });
    await expect(client.get("/x")).rejects.toMatchObject({ status: 502, code: "http_error" });
  });

  it("throws a network_error when the request never reaches the server", async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch;
    const client = createApiClient({
      baseUrl: "https://a",
      fetch: failing,
      getImpersonationToken: () => null,
    });
    await expect(client.get("/x")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("yields null for a GET whose body is JSON null (e.g. /api/auth/me signed out) via request", async () => {
    const f = fakeFetch(200, null);
    const client = createApiClient({ baseUrl: "", fetch: f.fn, getImpersonationToken: () => null });
    await expect(client.request("GET", "/api/auth/me")).resolves.toBeNull();
    expect(f.calls[0]!.url).toBe("/api/auth/me");
  });

  it("rejects a successful answer that is not JSON", async () => {
    const f = fakeFetch(200, undefined, "not json");
    const client = createApiClient({
      baseUrl: "https://a",
      fetch: f.fn,
      getImpersonationToken: () => null,
    });
    await expect(client.get("/x")).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("typedApiClient", () => {
  it("fills path parameters, sends the body and answers the whole JSON body, typed from the contracts", async () => {
    const f = fakeFetch(200, { data: [{ id: "pm_1", is_default: true }] });
    const client = typedApiClient<ApiV1>(
      createApiClient({ baseUrl: "https://api.test/api/v1", fetch: f.fn, getImpersonationToken: () => null }),
    );
    const res = await client.call("POST /auth/payment-methods/{id}/default", { params: { id: "a b/c" } });
    expect(f.calls[0]!.url).toBe("https://api.test/api/v1/auth/payment-methods/a%20b%2Fc/default");
    expect(f.calls[0]!.init.method).toBe("POST");
    expect(res.data[0]!.id).toBe("pm_1");
    expectTypeOf(res.data).toEqualTypeOf<PaymentMethod[]>();

    await client.call("POST /auth/subscriptions/quote", { body: { plan: "pro" } });
    expect(f.calls[1]!.url).toBe("https://api.test/api/v1/auth/subscriptions/quote");
    expect(JSON.parse(f.calls[1]!.init.body as string)).toEqual({ plan: "pro" });

    await client.call("GET /auth/wallet/transactions", { query: { type: ["top_up", "subscription"], per_page: 5 } });
    expect(f.calls[2]!.url).toBe("https://api.test/api/v1/auth/wallet/transactions?type=top_up&type=subscription&per_page=5");
  });

  it("types dates of answers as the strings JSON carries", () => {
    expectTypeOf<ResponseOf<ApiV1["GET /creators/{customUrl}"]>["data"]["updatedAt"]>().toEqualTypeOf<string>();
    // @ts-expect-error a path parameter is required
    void (() => typedApiClient<ApiV1>(createApiClient({ baseUrl: "" })).call("DELETE /auth/payment-methods/{id}"));
    // @ts-expect-error the body must match the contract
    void (() => typedApiClient<ApiV1>(createApiClient({ baseUrl: "" })).call("POST /auth/notifications/read", { body: { ids: 1 } }));
  });
});
