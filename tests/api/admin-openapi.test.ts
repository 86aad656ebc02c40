import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TAGS } from "@/server/api/admin-openapi-document";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * /api/v2/openapi.json is a valid OpenAPI 3.1 document and lists every route the app serves under
 * /api/v2, read from the app's own router: a v2 route added without a declaration fails here, and
 * so does a declaration of a route the app does not serve.
 */

type Operation = { summary?: string; tags?: string[]; responses?: Record<string, unknown> };
type Doc = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; tags?: { name: string }[] };

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Hono's `:name` and `:name{regex}` become OpenAPI's `{name}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}");

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t.close());

function appRoutes(): string[] {
  const routes = t.app.routes
    .filter((r) => METHODS.has(r.method) && r.path.startsWith("/api/v2/"))
    .map((r) => `${r.method} ${toOpenApiPath(r.path)}`);
  return [...new Set(routes)].sort();
}

async function fetchDocument(): Promise<Doc> {
  const res = await t.request("/api/v2/openapi.json", { token: admin.token });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as Doc;
}

const documentedRoutes = (doc: Doc) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe("GET /api/v2/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Reelbrief administrative API");
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every /api/v2 route the app serves, and nothing else", async () => {
    const doc = await fetchDocument();
    const app = appRoutes();
    // The router really has routes of every kind (a broken reader would pass vacuously).
    expect(app).toEqual(
      expect.arrayContaining([
        "GET /api/v2/overview",
        "GET /api/v2/payouts",
        "POST /api/v2/payouts/{id}/approve",
        "GET /api/v2/openapi.json",
        "GET /api/v2/whoami",
      ]),
    );
    const documented = documentedRoutes(doc);
    expect(app.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !app.includes(route))).toEqual([]);
  });

  it("gives each operation a summary, one of the console's tags and its answers", async () => {
    const doc = await fetchDocument();
    const tags = new Set(ADMIN_TAGS.map((tag) => tag.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        expect(op.tags?.length, where).toBe(1);
        expect(tags.has(op.tags![0]!), where).toBe(true);
        expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
      }
    }
    expect(doc.paths["/api/v2/overview"]?.get?.tags).toEqual(["Overview"]);
  });
});
