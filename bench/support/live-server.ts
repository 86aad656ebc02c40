/**
 * The product's API for bench/live-push.ts: the real API app on @hono/node-server with the job
 * workers this process would run (decision 021: the domain-event dispatcher and the live-push
 * consumer that NOTIFYs), on an in-memory PGlite with the real migrations, or on the PostgreSQL of
 * DATABASE_URL. Signs up one recipient and BENCH_SENDERS senders, opens a conversation between each
 * sender and the recipient, and prints one JSON line: the port, the tokens and the conversations.
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
import { startJobs } from "@/server/jobs";
import "./gc-on-signal";

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite" });
await migrateDatabase(database);
const settings = loadSettings({
  NODE_ENV: "test",
  BETTER_AUTH_URL: "http://127.0.0.1:3000",
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  STORAGE_DIR: process.env.BENCH_STORAGE_DIR ?? ".data/bench-storage",
  BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
  ...(url && { DATABASE_URL: url }),
});
const ctx = createAppContext(settings, database);
const app = createApiApp(ctx);
const headers = { "content-type": "application/json", origin: "http://127.0.0.1:3000" };

async function signUp(name: string, types: ("creator" | "brand")[]) {
  const email = `${name}-${Date.now()}@bench.reelbrief.com`;
  const password = "correct-horse-battery";
  await app.request("/api/auth/sign-up/email", { method: "POST", headers, body: JSON.stringify({ email, password, name }) });
  const signIn = await app.request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password }) });
  const token = signIn.headers.get("set-auth-token")!;
  const [row] = await ctx.db.update(user).set({ types, didOnboard: true }).where(eq(user.email, email)).returning({ id: user.id });
  return { id: row!.id, token };
}

const recipient = await signUp("recipient", ["creator"]);
const senders: { token: string; conversationId: string }[] = [];
for (let i = 0; i < Number(process.env.BENCH_SENDERS ?? 10); i++) {
  const sender = await signUp(`sender${i}`, ["brand"]);
  const res = await app.request("/api/v1/auth/conversations", {
    method: "POST",
    headers: { ...headers, authorization: `Bearer ${sender.token}` },
    body: JSON.stringify({ userId: recipient.id }),
  });
  const conversationId = ((await res.json()) as { data: { id: string } }).data.id;
  senders.push({ token: sender.token, conversationId });
}
const jobs = await startJobs(ctx);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  console.log(JSON.stringify({ port: info.port, recipientToken: recipient.token, senders }));
});
process.on("SIGTERM", () => {
  server.close();
  void jobs
    .stop({ graceful: false })
    .then(() => database.close())
    .finally(() => process.exit(0));
});
