import { and, eq } from "drizzle-orm";
import type { Brief, PackageSnapshot } from "@/contracts/orders";
import type { Tx } from "@/server/db/database";
import { marketOrder, orderVideo } from "@/server/db/schema";
import { videoShares } from "@/lib/platform-fee";
import { recordCreated, transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { fundEscrow, getBalance, walletOf } from "@/server/domain/ledger";
import { snapshotOrderChecklist } from "@/server/domain/brief-checklist/order-checklist";
import { AppError } from "@/server/errors";
import { DAY_MS, type OrderRow } from "./order-access";
import { orderMachine } from "./order-transitions";

export interface CreateAndFundOrderInput {
  source: "package" | "campaign";
  buyerAccountId: string;
  buyerUserId: string | null;
  brandProfileId: string;
  creatorUserId: string;
  packageId: string | null;
  proposalId: string | null;
  snapshot: PackageSnapshot;
  priceCents: number;
  platformFeeBps: number;
  brief: Brief;
  shipsProduct: boolean;
  /** Unique per buyer account: the same key finds the same order. */
  idempotencyKey: string;
  actor: Actor;
  /** Move on at once (awaiting shipment or in production); false leaves it funded (seed, tests). */
  advance?: boolean;
  now?: Date;
}

/**
 * Creates an order and funds its escrow from the buyer's wallet inside the caller's transaction
 * (docs/product/orders.md: both purchase paths end here; the campaigns issue calls it for an accepted
 * proposal). Idempotent per (buyer account, key): a concurrent or later call with the same key
 * waits on the unique index and gets the first order (`replayed`). With too little money it
 * throws `insufficient_funds` with `details.shortfallCents`; the caller's transaction must roll
 * back (throwing out of `db.transaction` does), so nothing is written.
 */
export async function createAndFundOrder(tx: Tx, input: CreateAndFundOrderInput): Promise<{ order: OrderRow; replayed: boolean }> {
  const now = input.now ?? new Date();
  const [inserted] = await tx
    .insert(marketOrder)
    .values({
      source: input.source,
      buyerAccountId: input.buyerAccountId,
      buyerUserId: input.buyerUserId,
      brandProfileId: input.brandProfileId,
      creatorUserId: input.creatorUserId,
      packageId: input.packageId,
      proposalId: input.proposalId,
      packageSnapshot: input.snapshot,
      priceCents: input.priceCents,
      platformFeeBps: input.platformFeeBps,
      turnaroundDays: input.snapshot.turnaroundDays,
      brief: input.brief,
      shipsProduct: input.shipsProduct,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [marketOrder.buyerAccountId, marketOrder.idempotencyKey] })
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(marketOrder)
      .where(and(eq(marketOrder.buyerAccountId, input.buyerAccountId), eq(marketOrder.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (!existing) throw new AppError("conflict", "This purchase is being made at the same time; try again");
    if (existing.packageId !== input.packageId || existing.proposalId !== input.proposalId || existing.priceCents !== input.priceCents) {
      throw new AppError("conflict", "This idempotency key was used for another purchase");
    }
    return { order: existing, replayed: true };
  }

  const shares = videoShares(input.priceCents, input.snapshot.videos);
  await tx.insert(orderVideo).values(
    shares.map((priceCents, i) => ({
      orderId: inserted.id,
      position: i + 1,
      priceCents,
      revisionRoundsLeft: input.snapshot.revisionRounds,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // The brief's hooks, talking points, do's and don'ts become the order's checklist (decision 077).
  await snapshotOrderChecklist(tx, { id: inserted.id, brief: input.brief });
  await recordCreated(tx, orderMachine, {
    id: inserted.id,
    actor: input.actor,
    payload: { priceCents: input.priceCents, source: input.source, shipsProduct: input.shipsProduct },
  });

  try {
    await fundEscrow(tx, { buyerAccountId: input.buyerAccountId, orderId: inserted.id, amount: input.priceCents });
  } catch (error) {
    if (error instanceof AppError && error.code === "insufficient_funds") {
      const balance = await getBalance(tx, walletOf(input.buyerAccountId));
      const shortfall = Math.max(1, input.priceCents - balance);
      const refusal = new AppError("insufficient_funds", `Your wallet is $${(shortfall / 100).toFixed(2)} short of this order`);
      refusal.details = { priceCents: input.priceCents, balanceCents: balance, shortfallCents: shortfall };
      throw refusal;
    }
    throw error;
  }

  let order = inserted;
  if (input.advance !== false) order = await advanceFundedOrder(tx, inserted, now);
  return { order, replayed: false };
}

/** funded → awaiting_shipment when a product ships, else → in_production with its deadline. */
export async function advanceFundedOrder(tx: Tx, order: OrderRow, now: Date): Promise<OrderRow> {
  if (order.shipsProduct) {
    await transition(tx, orderMachine, { id: order.id, to: "awaiting_shipment", actor: { kind: "system" }, patch: {} });
  } else {
    await transition(tx, orderMachine, {
      id: order.id,
      to: "in_production",
      actor: { kind: "system" },
      patch: productionPatch(order, now),
    });
  }
  const [row] = await tx.select().from(marketOrder).where(eq(marketOrder.id, order.id));
  return row!;
}

/** Production starts now; the deadline is the turnaround from now (docs/product/orders.md). */
export function productionPatch(order: Pick<OrderRow, "turnaroundDays">, now: Date) {
  return { productionStartedAt: now, deadlineAt: new Date(now.getTime() + order.turnaroundDays * DAY_MS) };
}
