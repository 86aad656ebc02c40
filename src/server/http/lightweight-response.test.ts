import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiBundleOptions } from "../../../scripts/build-api.mjs";

/*
 * The API bundle's `Response` (scripts/build-api.mjs): bundled with the API's own options, a Hono
 * app answers with @hono/node-server's lightweight Response, the listener writes it, and the
 * process's global Response stays Node's own.
 */
const ENTRY = `
import { Hono } from "hono";
import { getRequestListener } from "@hono/node-server";
export const app = new Hono()
  .get("/json", (c) => c.json({ ok: true }, 201))
  .get("/stream", (c) => c.body(new ReadableStream({ start(s) { s.enqueue(new TextEncoder().encode("streamed")); s.close(); } })));
export const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
export const isResponse = (value) => value instanceof Response;
`;

type Bundle = {
  app: { request: (path: string) => Promise<globalThis.Response> };
  listener: http.RequestListener;
  isResponse: (value: unknown) => boolean;
};

let dir: string;
let bundle: Bundle;
const NativeResponse = globalThis.Response;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "api-bundle-"));
  await build({
    ...apiBundleOptions(),
    stdin: { contents: ENTRY, resolveDir: process.cwd(), sourcefile: "entry.mjs" },
    outfile: path.join(dir, "out.mjs"),
  });
  bundle = (await import(pathToFileURL(path.join(dir, "out.mjs")).href)) as Bundle;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the API bundle's Response", () => {
  it("is the lightweight one inside the bundle and leaves the global alone", async () => {
    const res = await bundle.app.request("/json");
    expect(inspect(res)).toMatch(/^Response \(lightweight\)/);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(globalThis.Response).toBe(NativeResponse);
    expect(inspect(new globalThis.Response("x"))).not.toMatch(/lightweight/);
  });

  it("keeps `instanceof Response` true for responses undici made", () => {
    expect(bundle.isResponse(new NativeResponse("made elsewhere"))).toBe(true);
    expect(bundle.isResponse({ status: 200 })).toBe(false);
  });

  it("is written to Node by the listener, JSON and streams alike", async () => {
    const server = http.createServer(bundle.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const json = await fetch(`http://127.0.0.1:${port}/json`);
      expect(json.status).toBe(201);
      expect(json.headers.get("content-type")).toBe("application/json");
      expect(json.headers.get("content-length")).toBe("11");
      expect(await json.json()).toEqual({ ok: true });
      const stream = await fetch(`http://127.0.0.1:${port}/stream`);
      expect(await stream.text()).toBe("streamed");
    } finally {
      server.close();
    }
  });
});
