import { addMonths } from "date-fns";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/database";
import { isUniqueViolation } from "@/server/db/pg-errors";
import { brandProfile, member, plan, subscription } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { recordCreated } from "@/server/domain/events/transition";
import { chargeSubscription } from "@/server/domain/ledger";
import { toPlan, type Plan } from "./list-plans";
import { subscriptionMachine } from "./subscription-transitions";
import { MAX_EXTRAS, periodPrice, prorationCents } from "./subscription-price";

export interface PlanChoice {
  /** Plan code (starter | pro) or price_id. */
  plan: string;
  extraSeats: number;
  extraBrands: number;
}

export async function sellablePlan(db: Db | Tx, code: string): Promise<Plan> {
  const [row] = await db.select().from(plan).where(eq(plan.code, code)).limit(1);
  const found = row ?? (await db.select().from(plan).where(eq(plan.priceId, code)).limit(1))[0];
  if (!found || !found.isActive) throw new AppError("validation_error", "plan: no such plan", { plan: "No such plan" });
  const p = toPlan(found);
  if (!p.isSelfServe) {
    throw new AppError("validation_error", `plan: ${p.packageName} is priced individually — contact us to subscribe`, {
      plan: `${p.packageName} is priced individually — contact us`,
    });
  }
  return p;
}

function checkExtras(choice: PlanChoice) {
  for (const [field, value] of [
    ["extra_seats", choice.extraSeats],
    ["extra_brands", choice.extraBrands],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_EXTRAS) {
      throw new AppError("validation_error", `${field}: must be a whole number from 0 to ${MAX_EXTRAS}`, {
        [field]: `Must be 0–${MAX_EXTRAS}`,
      });
    }
  }
}

async function liveSubscription(tx: Tx, buyerAccountId: string) {
  const [row] = await tx
    .select()
    .from(subscription)
    .where(and(eq(subscription.buyerAccountId, buyerAccountId), ne(subscription.status, "canceled")))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** Seats and brands in use, so a downgrade cannot leave the account over its limits. */
async function usage(tx: Tx, buyerAccountId: string, organizationId: string | null) {
  const brands = await tx.$count(brandProfile, eq(brandProfile.buyerAccountId, buyerAccountId));
  const seats = organizationId ? await tx.$count(member, eq(member.organizationId, organizationId)) : 1;
  return { seats, brands };
}

/**
 * Subscribe (docs/product/plans-and-limits.md): the first month is charged from the wallet in the same transaction
 * that creates the subscription, so there is never a subscription without its payment or a
 * payment without its subscription. A short wallet is `insufficient_funds` (402) and nothing is
 * created; the buyer adds funds and tries again. One live subscription per account (unique index),
 * so a double click subscribes once.
 */
export async function subscribe(
  db: Db,
  input: { buyerAccountId: string; choice: PlanChoice; now?: Date },
): Promise<{ subscriptionId: string; chargedCents: number }> {
  checkExtras(input.choice);
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const p = await sellablePlan(tx, input.choice.plan);
      if (await liveSubscription(tx, input.buyerAccountId)) {
        throw new AppError("conflict", "This account already has a subscription; change its plan instead");
      }
      const price = periodPrice(p, input.choice.extraSeats, input.choice.extraBrands)!;
      const [created] = await tx
        .insert(subscription)
        .values({
          buyerAccountId: input.buyerAccountId,
          planId: p.id,
          extraSeats: input.choice.extraSeats,
          extraBrands: input.choice.extraBrands,
          periodPriceCents: price,
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, 1),
          status: subscriptionMachine.initial.status,
        })
        .returning({ id: subscription.id });
      const id = created!.id;
      await recordCreated(tx, subscriptionMachine, {
        id,
        actor: { kind: "buyer", id: input.buyerAccountId },
        payload: { plan: p.code, periodPriceCents: price },
      });
      if (price > 0) {
        await chargeSubscription(tx, {
          buyerAccountId: input.buyerAccountId,
          subscriptionId: id,
          amount: price,
          key: `subscription:${id}:1`,
          description: `${p.packageName} plan — first month`,
        });
      }
      return { subscriptionId: id, chargedCents: price };
    });
  } catch (error) {
    // Two concurrent subscribes (a double click): the loser hits the one-live-subscription index.
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "This account already has a subscription; change its plan instead");
    }
    throw error;
  }
}

/**
 * Change plan or extras. A higher period price applies now and charges the prorated difference
 * for the rest of the period; a lower one is scheduled for the period end (the buyer keeps what
 * they paid for), and is refused if the account already uses more seats or brands than it allows.
 */
export async function changeSubscription(
  db: Db,
  input: { buyerAccountId: string; organizationId: string | null; choice: PlanChoice; now?: Date },
): Promise<{ applied: "now" | "at_period_end" | "unchanged"; chargedCents: number }> {
  checkExtras(input.choice);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await liveSubscription(tx, input.buyerAccountId);
    if (!current) throw new AppError("not_found", "There is no subscription to change; subscribe first");
    if (current.status === "past_due") {
      throw new AppError("invalid_state", "The last renewal is unpaid. Add funds to your wallet first.");
    }
    const target = await sellablePlan(tx, input.choice.plan);
    const newPrice = periodPrice(target, input.choice.extraSeats, input.choice.extraBrands)!;
    const same =
      target.id === current.planId && input.choice.extraSeats === current.extraSeats && input.choice.extraBrands === current.extraBrands;
    if (same) {
      // Choosing the current plan again drops a scheduled downgrade or cancellation.
      await tx
        .update(subscription)
        .set({ pendingPlanId: null, pendingExtraSeats: null, pendingExtraBrands: null, updatedAt: now })
        .where(eq(subscription.id, current.id));
      return { applied: "unchanged" as const, chargedCents: 0 };
    }

    const used = await usage(tx, input.buyerAccountId, input.organizationId);
    const seats = target.includedSeats + input.choice.extraSeats;
    const brands = target.includedBrands + input.choice.extraBrands;
    if (seats < used.seats) {
      throw new AppError("limit_reached", `Your team uses ${used.seats} seats; this plan would allow ${seats}. Remove members first.`, {
        seats: `uses ${used.seats}`,
      });
    }
    if (brands < used.brands) {
      throw new AppError("limit_reached", `You run ${used.brands} brands; this plan would allow ${brands}. Remove brands first.`, {
        brands: `uses ${used.brands}`,
      });
    }

    if (newPrice >= current.periodPriceCents) {
      const amount = prorationCents({
        oldPrice: current.periodPriceCents,
        newPrice,
        periodStart: current.currentPeriodStart,
        periodEnd: current.currentPeriodEnd,
        now,
      });
      if (amount > 0) {
        await chargeSubscription(tx, {
          buyerAccountId: input.buyerAccountId,
          subscriptionId: current.id,
          amount,
          key: `subscription:${current.id}:${current.periodNumber}:change:${target.id}:${input.choice.extraSeats}:${input.choice.extraBrands}`,
          description: `Change to ${target.packageName} (prorated)`,
        });
      }
      await tx
        .update(subscription)
        .set({
          planId: target.id,
          extraSeats: input.choice.extraSeats,
          extraBrands: input.choice.extraBrands,
          periodPriceCents: newPrice,
          pendingPlanId: null,
          pendingExtraSeats: null,
          pendingExtraBrands: null,
          updatedAt: now,
        })
        .where(eq(subscription.id, current.id));
      return { applied: "now" as const, chargedCents: amount };
    }

    await tx
      .update(subscription)
      .set({
        pendingPlanId: target.id,
        pendingExtraSeats: input.choice.extraSeats,
        pendingExtraBrands: input.choice.extraBrands,
        updatedAt: now,
      })
      .where(eq(subscription.id, current.id));
    return { applied: "at_period_end" as const, chargedCents: 0 };
  });
}

/** Cancel at period end (or undo that with `resume`). Nothing is refunded; access lasts until then. */
export async function setCancelAtPeriodEnd(db: Db, input: { buyerAccountId: string; cancel: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await liveSubscription(tx, input.buyerAccountId);
    if (!current) throw new AppError("not_found", "There is no subscription to cancel");
    await tx.update(subscription).set({ cancelAtPeriodEnd: input.cancel, updatedAt: new Date() }).where(eq(subscription.id, current.id));
  });
}
