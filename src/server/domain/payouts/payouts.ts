import { count, desc, eq, sql } from "drizzle-orm";
import { getCreatorEscrowCents } from "../orders/order-dashboards";
import type { Db, Executor, Tx } from "@/server/db/database";
import { creatorProfile, payout, payoutMethod, user } from "@/server/db/schema";
import { PAYOUT_QUEUE_PAGE_SIZE, type AdminPayoutAction } from "@/contracts/payouts";
import { creatorDisplayName } from "@/lib/profile-display";
import { findRule, recordCreated, transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { earningsOf, getBalance, MIN_PAYOUT_CENTS, PAYOUTS_IN_TRANSIT, requestPayout, settlePayout } from "@/server/domain/ledger";
import { AppError } from "@/server/errors";
import { payoutMachine, type PayoutStatus } from "./payout-transitions";

export { MIN_PAYOUT_CENTS };

/** Largest single payout request: $1,000,000 (a typo guard, far above any real balance). */
export const MAX_PAYOUT_CENTS = 100_000_000;

export interface PayoutView {
  id: string;
  amountCents: number;
  status: PayoutStatus;
  provider: string;
  destinationLast4: string;
  failureReason: string | null;
  requestedAt: string;
  approvedAt: string | null;
  settledAt: string | null;
}

type PayoutRow = typeof payout.$inferSelect;

function viewOf(row: PayoutRow): PayoutView {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    provider: row.provider,
    destinationLast4: row.destinationLast4,
    failureReason: row.failureReason,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * A creator asks for a payout (docs/product/money.md): the row, its `payout.created` event and the ledger
 * move earnings → payouts in transit commit together. Earnings that cannot cover it throw
 * `insufficient_funds` and nothing is written — the ledger's guard keeps earnings ≥ 0 under any
 * concurrency.
 */
export async function requestCreatorPayout(
  db: Db,
  input: { creatorUserId: string; amountCents: number; actor?: Actor },
): Promise<PayoutView> {
  const amount = input.amountCents;
  if (!Number.isSafeInteger(amount) || amount < MIN_PAYOUT_CENTS || amount > MAX_PAYOUT_CENTS) {
    throw new AppError("validation_error", "amount: the minimum payout is $20.00", {
      amount: `Whole cents from ${MIN_PAYOUT_CENTS} ($20.00) to ${MAX_PAYOUT_CENTS}`,
    });
  }
  return db.transaction(async (tx) => {
    const [method] = await tx.select().from(payoutMethod).where(eq(payoutMethod.creatorUserId, input.creatorUserId)).limit(1);
    if (!method) throw new AppError("invalid_state", "Add a payout method before requesting a payout");
    const [row] = await tx
      .insert(payout)
      .values({
        creatorUserId: input.creatorUserId,
        amountCents: amount,
        status: payoutMachine.initial.status,
        provider: method.provider,
        destinationLast4: method.accountLast4,
      })
      .returning();
    await recordCreated(tx, payoutMachine, {
      id: row!.id,
      actor: input.actor ?? { kind: "creator", id: input.creatorUserId },
      payload: { amountCents: amount, creatorUserId: input.creatorUserId },
    });
    await requestPayout(tx, { creatorUserId: input.creatorUserId, payoutId: row!.id, amount });
    return viewOf(row!);
  });
}

async function lockedPayout(tx: Tx, id: string): Promise<PayoutRow> {
  const [row] = await tx.select().from(payout).where(eq(payout.id, id)).limit(1);
  if (!row) throw new AppError("not_found", "Payout not found");
  return row;
}

/** An admin approves a requested payout (audited). The sandbox then pays it (see the payout consumer). */
export async function approvePayout(db: Db, input: { payoutId: string; actor: Actor }): Promise<PayoutView> {
  return db.transaction(async (tx) => {
    await transition(tx, payoutMachine, {
      id: input.payoutId,
      to: "approved",
      actor: input.actor,
      patch: { approvedAt: new Date(), approvedByUserId: input.actor.kind === "admin" ? input.actor.id : null },
    });
    const row = await lockedPayout(tx, input.payoutId);
    if (input.actor.kind === "admin") {
      await writeAuditLog(tx, {
        actorUserId: input.actor.id,
        action: "payout.approve",
        target: { type: "payout", id: row.id },
        metadata: { amountCents: row.amountCents, creatorUserId: row.creatorUserId },
      });
    }
    return viewOf(row);
  });
}

/**
 * A payout ends: paid (in transit → the provider's clearing) or failed (back to earnings). The
 * transition locks the row, so of two concurrent calls one wins and the other gets 409; the
 * ledger's key on the payout makes the money move once even so.
 */
export async function settleCreatorPayout(
  db: Db,
  input: { payoutId: string; outcome: "paid" | "failed"; actor: Actor; reason?: string },
): Promise<PayoutView> {
  return db.transaction(async (tx) => {
    await transition(tx, payoutMachine, {
      id: input.payoutId,
      to: input.outcome,
      actor: input.actor,
      patch: { settledAt: new Date(), failureReason: input.outcome === "failed" ? (input.reason ?? "Marked failed") : null },
      payload: input.reason ? { reason: input.reason } : undefined,
    });
    const row = await lockedPayout(tx, input.payoutId);
    await settlePayout(tx, {
      creatorUserId: row.creatorUserId,
      payoutId: row.id,
      amount: row.amountCents,
      outcome: input.outcome,
      provider: row.provider,
    });
    if (input.actor.kind === "admin") {
      await writeAuditLog(tx, {
        actorUserId: input.actor.id,
        action: input.outcome === "paid" ? "payout.mark_paid" : "payout.mark_failed",
        target: { type: "payout", id: row.id },
        metadata: { amountCents: row.amountCents, creatorUserId: row.creatorUserId, ...(input.reason ? { reason: input.reason } : {}) },
      });
    }
    return viewOf(row);
  });
}

export interface CreatorPayoutsView {
  availableCents: number;
  inEscrowCents: number;
  inTransitCents: number;
  paidOutCents: number;
  minPayoutCents: number;
  payouts: PayoutView[];
}

/** The creator's payouts page: balances from the ledger and their own payouts, newest first. */
export async function getCreatorPayouts(db: Executor, creatorUserId: string): Promise<CreatorPayoutsView> {
  const [available, inEscrow, rows] = await Promise.all([
    getBalance(db, earningsOf(creatorUserId)),
    getCreatorEscrowCents(db, creatorUserId),
    db.select().from(payout).where(eq(payout.creatorUserId, creatorUserId)).orderBy(desc(payout.requestedAt)).limit(100),
  ]);
  const [sums] = await db
    .select({
      inTransit: sql<string>`coalesce(sum(${payout.amountCents}) filter (where ${payout.status} in ('requested','approved')), 0)`,
      paid: sql<string>`coalesce(sum(${payout.amountCents}) filter (where ${payout.status} = 'paid'), 0)`,
    })
    .from(payout)
    .where(eq(payout.creatorUserId, creatorUserId));
  return {
    availableCents: available,
    inEscrowCents: inEscrow,
    inTransitCents: Number(sums?.inTransit ?? 0),
    paidOutCents: Number(sums?.paid ?? 0),
    minPayoutCents: MIN_PAYOUT_CENTS,
    payouts: rows.map(viewOf),
  };
}

export interface AdminPayoutView extends PayoutView {
  creatorUserId: string;
  creatorName: string;
  creatorEmail: string;
  actions: AdminPayoutAction[];
}

const ADMIN_STEPS: Record<AdminPayoutAction, PayoutStatus> = { approve: "approved", mark_paid: "paid", mark_failed: "failed" };

/** The steps the transition table lets an admin take from this state: the queue offers only these. */
export function adminPayoutActions(status: PayoutStatus): AdminPayoutAction[] {
  return (Object.keys(ADMIN_STEPS) as AdminPayoutAction[]).filter((action) =>
    findRule(payoutMachine, status, ADMIN_STEPS[action])?.by.includes("admin"),
  );
}

/** The admin queue: open payouts first (oldest first), then the latest settled ones. */
export async function listPayoutQueue(db: Executor, input: { status?: PayoutStatus; page?: number; pageSize?: number } = {}) {
  const where = input.status ? eq(payout.status, input.status) : undefined;
  const pageSize = input.pageSize ?? PAYOUT_QUEUE_PAGE_SIZE;
  const page = input.page ?? 1;
  const rows = await db
    .select({
      p: payout,
      accountName: user.name,
      firstName: creatorProfile.firstName,
      lastName: creatorProfile.lastName,
      email: user.email,
    })
    .from(payout)
    .innerJoin(user, eq(user.id, payout.creatorUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, payout.creatorUserId))
    .where(where)
    .orderBy(
      sql`case when ${payout.status} in ('requested','approved') then 0 else 1 end`,
      sql`case when ${payout.status} in ('requested','approved') then ${payout.requestedAt} end`,
      desc(payout.requestedAt),
      payout.id,
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // Every status's count in one statement: the tabs show them, and the filtered total is one of them.
  const byStatus = await db.select({ status: payout.status, n: count() }).from(payout).groupBy(payout.status);
  const counts = { requested: 0, approved: 0, paid: 0, failed: 0 };
  for (const r of byStatus) counts[r.status] = r.n;
  const total = input.status ? counts[input.status] : counts.requested + counts.approved + counts.paid + counts.failed;
  const inTransit = await getBalance(db, PAYOUTS_IN_TRANSIT);
  return {
    total,
    page,
    pageSize,
    counts,
    inTransitCents: inTransit,
    payouts: rows.map((r): AdminPayoutView => ({
      ...viewOf(r.p),
      creatorUserId: r.p.creatorUserId,
      creatorName: creatorDisplayName(r),
      creatorEmail: r.email,
      actions: adminPayoutActions(r.p.status),
    })),
  };
}

/** The sandbox pays an approved payout itself (decision 030); a payout already settled is left alone. */
export async function payApprovedBySandbox(db: Db, payoutId: string): Promise<boolean> {
  const [row] = await db.select({ status: payout.status, provider: payout.provider }).from(payout).where(eq(payout.id, payoutId)).limit(1);
  if (!row || row.provider !== "sandbox" || row.status !== "approved") return false;
  await settleCreatorPayout(db, { payoutId, outcome: "paid", actor: { kind: "system" } });
  return true;
}
