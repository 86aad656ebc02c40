import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../types";
import { jsonBodyGuard, MAX_JSON_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from "./json-body-guard";

const bytes = (text: string) => new TextEncoder().encode(text);
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, not brackets inside strings or escaped quotes", () => {
    expect(nestsDeeperThan(bytes(nested(3)), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(nested(4)), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('{"a":{"b":[1]}}'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":{"b":[{}]}}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`{"a":"${"[{".repeat(50)}"}`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(`["\\"${"[".repeat(50)}"]`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(`["é😀[[", [[]]]`), 2)).toBe(true);
    expect(nestsDeeperThan(bytes(nested(50_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});

/** A route behind the guard that echoes what it parsed, and one that reads the raw request (as Better Auth does). */
function app() {
  const a = new Hono<ApiEnv>();
  a.use("*", jsonBodyGuard);
  a.post("/json", async (c) => c.json({ got: await c.req.json<unknown>() }));
  a.post("/raw", async (c) => c.json({ got: (await c.req.raw.json()) as unknown }));
  a.put("/upload", async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }));
  return a;
}

const post = (path: string, body: string, contentType = "application/json", method = "POST") =>
  app().request(path, { method, body, headers: { "content-type": contentType } });

describe("jsonBodyGuard", () => {
  it("lets a normal body through to c.req.json() and to the raw request alike", async () => {
    const body = { name: "Ada", tags: [["x"]], note: "[[[[" };
    for (const path of ["/json", "/raw"]) {
      const res = await post(path, JSON.stringify(body));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ got: body });
    }
  });

  it("refuses nesting past the limit with a 400 in the error shape, whatever the content type says", async () => {
    for (const contentType of ["application/json", "text/plain", ""]) {
      const res = await post("/json", nested(50_000), contentType);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "validation_error",
          message: "The request body may nest at most 32 levels of arrays and objects",
          fields: { _: "The request body may nest at most 32 levels of arrays and objects" },
        },
      });
    }
    expect((await post("/json", nested(MAX_JSON_DEPTH))).status).toBe(200);
  });

  it("refuses a body past the size limit with a 413, from the header or from the bytes", async () => {
    const big = JSON.stringify({ text: "a".repeat(MAX_JSON_BYTES) });
    const declared = await post("/json", big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: { code: "payload_too_large", message: "The request body may be at most 2 MB" } });
    // A streamed body has no Content-Length: it is cut off once it passes the limit.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(big));
        controller.close();
      },
    });
    const streamed = await app().request("/json", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("leaves uploads and forms alone", async () => {
    const res = await post("/upload", nested(50_000) + "x".repeat(MAX_JSON_BYTES), "application/offset+octet-stream", "PUT");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ size: 100_000 + MAX_JSON_BYTES });
  });
});
