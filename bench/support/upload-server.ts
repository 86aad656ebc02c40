/**
 * The product's API on a free loopback port for bench/upload.ts: an in-memory PGlite database with
 * the real migrations, disk storage under BENCH_STORAGE_DIR, and a signed-in creator whose bearer
 * token is printed (one JSON line on stdout) with the port. No job workers: the bench measures the
 * upload path, not processing.
 */
import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { loadSettings } from "@/config/env";
import { createApiApp } from "@/server/api/app";
import { createAppContext } from "@/server/context";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { user } from "@/server/db/schema";

const origin = "http://127.0.0.1";
const database = await openDatabase({ kind: "pglite" });
await migrateDatabase(database);
const settings = loadSettings({
  NODE_ENV: "test",
  BETTER_AUTH_URL: "http://127.0.0.1:3000",
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  STORAGE_DIR: process.env.BENCH_STORAGE_DIR ?? ".data/bench-storage",
  BETTER_AUTH_SECRET: process.env.BENCH_AUTH_SECRET ?? randomBytes(32).toString("base64url"),
});
const ctx = createAppContext(settings, database);
const app = createApiApp(ctx);
const email = `bench-${Date.now()}@bench.reelbrief.com`;
const password = "correct-horse-battery";
const headers = { "content-type": "application/json", origin: "http://127.0.0.1:3000" };
await app.request("/api/auth/sign-up/email", { method: "POST", headers, body: JSON.stringify({ email, password, name: "Bench Creator" }) });
const signIn = await app.request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password }) });
const token = signIn.headers.get("set-auth-token");
await ctx.db
  .update(user)
  .set({ types: ["creator"], didOnboard: true })
  .where(eq(user.email, email));
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  console.log(JSON.stringify({ port: info.port, token, origin }));
});
process.on("SIGTERM", () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
