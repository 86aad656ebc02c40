import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiListener } from "@/server/api/serve-api";
import { TEST_ORIGIN } from "../support/test-settings";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The API as `npm start` serves it (decision 062): the Hono app's Node listener on a real socket,
 * with Node's own global Request and Response, since Next shares the process. The in-process
 * tests call `app.request()` with Node's requests; here the requests are @hono/node-server's.
 */

let t: TestApp;
let server: http.Server;
let base: string;
/*
 * Another test file in this worker may have served the API with @hono/node-server's `serve()`,
 * which replaces the globals with its lightweight classes (whose prototype is Node's own): put
 * Node's back for this file, as in the front process, and restore what was there after.
 */
const before = { Request: globalThis.Request, Response: globalThis.Response };
const native = <T extends { name: string }>(cls: T): T => (cls.name.endsWith("$1") ? (Object.getPrototypeOf(cls) as T) : cls);
beforeAll(async () => {
  globalThis.Request = native(before.Request);
  globalThis.Response = native(before.Response);
  t = await createTestApp();
  const listener = apiListener(t.ctx);
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  globalThis.Request = before.Request;
  globalThis.Response = before.Response;
});

const post = (path: string, body: string) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body });

describe("the API's Node listener", () => {
  it("leaves the process's Request and Response as Node made them", () => {
    expect(globalThis.Request.name).toBe("Request");
    expect(globalThis.Response.name).toBe("Response");
  });

  it("reads a JSON body through the body guard: sign-up, then sign-in with the session cookie", async () => {
    const email = `listener-${Date.now()}@test.reelbrief.com`;
    const signUp = await post("/api/auth/sign-up/email", JSON.stringify({ email, password: "a-fine-long-password", name: "Lee Listener" }));
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const signIn = await post("/api/auth/sign-in/email", JSON.stringify({ email, password: "a-fine-long-password" }));
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it("refuses a body nested too deep with 400, before any route reads it", async () => {
    const res = await post("/api/auth/sign-in/email", `${"[".repeat(200)}${"]".repeat(200)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_error");
  });
});
