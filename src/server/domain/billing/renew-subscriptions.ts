import { addMonths } from "date-fns";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { plan, subscription } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { transition } from "@/server/domain/events/transition";
import { chargeSubscription } from "@/server/domain/ledger";
import { toPlan } from "./list-plans";
import { periodPrice } from "./subscription-price";
import { subscriptionMachine } from "./subscription-transitions";

const system = { kind: "system" } as const;

/** A renewal the wallet cannot pay is retried daily, then the subscription ends. */
export const RENEWAL_RETRY_MS = 24 * 60 * 60 * 1000;
export const MAX_RENEWAL_ATTEMPTS = 3;

export interface RenewalReport {
  renewed: number;
  pastDue: number;
  canceled: number;
}

/**
 * The renewal job (pg-boss schedule, src/server/jobs): every subscription whose period has ended
 * is, in its own transaction and under its row lock (SKIP LOCKED, so two workers never renew the
 * same one), either ended (cancel at period end, or too many failed attempts), or renewed: a
 * scheduled downgrade applies, the next month is charged from the wallet with the key
 * `subscription:{id}:{period}` — so a crashed and re-run job charges a period once.
 */
export async function renewDueSubscriptions(db: Db, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, pastDue: 0, canceled: 0 };
  const due = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(inArray(subscription.status, ["active", "past_due"]), lte(subscription.currentPeriodEnd, now)))
    .limit(500);
  for (const { id } of due) {
    const outcome = await renewOne(db, id, now);
    if (outcome) report[outcome] += 1;
  }
  return report;
}

async function renewOne(db: Db, id: string, now: Date): Promise<keyof RenewalReport | null> {
  return db.transaction(async (tx) => {
    const [s] = await tx.select().from(subscription).where(eq(subscription.id, id)).for("update", { skipLocked: true }).limit(1);
    if (!s || s.status === "canceled" || s.currentPeriodEnd > now) return null;
    if (s.status === "past_due" && now.getTime() - s.updatedAt.getTime() < RENEWAL_RETRY_MS) return null;
    if (s.cancelAtPeriodEnd) {
      await transition(tx, subscriptionMachine, {
        id,
        to: "canceled",
        actor: system,
        patch: { canceledAt: now, updatedAt: now },
        payload: { reason: "canceled_at_period_end" },
      });
      return "canceled";
    }
    const planId = s.pendingPlanId ?? s.planId;
    const extraSeats = s.pendingPlanId ? (s.pendingExtraSeats ?? 0) : s.extraSeats;
    const extraBrands = s.pendingPlanId ? (s.pendingExtraBrands ?? 0) : s.extraBrands;
    const [row] = await tx.select().from(plan).where(eq(plan.id, planId)).limit(1);
    const p = toPlan(row!);
    // A custom-priced plan is invoiced by the team, not charged here: the period just advances.
    // A complimentary subscription (granted by an admin) is never charged.
    const price = s.isComplimentary ? 0 : (periodPrice(p, extraSeats, extraBrands) ?? 0);
    const next = s.periodNumber + 1;
    try {
      // A refused charge writes nothing and leaves this transaction usable (no savepoint needed).
      if (price > 0) {
        await chargeSubscription(tx, {
          buyerAccountId: s.buyerAccountId,
          subscriptionId: id,
          amount: price,
          key: `subscription:${id}:${next}`,
          description: `${p.packageName} plan — renewal`,
        });
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "insufficient_funds") throw error;
      const attempts = s.renewalAttempts + 1;
      const ended = attempts >= MAX_RENEWAL_ATTEMPTS;
      await transition(tx, subscriptionMachine, {
        id,
        to: ended ? "canceled" : "past_due",
        actor: system,
        patch: { renewalAttempts: attempts, canceledAt: ended ? now : null, updatedAt: now },
        payload: { reason: "insufficient_funds", attempts, amountCents: price },
      });
      return ended ? "canceled" : "pastDue";
    }
    const start = s.currentPeriodEnd;
    await transition(tx, subscriptionMachine, {
      id,
      to: "active",
      actor: system,
      payload: { periodNumber: next, amountCents: price },
      patch: {
        planId,
        extraSeats,
        extraBrands,
        periodPriceCents: price,
        periodNumber: next,
        currentPeriodStart: start,
        currentPeriodEnd: addMonths(start, 1),
        pendingPlanId: null,
        pendingExtraSeats: null,
        pendingExtraBrands: null,
        renewalAttempts: 0,
        updatedAt: now,
      },
    });
    return "renewed";
  });
}
