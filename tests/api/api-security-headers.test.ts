import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The API is served beside Next, never through its proxy (decision 062), so the Hono app alone
 * gives API answers their security headers — once each, on every kind of answer.
 */

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ BETTER_AUTH_URL: "https://reelbrief.example" });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

const EXPECTED = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

describe("API security headers", () => {
  it.each([
    ["a route of ours", "/api/v1/health", 200],
    ["Better Auth's", "/api/auth/get-session", 200],
    ["an unknown path", "/api/v1/no-such-route", 404],
    ["a refused request", "/api/v1/auth/orders", 401],
    ["the admin API", "/api/v2/users", 403],
  ])("%s answer carries each header once, and no HSTS over http", async (_, path, status) => {
    const res = await t.request(path);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when the site is served over https", async () => {
    const res = await https.request("/api/v1/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});
