import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { DatabaseHandle } from "@/server/db/database";
import { openDatabase } from "@/server/db/open-database";
import { buyerAccount, ledgerTransfer, paymentCheckout, user } from "@/server/db/schema";
import { checkConsistency, getBalance, walletOf } from "@/server/domain/ledger";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "@/server/integrations/payments";
import { databaseUrlFor, dropPostgresDatabase, runAdminQuery } from "../support/template-database";
import { isPostgresRun } from "../support/test-database";
import { eventually } from "../support/eventually";

/*
 * Crash safety (docs/product/money.md): the API runs as its own process; while it is confirming a load of
 * top-ups it is killed with SIGKILL (no shutdown hook runs), restarted, and every webhook is
 * delivered again, as a provider retries. Every top-up must end credited exactly once, and the
 * ledger must add up. Needs PostgreSQL: PGlite is one process's embedded database.
 */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;
if (!isPostgresRun()) console.info("money-crash: skipped — needs PostgreSQL (a separate API process shares the database)");

const SECRET = "crash-test-sandbox-secret";
const TOP_UPS = 300;
const BUYERS = 5;

let dbName = "";
let dbUrl = "";
let handle: DatabaseHandle | undefined;
let child: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startApi(port: number): Promise<ChildProcess> {
  const proc = spawn("npx", ["tsx", "src/server/api/standalone.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      API_PORT: String(port),
      BETTER_AUTH_URL: `http://127.0.0.1:${port}`,
      SANDBOX_WEBHOOK_SECRET: SECRET,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "error",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so SIGKILL reaches tsx's node child too.
    detached: true,
  });
  await eventually(
    () => fetch(`http://127.0.0.1:${port}/api/v1/health`),
    (res) => res.ok,
    { what: "the API to start", within: 60_000, every: 200 },
  );
  return proc;
}

function killHard(proc: ChildProcess) {
  if (proc.pid) process.kill(-proc.pid, "SIGKILL");
}

beforeAll(async () => {
  if (!isPostgresRun()) return;
  const base = process.env.TEST_DATABASE_URL!;
  dbName = `reelbrief_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await runAdminQuery(base, `CREATE DATABASE ${dbName} TEMPLATE ${inject("databaseTemplate")}`);
  dbUrl = databaseUrlFor(base, dbName);
  handle = await openDatabase({ kind: "postgres", url: dbUrl });
}, 60_000);

afterAll(async () => {
  if (child) killHard(child);
  await handle?.close();
  if (dbName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, dbName);
});

describeOnPostgres("SIGKILL during a load of top-up confirmations", () => {
  it("credits every confirmed top-up exactly once after a restart and replay", async () => {
    const db = handle!.db;
    const buyers: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const id = `crash-user-${i}-${crypto.randomUUID()}`;
      await db.insert(user).values({ id, name: `Crash ${i}`, email: `${id}@test.reelbrief.com`, types: ["brand"] });
      const [b] = await db.insert(buyerAccount).values({ kind: "personal", userId: id }).returning({ id: buyerAccount.id });
      buyers.push(b!.id);
    }
    const checkouts = await db
      .insert(paymentCheckout)
      .values(
        Array.from({ length: TOP_UPS }, (_, i) => ({
          buyerAccountId: buyers[i % BUYERS]!,
          provider: "sandbox" as const,
          purpose: "top_up" as const,
          amountCents: 100 + i,
        })),
      )
      .returning({ id: paymentCheckout.id, buyerAccountId: paymentCheckout.buyerAccountId, amountCents: paymentCheckout.amountCents });
    await Promise.all(
      checkouts.map((c) => db.update(paymentCheckout).set({ providerSessionId: c.id }).where(eq(paymentCheckout.id, c.id))),
    );
    const events = checkouts.map((c) =>
      JSON.stringify({
        id: `evt_crash_${c.id}`,
        type: "checkout.paid",
        created: Math.floor(Date.now() / 1000),
        data: { checkout_id: c.id, amount: c.amountCents, card: null, failure_reason: null },
      }),
    );

    const deliver = async (port: number, body: string): Promise<number> => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/webhooks/sandbox`, {
          method: "POST",
          headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, SECRET) },
          body,
        });
        return res.status;
      } catch {
        return 0; // the connection died with the process
      }
    };

    // 1. Load, and SIGKILL in the middle of it.
    let port = await freePort();
    child = await startApi(port);
    const confirmed = new Set<number>();
    let sent = 0;
    let killed = false;
    const workers = Array.from({ length: 16 }, async () => {
      while (sent < events.length) {
        const i = sent++;
        if (!killed && confirmed.size >= TOP_UPS / 3) {
          killed = true;
          killHard(child!);
        }
        const status = await deliver(port, events[i]!);
        if (status === 200) confirmed.add(i);
      }
    });
    await Promise.all(workers);
    expect(killed).toBe(true);
    expect(confirmed.size).toBeGreaterThan(0);
    expect(confirmed.size).toBeLessThan(TOP_UPS);

    // Every top-up the server confirmed (200) before dying is already credited.
    for (const i of confirmed) {
      const [row] = await db
        .select({ status: paymentCheckout.status })
        .from(paymentCheckout)
        .where(eq(paymentCheckout.id, checkouts[i]!.id));
      expect(row!.status).toBe("paid");
    }
    expect((await checkConsistency(db)).problems).toEqual([]);

    // 2. Restart and replay everything, as the provider retries until it gets a 2xx.
    port = await freePort();
    child = await startApi(port);
    const replay = await Promise.all(events.map((body) => deliver(port, body)));
    expect(replay.every((s) => s === 200)).toBe(true);
    killHard(child);
    child = undefined;

    // 3. Exactly once: one top-up transfer per checkout, and each wallet holds its checkouts' sum.
    for (const c of checkouts) {
      const transfers = await db
        .select({ id: ledgerTransfer.id })
        .from(ledgerTransfer)
        .where(and(eq(ledgerTransfer.referenceType, "payment_checkout"), eq(ledgerTransfer.referenceId, c.id)));
      expect(transfers).toHaveLength(1);
    }
    for (const buyer of buyers) {
      const expected = checkouts.filter((c) => c.buyerAccountId === buyer).reduce((sum, c) => sum + c.amountCents, 0);
      expect(await getBalance(db, walletOf(buyer))).toBe(expected);
    }
    const report = await checkConsistency(db);
    expect(report.problems).toEqual([]);
  }, 180_000);
});
