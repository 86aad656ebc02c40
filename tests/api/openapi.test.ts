import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app";

/*
 * /Api/v1/openapi.json is valid OpenAPI 3.1 and lists every route the app serves
 * under /api/v1 (read from the app, so a route added without a declaration fails here), plus our
 * own /api/auth/me and /api/auth/brand/payment-info.
 */

const t = await createTestApp();
afterAll(() => t.close());

type Operation = { summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Our own routes outside /api/v1 that the document must list too. */
const OWN_AUTH_ROUTES = ["GET /api/auth/me", "GET /api/auth/brand/payment-info", "PUT /api/auth/brand/payment-info"];

/** Hono's `:name` and `:name{regex}` become OpenAPI's `{name}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}");

/** The test hooks (/api/v1/dev/*) are served outside production but are not part of the document. */
const isTestHook = (path: string) => path.startsWith("/api/v1/dev/");

function appRoutes(): string[] {
  const routes = t.app.routes
    .filter((r) => METHODS.has(r.method) && r.path.startsWith("/api/v1/") && !isTestHook(r.path))
    .map((r) => `${r.method} ${toOpenApiPath(r.path)}`);
  return [...new Set(routes)].sort();
}

async function fetchDocument(): Promise<Doc> {
  const res = await t.request("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as Doc;
}

function documentedRoutes(doc: Doc): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every /api/v1 route of the app, and no route the app does not serve", async () => {
    const doc = await fetchDocument();
    const app = appRoutes();
    // The app really has routes of every kind (a broken route reader would pass vacuously).
    expect(app).toEqual(
      expect.arrayContaining([
        "GET /api/v1/creators",
        "POST /api/v1/webhooks/{provider}",
        "GET /api/v1/media/{key}",
        "PUT /api/v1/storage/signed/{key}",
        "GET /api/v1/openapi.json",
      ]),
    );
    const documented = documentedRoutes(doc);
    expect(t.app.routes.some((r) => isTestHook(r.path))).toBe(true);
    expect(documented.filter((route) => route.includes("/api/v1/dev/"))).toEqual([]);
    expect(app.filter((route) => !documented.includes(route))).toEqual([]);
    const served = [...app, ...OWN_AUTH_ROUTES];
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    expect(documented).toEqual(expect.arrayContaining(OWN_AUTH_ROUTES));
  });

  it("gives each operation a summary, a tag and its answers; signed-in routes name the session", async () => {
    const doc = await fetchDocument();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        expect(op.tags?.length, where).toBe(1);
        expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
        // A route that can answer 401 must say how to authenticate: the session, and an API key
        // exactly when the route names the scope a key needs (decision 071).
        const scope = (op as { "x-required-scope"?: string })["x-required-scope"];
        const keys = scope ? [{ apiKey: [scope] }] : [];
        if (op.responses?.["401"] || scope) expect(op.security, where).toEqual([{ sessionCookie: [] }, { bearer: [] }, ...keys]);
      }
    }
    expect(doc.components).toHaveProperty(["securitySchemes", "sessionCookie", "in"], "cookie");
  });
});

describe("declared routes keep the API's error shape", () => {
  it("a bad query is a 400 naming the field", async () => {
    const res = await t.request("/api/v1/creators?pageSize=1000");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toEqual(["pageSize"]);
  });

  it("a bad path parameter is a 400 naming it", async () => {
    const res = await t.request("/api/v1/creators/not%20a%20url");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toEqual(["customUrl"]);
  });
});
