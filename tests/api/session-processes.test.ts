import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrlFor } from "../support/template-database";
import { eventually } from "../support/eventually";
import { isPostgresRun } from "../support/test-database";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 064: each API process caches resolved sessions; a sign-out or a ban made through one
 * process is refused by another that had the session cached, because the `session_change` NOTIFY
 * clears it there. The processes run with a cache lifetime of ten minutes, so within this test's
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

describe.skipIf(!isPostgresRun())("session revocation across two API processes on one PostgreSQL", () => {
  it("a sign-out and a ban through process A are refused by process B, which had the sessions cached", async () => {
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

    const me = async (port: number, who: TestUser) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { authorization: `Bearer ${who.token}` } });
      return ((await res.json()) as { user: { id: string } } | null)?.user.id ?? null;
    };
    const leaving = await createUser(t, { types: ["brand"] });
    const banned = await createUser(t, { types: ["brand"] });
    const admin = await createUser(t, { role: "admin" });
    // Twice each: a process stores nothing until its LISTEN is in place, which its first request starts.
    for (const port of [a, b, a, b]) {
      expect(await me(port, leaving)).toBe(leaving.id);
      expect(await me(port, banned)).toBe(banned.id);
    }

    const out = await fetch(`http://127.0.0.1:${a}/api/auth/sign-out`, {
      method: "POST",
      headers: { authorization: `Bearer ${leaving.token}`, origin: "http://localhost:3000", "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await me(a, leaving)).toBeNull();
    expect(
      await eventually(
        () => me(b, leaving),
        (id) => id === null,
        { what: "process B to refuse the signed-out session", within: 60_000, every: 200 },
      ),
    ).toBeNull();

    const ban = await fetch(`http://127.0.0.1:${a}/api/v2/users/${banned.id}/ban`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ reason: "fraudulent orders" }),
    });
    expect(ban.status).toBe(200);
    expect(
      await eventually(
        () => me(b, banned),
        (id) => id === null,
        { what: "process B to refuse the banned user", within: 60_000, every: 200 },
      ),
    ).toBeNull();
  }, 180_000);
});
