import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrlFor } from "../support/template-database";
import { eventually } from "../support/eventually";
import { isPostgresRun } from "../support/test-database";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Decision 071: each API process caches resolved API keys; a key revoked through process A is
 * refused by process B, which had it cached, within a second, because the `api_key_change` NOTIFY
 * of the revocation clears it there. The processes cache for ten minutes, so within this test's
 * bound nothing but the NOTIFY can clear an entry.
 */

let t: TestApp;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!isPostgresRun()) return;
  t = await createTestApp();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve())),
  );
  await t?.close();
});

describe.skipIf(!isPostgresRun())("API key revocation across two API processes on one PostgreSQL", () => {
  it("a key revoked through process A is refused by process B within a second", async () => {
    const { rows } = await t.ctx.database.executeSql("SELECT current_database() AS name");
    const env = {
      DATABASE_URL: databaseUrlFor(process.env.TEST_DATABASE_URL!, (rows[0] as { name: string }).name),
      BETTER_AUTH_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: t.ctx.settings.BETTER_AUTH_SECRET!,
      SANDBOX_WEBHOOK_SECRET: t.ctx.settings.SANDBOX_WEBHOOK_SECRET!,
      SEED_DEMO_DATA: "false",
      JOB_WORKERS: "off",
      LOG_LEVEL: "warn",
      SESSION_CACHE_TTL_MS: String(10 * 60_000),
    };
    const [a, b] = [await freePort(), await freePort()];
    for (const port of [a, b]) {
      const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/api/standalone.ts")], {
        env: { ...process.env, ...env, API_PORT: String(port) },
        stdio: "ignore",
        detached: true,
      });
      children.push(child);
    }
    for (const port of [a, b]) {
      await eventually(
        () => fetch(`http://127.0.0.1:${port}/api/v1/health`),
        (res) => res.ok,
        { what: `the API on ${port}`, within: 60_000, every: 200 },
      );
    }

    const owner = await createUser(t, { types: ["brand"] });
    const org = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Two Process Team", slug: `two-${randomUUID().slice(0, 8)}` },
    });
    expect(org.status).toBe(200);
    const created = await t.request("/api/v1/auth/api-keys", { token: owner.token, body: { name: "Dashboard", scopes: ["orders:read"] } });
    expect(created.status).toBe(201);
    const { id, secret } = ((await created.json()) as { data: { id: string; secret: string } }).data;

    const orders = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth/orders`, { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.status);
    // Twice each: a process stores nothing until its LISTEN is in place, which its first request starts.
    for (const port of [a, b, a, b]) expect(await orders(port)).toBe(200);

    const revoke = await fetch(`http://127.0.0.1:${a}/api/v1/auth/api-keys/${id}/revoke`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(revoke.status).toBe(200);
    const revokedAt = Date.now();
    expect(await orders(a)).toBe(401);
    expect(
      await eventually(
        () => orders(b),
        (status) => status === 401,
        { what: "process B to refuse the revoked key", within: 1_000, every: 50 },
      ),
    ).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
  }, 180_000);
});
