import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database";
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
  walletOf,
  type AccountRef,
} from "@/server/domain/ledger";
import { cloneTestDatabase } from "../support/test-database";
import type { DatabaseHandle } from "@/server/db/database";

/*
 * Property: for any sequence of top-ups, fundings, approvals, refunds and payouts (with replays
 * mixed in), every outcome matches a simple in-memory model, no guarded account is ever negative,
 * and the ledger's consistency check holds.
 */

const FEE_BPS = 1500;
const WALLETS = 3;
const ORDERS = 4;
const CREATORS = 2;

type Op =
  | { kind: "topUp"; wallet: number; amount: number; key: number }
  | { kind: "fund"; wallet: number; order: number; price: number }
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
  }),
  fc.record({
    kind: fc.constant("fund" as const),
    wallet: fc.nat(WALLETS - 1),
    order: fc.nat(ORDERS - 1),
    price: fc.integer({ min: 1, max: 40_000 }),
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

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
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
        const orders = new Map<number, { wallet: number; price: number; released: boolean }>();
        const topUps = new Set<string>();
        const payouts = new Map<number, { creator: number; amount: number; settled: boolean }>();

        for (const op of ops) {
          switch (op.kind) {
            case "topUp": {
              const k = id(`topup${op.wallet}-${op.key}`);
              const got = await outcome(
                transfer(db, {
                  from: clearingOf("sandbox"),
                  to: wallet(op.wallet),
                  amount: op.amount,
                  reason: "top_up",
                  reference: { type: "test", id: k },
                  idempotencyKey: k,
                }),
              );
              // The same key with another amount is a different movement: refused, not replayed.
              const seen = topUps.has(k);
              if (!seen) {
                expect(got).toBe("ok");
                topUps.add(`${k}`);
                topUps.add(`${k}:${op.amount}`);
                move(clearingOf("sandbox"), wallet(op.wallet), op.amount);
              } else {
                expect(got).toBe(topUps.has(`${k}:${op.amount}`) ? "ok" : "conflict");
              }
              break;
            }
            case "fund": {
              const existing = orders.get(op.order);
              const price = existing?.price ?? op.price;
              const w = existing?.wallet ?? op.wallet;
              const got = await outcome(fundEscrow(db, { buyerAccountId: id(`w${w}`), orderId: id(`o${op.order}`), amount: price }));
              if (existing) expect(got).toBe("ok");
              else if (bal(wallet(w)) >= price) {
                expect(got).toBe("ok");
                orders.set(op.order, { wallet: w, price, released: false });
                move(wallet(w), escrowOf(id(`o${op.order}`)), price);
              } else expect(got).toBe("insufficient_funds");
              break;
            }
            case "approve": {
              const order = orders.get(op.order);
              if (!order) break;
              const escrow = escrowOf(id(`o${op.order}`));
              const got = await outcome(
                releaseEscrow(db, {
                  orderId: id(`o${op.order}`),
                  creatorUserId: creator(op.creator),
                  amount: order.price,
                  feeBps: FEE_BPS,
                  releaseKey: id(`o${op.order}`),
                }),
              );
              if (order.released) expect(got).toBe(got === "ok" ? "ok" : "conflict");
              else if (bal(escrow) >= order.price) {
                expect(got).toBe("ok");
                const fee = platformFee(order.price, FEE_BPS);
                if (order.price - fee > 0) move(escrow, earningsOf(creator(op.creator)), order.price - fee);
                if (fee > 0) move(escrow, PLATFORM_REVENUE, fee);
                order.released = true;
              } else expect(got).toBe("insufficient_funds");
              break;
            }
            case "refund": {
              const order = orders.get(op.order);
              if (!order) break;
              const escrow = escrowOf(id(`o${op.order}`));
              const before = bal(escrow);
              await refundEscrow(db, { orderId: id(`o${op.order}`), buyerAccountId: id(`w${order.wallet}`) });
              if (before > 0) move(escrow, wallet(order.wallet), before);
              break;
            }
            case "payout": {
              if (payouts.has(op.payout)) break;
              const got = await outcome(
                requestPayout(db, { creatorUserId: creator(op.creator), payoutId: id(`p${op.payout}`), amount: op.amount }),
              );
              if (op.amount < 2000) expect(got).toBe("validation_error");
              else if (bal(earningsOf(creator(op.creator))) >= op.amount) {
                expect(got).toBe("ok");
                payouts.set(op.payout, { creator: op.creator, amount: op.amount, settled: false });
                move(earningsOf(creator(op.creator)), PAYOUTS_IN_TRANSIT, op.amount);
              } else expect(got).toBe("insufficient_funds");
              break;
            }
            case "settle": {
              const payout = payouts.get(op.payout);
              if (!payout) break;
              const got = await outcome(
                settlePayout(db, {
                  creatorUserId: creator(payout.creator),
                  payoutId: id(`p${op.payout}`),
                  amount: payout.amount,
                  outcome: op.paid ? "paid" : "failed",
                  provider: "sandbox",
                }),
              );
              if (payout.settled) expect(["ok", "conflict"]).toContain(got);
              else {
                expect(got).toBe("ok");
                move(PAYOUTS_IN_TRANSIT, op.paid ? clearingOf("sandbox") : earningsOf(creator(payout.creator)), payout.amount);
                payout.settled = true;
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
    await expect(fundEscrow(db, { buyerAccountId: "empty-wallet", orderId: "order-x", amount: 1 })).rejects.toMatchObject({
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
});
