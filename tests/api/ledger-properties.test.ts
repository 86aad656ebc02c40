import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Tx } from "@/server/db/database";
import { AppError } from "@/server/errors";
import {
  checkConsistency,
  clearingOf,
  earningsOf,
  escrowOf,
  fundEscrow,
  getBalance,
  PAYOUTS_IN_TRANSIT,
  platformFee,
  PLATFORM_REVENUE,
  refundEscrow,
  releaseEscrow,
  requestPayout,
  settlePayout,
  transfer,
  TransferBatcher,
  walletOf,
  type AccountRef,
  type TransferInput,
  type TransferResult,
} from "@/server/domain/ledger";
import { forgetAccountIds } from "@/server/domain/ledger/account-ids";
import { postingsFor } from "@/server/domain/ledger/postings";
import { cloneTestDatabase } from "../support/test-database";
import type { DatabaseHandle } from "@/server/db/database";

/*
 * Property: for any sequence of top-ups, fundings, approvals, refunds and payouts (with repeats
 * mixed in), every outcome matches a simple in-memory model — including whether a repeat is a
 * replay (same movement: nothing moves, the earlier transfer is returned) or a conflict (same key,
 * another movement) — no guarded account is ever negative, and the ledger's consistency check
 * holds. Top-ups go through the batcher or a caller's transaction; the use-cases run inside a
 * caller's transaction, as their types require.
 */

const FEE_BPS = 1500;
const WALLETS = 3;
const ORDERS = 4;
const CREATORS = 2;

type Op =
  | { kind: "topUp"; wallet: number; amount: number; key: number; inTx: boolean }
  | { kind: "fund"; wallet: number; order: number; price: number; same: boolean }
  | { kind: "approve"; order: number; creator: number }
  | { kind: "refund"; order: number }
  | { kind: "payout"; creator: number; amount: number; payout: number }
  | { kind: "settle"; payout: number; paid: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("topUp" as const),
    wallet: fc.nat(WALLETS - 1),
    amount: fc.integer({ min: 1, max: 50_000 }),
    key: fc.nat(5),
    inTx: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("fund" as const),
    wallet: fc.nat(WALLETS - 1),
    order: fc.nat(ORDERS - 1),
    price: fc.integer({ min: 1, max: 40_000 }),
    // A repeat funding of an order either repeats its price and wallet, or names new ones.
    same: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("approve" as const), order: fc.nat(ORDERS - 1), creator: fc.nat(CREATORS - 1) }),
  fc.record({ kind: fc.constant("refund" as const), order: fc.nat(ORDERS - 1) }),
  fc.record({
    kind: fc.constant("payout" as const),
    creator: fc.nat(CREATORS - 1),
    amount: fc.integer({ min: 1500, max: 30_000 }),
    payout: fc.nat(3),
  }),
  fc.record({ kind: fc.constant("settle" as const), payout: fc.nat(3), paid: fc.boolean() }),
);

let handle: DatabaseHandle;
let db: Db;
beforeAll(async () => {
  handle = await cloneTestDatabase();
  db = handle.db;
});
afterAll(() => {
  return handle.close();
});

let run = 0;

/** "ok" (money moved), "replay" (the key's earlier transfer came back), "none" (null), or the error code. */
async function outcome(p: Promise<TransferResult | TransferResult[] | null>): Promise<string> {
  try {
    const result = await p;
    if (result === null) return "none";
    const results = Array.isArray(result) ? result : [result];
    if (results.length > 0 && results.every((r) => r.replayed)) return "replay";
    expect(results.every((r) => !r.replayed)).toBe(true);
    return "ok";
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

describe("ledger properties", () => {
  it("matches the model, never goes negative and stays consistent", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const id = (s: string) => `r${run}-${s}`;
        const wallet = (i: number) => walletOf(id(`w${i}`));
        const creator = (i: number) => id(`c${i}`);
        const model = new Map<string, number>();
        const key = (r: AccountRef) => `${r.kind}:${r.ownerKey}`;
        const bal = (r: AccountRef) => model.get(key(r)) ?? 0;
        const move = (from: AccountRef, to: AccountRef, amount: number) => {
          model.set(key(from), bal(from) - amount);
          model.set(key(to), bal(to) + amount);
        };
        const inTx = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn);
        const orders = new Map<number, { wallet: number; price: number; releasedTo: number | null }>();
        const topUps = new Map<string, { wallet: number; amount: number }>();
        const payouts = new Map<number, { creator: number; amount: number; settled: "paid" | "failed" | null }>();

        for (const op of ops) {
          switch (op.kind) {
            case "topUp": {
              const k = id(`topup${op.wallet}-${op.key}`);
              const input: TransferInput = {
                from: clearingOf("sandbox"),
                to: wallet(op.wallet),
                amount: op.amount,
                reason: "top_up",
                reference: { type: "test", id: k },
                idempotencyKey: k,
              };
              const got = await outcome(op.inTx ? inTx((tx) => transfer(tx, input)) : transfer(db, input));
              // The same key with another amount is a different movement: refused, not replayed.
              const seen = topUps.get(k);
              if (!seen) {
                expect(got).toBe("ok");
                topUps.set(k, { wallet: op.wallet, amount: op.amount });
                move(clearingOf("sandbox"), wallet(op.wallet), op.amount);
              } else {
                expect(got).toBe(seen.amount === op.amount ? "replay" : "conflict");
              }
              break;
            }
            case "fund": {
              const existing = orders.get(op.order);
              const price = existing && op.same ? existing.price : op.price;
              const w = existing && op.same ? existing.wallet : op.wallet;
              const got = await outcome(
                inTx((tx) => fundEscrow(tx, { buyerAccountId: id(`w${w}`), orderId: id(`o${op.order}`), amount: price })),
              );
              if (existing) expect(got).toBe(existing.price === price && existing.wallet === w ? "replay" : "conflict");
              else if (bal(wallet(w)) >= price) {
                expect(got).toBe("ok");
                orders.set(op.order, { wallet: w, price, releasedTo: null });
                move(wallet(w), escrowOf(id(`o${op.order}`)), price);
              } else expect(got).toBe("insufficient_funds");
              break;
            }
            case "approve": {
              const order = orders.get(op.order);
              if (!order) break;
              const escrow = escrowOf(id(`o${op.order}`));
              const got = await outcome(
                inTx((tx) =>
                  releaseEscrow(tx, {
                    orderId: id(`o${op.order}`),
                    creatorUserId: creator(op.creator),
                    amount: order.price,
                    feeBps: FEE_BPS,
                    releaseKey: id(`o${op.order}`),
                  }),
                ),
              );
              // Approving again pays nobody twice: the same creator is a replay; another creator
              // would be a different movement under the same keys, a conflict.
              if (order.releasedTo !== null) expect(got).toBe(order.releasedTo === op.creator ? "replay" : "conflict");
              else if (bal(escrow) >= order.price) {
                expect(got).toBe("ok");
                const fee = platformFee(order.price, FEE_BPS);
                if (order.price - fee > 0) move(escrow, earningsOf(creator(op.creator)), order.price - fee);
                if (fee > 0) move(escrow, PLATFORM_REVENUE, fee);
                order.releasedTo = op.creator;
              } else expect(got).toBe("insufficient_funds");
              break;
            }
            case "refund": {
              const order = orders.get(op.order);
              if (!order) break;
              const escrow = escrowOf(id(`o${op.order}`));
              const before = bal(escrow);
              const got = await outcome(
                inTx((tx) => refundEscrow(tx, { orderId: id(`o${op.order}`), buyerAccountId: id(`w${order.wallet}`) })),
              );
              // What is left in the escrow goes back; an empty escrow refunds nothing.
              expect(got).toBe(before > 0 ? "ok" : "none");
              if (before > 0) move(escrow, wallet(order.wallet), before);
              break;
            }
            case "payout": {
              const earlier = payouts.get(op.payout);
              const got = await outcome(
                inTx((tx) => requestPayout(tx, { creatorUserId: creator(op.creator), payoutId: id(`p${op.payout}`), amount: op.amount })),
              );
              if (op.amount < 2000) expect(got).toBe("validation_error");
              else if (earlier) expect(got).toBe(earlier.creator === op.creator && earlier.amount === op.amount ? "replay" : "conflict");
              else if (bal(earningsOf(creator(op.creator))) >= op.amount) {
                expect(got).toBe("ok");
                payouts.set(op.payout, { creator: op.creator, amount: op.amount, settled: null });
                move(earningsOf(creator(op.creator)), PAYOUTS_IN_TRANSIT, op.amount);
              } else expect(got).toBe("insufficient_funds");
              break;
            }
            case "settle": {
              const payout = payouts.get(op.payout);
              if (!payout) break;
              const settled = op.paid ? "paid" : "failed";
              const got = await outcome(
                inTx((tx) =>
                  settlePayout(tx, {
                    creatorUserId: creator(payout.creator),
                    payoutId: id(`p${op.payout}`),
                    amount: payout.amount,
                    outcome: settled,
                    provider: "sandbox",
                  }),
                ),
              );
              // A payout settles once: the same outcome again is a replay, the other one a conflict
              // (paid and failed send the money to different accounts under one key).
              if (payout.settled) expect(got).toBe(payout.settled === settled ? "replay" : "conflict");
              else {
                expect(got).toBe("ok");
                move(PAYOUTS_IN_TRANSIT, op.paid ? clearingOf("sandbox") : earningsOf(creator(payout.creator)), payout.amount);
                payout.settled = settled;
              }
              break;
            }
          }
        }

        for (let w = 0; w < WALLETS; w++) expect(await getBalance(db, wallet(w))).toBe(bal(wallet(w)));
        for (let c = 0; c < CREATORS; c++) {
          const balance = await getBalance(db, earningsOf(creator(c)));
          expect(balance).toBe(bal(earningsOf(creator(c))));
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        for (const o of orders.keys()) expect(await getBalance(db, escrowOf(id(`o${o}`)))).toBeGreaterThanOrEqual(0);
        const report = await checkConsistency(db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it("refuses a transfer that would take a wallet below zero, and writes nothing", async () => {
    const before = await checkConsistency(db);
    await expect(
      db.transaction((tx) => fundEscrow(tx, { buyerAccountId: "empty-wallet", orderId: "order-x", amount: 1 })),
    ).rejects.toMatchObject({
      code: "insufficient_funds",
    });
    const after = await checkConsistency(db);
    expect(after.transfers).toBe(before.transfers);
    expect(after.ok).toBe(true);
  });

  it("the database itself refuses a negative guarded balance, even from a buggy writer", async () => {
    await transfer(db, {
      from: clearingOf("sandbox"),
      to: walletOf("guard-test"),
      amount: 500,
      reason: "top_up",
      reference: { type: "test", id: "g" },
      idempotencyKey: "guard-test",
    });
    await expect(
      db.execute(sql`UPDATE ledger_account SET balance = -1 WHERE kind = 'buyer_wallet' AND owner_key = 'guard-test'`),
    ).rejects.toThrow();
    expect(await getBalance(db, walletOf("guard-test"))).toBe(500);
  });

  it("a key repeated within one batch is decided as across batches: same movement replays, another amount conflicts", async () => {
    const w = walletOf(`batch-dup-${crypto.randomUUID()}`);
    const to = walletOf(`batch-dup-to-${crypto.randomUUID()}`);
    await transfer(db, {
      from: clearingOf("sandbox"),
      to: w,
      amount: 100,
      reason: "top_up",
      reference: { type: "test", id: w.ownerKey },
      idempotencyKey: `batch-dup-fund:${w.ownerKey}`,
    });
    const move = (key: string, amount: number): TransferInput => ({
      from: w,
      to,
      amount,
      reason: "adjustment",
      reference: { type: "test", id: key },
      idempotencyKey: `${key}:${w.ownerKey}`,
    });
    // One batch in flight at a time: the first transfer goes alone, the next five queue behind it
    // and are posted together as one batch.
    const batcher = new TransferBatcher(db, { maxInFlight: 1 });
    const [, a1, a2, a3, b1, b2] = await Promise.all(
      [move("warm", 1), move("a", 30), move("a", 31), move("a", 30), move("b", 500), move("b", 20)].map((input) => batcher.submit(input)),
    );
    expect(a1).toMatchObject({ ok: true, result: { replayed: false } });
    expect(a2).toMatchObject({ ok: false, error: { code: "conflict" } });
    expect(a3).toEqual({ ok: true, result: { transferId: a1?.ok ? a1.result.transferId : "", replayed: true } });
    // A refused first use leaves the key free, as it would across batches.
    expect(b1).toMatchObject({ ok: false, error: { code: "insufficient_funds" } });
    expect(b2).toMatchObject({ ok: true, result: { replayed: false } });
    expect(await getBalance(db, w)).toBe(100 - 1 - 30 - 20);
    expect(await getBalance(db, to)).toBe(1 + 30 + 20);
    expect((await checkConsistency(db)).problems).toEqual([]);
  });

  it("resolves a transfer's accounts even when a concurrent caller forgets a cached id meanwhile", async () => {
    const known = walletOf(`cache-known-${crypto.randomUUID()}`);
    await transfer(db, {
      from: clearingOf("sandbox"),
      to: known,
      amount: 10,
      reason: "top_up",
      reference: { type: "test", id: known.ownerKey },
      idempotencyKey: `cache-known:${known.ownerKey}`,
    });
    const input: TransferInput = {
      from: known,
      to: walletOf(`cache-new-${crypto.randomUUID()}`),
      amount: 1,
      reason: "adjustment",
      reference: { type: "test", id: "cache" },
      idempotencyKey: `cache-race:${known.ownerKey}`,
    };
    // The new account needs a look-up; while it runs, another caller's refresh forgets the known one.
    const pending = postingsFor(db, [input]);
    forgetAccountIds([`${known.kind}:${known.ownerKey}`]);
    const [posting] = await pending;
    expect(posting!.fromId).toMatch(/^[0-9a-f-]{36}$/);
    expect(posting!.toId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(transfer(db, input)).resolves.toMatchObject({ replayed: false });
  });
});
