import { Hono } from "hono";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@/contracts/errors";
import { handleError } from "@/server/api/middleware/errors";
import type { ApiEnv } from "@/server/api/types";
import { parseBody, parseQuery, queryArray } from "@/server/api/validation";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health", () => {
  it("checks the database on both APIs", async () => {
    for (const path of ["/api/v1/health", "/api/v2/health"]) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { status: string; database: { kind: string } } };
      expect(body.data.status).toBe("ok");
      expect(body.data.database.kind).toBe(t.ctx.database.kind);
    }
  });
});

describe("the error shape", () => {
  it("answers an unknown route with a JSON 404 in the one error shape", async () => {
    const res = await t.request("/api/v1/no-such-thing");
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("not_found");
  });

  it("gives every response a request id, and keeps a sane incoming one", async () => {
    const fresh = await t.request("/api/v1/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request("/api/v1/health", { headers: { "x-request-id": "trace-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-123");
    const replaced = await t.request("/api/v1/health", { headers: { "x-request-id": "bad id with spaces" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });
});

describe("the admin API", () => {
  it("refuses anonymous callers and non-admins alike with 403", async () => {
    const anonymous = await t.request("/api/v2/whoami");
    expect(anonymous.status).toBe(403);
    expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe("forbidden");

    for (const types of [["brand"], ["creator"], ["brand", "creator"]] as const) {
      const user = await createUser(t, { types: [...types] });
      const res = await t.request("/api/v2/whoami", { token: user.token });
      expect(res.status).toBe(403);
    }
  });

  it("lets an admin in", async () => {
    const admin = await createUser(t, { role: "admin" });
    const res = await t.request("/api/v2/whoami", { token: admin.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { userId: admin.id, role: "admin" } });
  });

  it("accepts the Session-Token header as the caller's token (docs/product/api-conventions.md)", async () => {
    const admin = await createUser(t, { role: "admin" });
    const res = await t.request("/api/v2/whoami", { headers: { "session-token": admin.token } });
    expect(res.status).toBe(200);
  });
});

describe("input validation helpers", () => {
  // A probe app exercising the helpers the way every router uses them.
  const probe = new Hono<ApiEnv>()
    .onError(handleError)
    .get("/search", (c) =>
      c.json(parseQuery(c, z.object({ niche: queryArray(z.string()).optional(), page: z.coerce.number().int().min(1).default(1) }))),
    )
    .post("/things", async (c) => c.json(await parseBody(c, z.object({ title: z.string().min(3), amount: z.number().int() }))));

  it("reads array parameters sent as repeated names without indexes", async () => {
    const many: unknown = await (await probe.request("/search?niche=beauty&niche=pets")).json();
    expect(many).toEqual({ niche: ["beauty", "pets"], page: 1 });
    const one: unknown = await (await probe.request("/search?niche=beauty&page=2")).json();
    expect(one).toEqual({ niche: ["beauty"], page: 2 });
  });

  it("answers a bad body with a 400 naming each field", async () => {
    const res = await probe.request("/things", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x", amount: 1.5 }),
    });
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["amount", "title"]);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await probe.request("/things", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(res.status).toBe(400);
  });

  it("answers a bad query parameter with a 400", async () => {
    const res = await probe.request("/search?page=0");
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.fields).toHaveProperty("page");
  });
});
