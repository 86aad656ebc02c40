import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiDocument } from "@/server/api/admin-openapi-document";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Every route of the administrative API, read from its own OpenAPI document, so a route added
 * later is covered without touching this file: a brand, a creator and a signed-out caller all get
 * 403 before anything is read or written. Routes open to non-admins on purpose are listed here.
 */
const OPEN_TO_ALL = new Set(["GET /api/v2/health", "DELETE /api/v2/impersonation"]);
const SOME_UUID = "00000000-0000-4000-8000-000000000000";

const routes = Object.entries(adminApiDocument().paths ?? {}).flatMap(([path, item]) =>
  Object.keys(item ?? {})
    .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
    .map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, SOME_UUID),
    })),
);

let t: TestApp;
let brand: TestUser;
let creator: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [brand, creator, admin] = await Promise.all([
    createUser(t, { types: ["brand"] }),
    createUser(t, { types: ["creator"] }),
    createUser(t, { role: "admin" }),
  ]);
});
afterAll(() => t.close());

describe("the administrative API is for admins only", () => {
  it("documents the console's routes", () => {
    expect(routes.map((r) => r.key)).toEqual(
      expect.arrayContaining(["GET /api/v2/whoami", "GET /api/v2/payouts", "GET /api/v2/openapi.json"]),
    );
  });

  it.each(routes.filter((r) => !OPEN_TO_ALL.has(r.key)))(
    "$key answers 403 to a brand, a creator and a signed-out caller",
    async (route) => {
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      for (const caller of [brand, creator, undefined]) {
        const res = await t.request(route.path, { method: route.method, token: caller?.token, body });
        expect(res.status, `${route.key} as ${caller ? caller.email : "signed out"}`).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
      }
    },
  );

  it("serves its OpenAPI 3.1 document to an admin", async () => {
    const res = await t.request("/api/v2/openapi.json", { token: admin.token });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(Object.keys(adminApiDocument().paths ?? {}));
  });
});
