import type { PGlite, Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Pool, PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Db, Tx } from "@/server/db/database";
import {
  checkConsistency,
  clearingOf,
  fundEscrow,
  getBalance,
  refundEscrow,
  releaseEscrow,
  transfer,
  walletOf,
  type TransferInput,
} from "@/server/domain/ledger";
import { forgetAllAccountIds } from "@/server/domain/ledger/account-ids";
import { cloneTestDatabase } from "../support/test-database";

/*
 * Money moved inside a caller's transaction costs at most three round trips (and one
 * when the accounts are known). Counted at the driver: every statement the transaction's
 * connection sends while the ledger call runs, on PGlite and on PostgreSQL.
 */

let handle: DatabaseHandle;
let db: Db;
/** Statements sent while recording; null when not recording. */
let recorded: string[] | null = null;

function record(text: unknown) {
  recorded?.push(typeof text === "string" ? text : String((text as { text?: string }).text ?? text));
}

type Connected = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

function countPgClient(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    record(args[0]);
    return query(...args);
  };
}

function countPglite(tx: Transaction) {
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  tx.query = ((...args: Parameters<typeof query>) => {
    record(args[0]);
    return query(...args);
  }) as typeof tx.query;
  tx.exec = (...args: Parameters<typeof exec>) => {
    record(args[0]);
    return exec(...args);
  };
}

beforeAll(async () => {
  // Test files share worker processes: ids another file's database left in the account-id cache
  // would each cost one more look-up here (a hint, never a wrong posting: account-ids.ts).
  forgetAllAccountIds();
  handle = await cloneTestDatabase();
  db = handle.db;
  const client = (db as unknown as { $client: unknown }).$client;
  if (handle.kind === "postgres") {
    const pool = client as Pool;
    const connect = pool.connect.bind(pool) as (callback?: Connected) => Promise<PoolClient> | undefined;
    const counted = new WeakSet<PoolClient>();
    const count = (c: PoolClient) => {
      if (!counted.has(c)) {
        counted.add(c);
        countPgClient(c);
      }
      return c;
    };
    // Drizzle's transactions call connect(); pool.query (the batcher) calls connect(callback).
    (pool as unknown as { connect: typeof connect }).connect = (callback) =>
      callback ? connect((error, c, done) => callback(error, c && count(c), done)) : connect()!.then(count);
  } else {
    const pglite = client as PGlite;
    const begin = pglite.transaction.bind(pglite);
    pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
      begin((tx) => {
        countPglite(tx);
        return callback(tx);
      });
  }
});
afterAll(() => handle.close());

/** Runs `fn` inside a caller's transaction that already did some work, counting only `fn`'s statements. */
async function inCallerTx<T>(fn: (tx: Tx) => Promise<T>): Promise<{ outcome: T | Error; statements: string[] }> {
  let statements: string[] = [];
  let outcome: T | Error = new Error("not run");
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1`);
    recorded = [];
    try {
      outcome = await fn(tx);
    } catch (error) {
      outcome = error as Error;
    } finally {
      statements = recorded;
      recorded = null;
    }
    // The caller's transaction is still usable after whatever the ledger answered.
    await tx.execute(sql`SELECT 1`);
  });
  return { outcome, statements };
}

const topUp = (buyer: string, amount: number): TransferInput => ({
  from: clearingOf("sandbox"),
  to: walletOf(buyer),
  amount,
  reason: "top_up",
  reference: { type: "test", id: buyer },
  idempotencyKey: `round-trips-top-up:${buyer}`,
});

const show = (statements: string[]) => `statements sent:\n${statements.map((s) => s.slice(0, 120)).join("\n---\n")}`;

describe("round trips of a transfer inside a caller's transaction", () => {
  it("known accounts: one statement moves the money", async () => {
    const buyer = `rt-known-${crypto.randomUUID()}`;
    await transfer(db, topUp(buyer, 10_000));
    const first = await inCallerTx((tx) => fundEscrow(tx, { buyerAccountId: buyer, orderId: `${buyer}-o1`, amount: 1_000 }));
    expect(first.outcome).toMatchObject({ replayed: false });
    // The escrow was created in that transaction; it is looked up once more, then known.
    const second = await inCallerTx((tx) => fundEscrow(tx, { buyerAccountId: buyer, orderId: `${buyer}-o2`, amount: 1_000 }));
    expect(second.statements.length, show(second.statements)).toBeLessThanOrEqual(3);
    const third = await inCallerTx((tx) =>
      transfer(tx, { ...topUp(buyer, 500), idempotencyKey: `rt-known-again:${buyer}`, reason: "adjustment" }),
    );
    expect(third.outcome).toMatchObject({ replayed: false });
    expect(third.statements, show(third.statements)).toHaveLength(1);
    expect(await getBalance(db, walletOf(buyer))).toBe(10_000 - 2_000 + 500);
  });

  it("accounts never used before: at most three statements", async () => {
    const buyer = `rt-new-${crypto.randomUUID()}`;
    const { outcome, statements } = await inCallerTx((tx) => transfer(tx, topUp(buyer, 2_500)));
    expect(outcome).toMatchObject({ replayed: false });
    expect(statements.length, show(statements)).toBeLessThanOrEqual(3);
    expect(await getBalance(db, walletOf(buyer))).toBe(2_500);
  });

  it("a refusal from a new, empty wallet: at most three statements, nothing moves, the transaction goes on", async () => {
    const buyer = `rt-empty-${crypto.randomUUID()}`;
    const { outcome, statements } = await inCallerTx((tx) => fundEscrow(tx, { buyerAccountId: buyer, orderId: `${buyer}-o`, amount: 1 }));
    expect(outcome).toMatchObject({ code: "insufficient_funds" });
    expect(statements.length, show(statements)).toBeLessThanOrEqual(3);
    expect(await getBalance(db, walletOf(buyer))).toBe(0);
  });

  it("a replay: one statement, the earlier transfer comes back", async () => {
    const buyer = `rt-replay-${crypto.randomUUID()}`;
    await transfer(db, topUp(buyer, 5_000));
    const first = await inCallerTx((tx) => transfer(tx, topUp(buyer, 5_000)));
    expect(first.outcome).toMatchObject({ replayed: true });
    expect(first.statements, show(first.statements)).toHaveLength(1);
  });

  it("an approval (creator's share and fee, both or neither) and a refund: at most three statements each", async () => {
    const buyer = `rt-approve-${crypto.randomUUID()}`;
    await transfer(db, topUp(buyer, 10_000));
    await db.transaction((tx) => fundEscrow(tx, { buyerAccountId: buyer, orderId: `${buyer}-a`, amount: 4_000 }));
    await db.transaction((tx) => fundEscrow(tx, { buyerAccountId: buyer, orderId: `${buyer}-r`, amount: 3_000 }));

    const approval = await inCallerTx((tx) =>
      releaseEscrow(tx, {
        orderId: `${buyer}-a`,
        creatorUserId: `${buyer}-creator`,
        amount: 4_000,
        feeBps: 1_500,
        releaseKey: `${buyer}-a`,
      }),
    );
    expect(approval.outcome).toHaveLength(2);
    expect(approval.statements.length, show(approval.statements)).toBeLessThanOrEqual(3);

    const again = await inCallerTx((tx) =>
      releaseEscrow(tx, {
        orderId: `${buyer}-a`,
        creatorUserId: `${buyer}-creator`,
        amount: 4_000,
        feeBps: 1_500,
        releaseKey: `${buyer}-a`,
      }),
    );
    expect(again.outcome).toEqual([expect.objectContaining({ replayed: true }), expect.objectContaining({ replayed: true })]);
    expect(again.statements.length, show(again.statements)).toBeLessThanOrEqual(3);

    const refund = await inCallerTx((tx) => refundEscrow(tx, { orderId: `${buyer}-r`, buyerAccountId: buyer }));
    expect(refund.outcome).toMatchObject({ replayed: false });
    expect(refund.statements.length, show(refund.statements)).toBeLessThanOrEqual(3);
    expect(await getBalance(db, walletOf(buyer))).toBe(10_000 - 4_000);
    expect((await checkConsistency(db)).problems).toEqual([]);
  });
});
