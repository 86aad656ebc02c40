import { addMonths } from "date-fns";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { isUniqueViolation } from "@/server/db/pg-errors";
import { buyerAccount, plan, subscription } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { recordCreated } from "@/server/domain/events/transition";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { subscriptionMachine } from "./subscription-transitions";

export interface ComplimentaryResult {
  subscriptionId: string;
  buyerAccountId: string;
  planId: string;
  created: boolean;
}

/**
 * An admin gives a buyer account a plan for free: renewals of a complimentary subscription charge
 * nothing (renew-subscriptions.ts). With no live subscription one is created; a live one is turned
 * complimentary in place on the granted plan — the period already paid runs out as it is (nothing
 * is refunded or charged now) and a scheduled downgrade or cancellation is dropped. A past-due
 * subscription's retried renewal then charges nothing and it becomes active again.
 */
export async function grantComplimentaryPlan(
  db: Db,
  input: { buyerAccountId: string; planId: string; reason: string; actorUserId: string; now?: Date },
): Promise<ComplimentaryResult> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: buyerAccount.id })
        .from(buyerAccount)
        .where(eq(buyerAccount.id, input.buyerAccountId))
        .limit(1);
      if (!account) throw new AppError("not_found", "No such organization or buyer account");
      const [granted] = await tx.select().from(plan).where(eq(plan.id, input.planId)).limit(1);
      if (!granted) throw new AppError("validation_error", "planId: no such plan", { planId: "No such plan" });
      const [live] = await tx
        .select()
        .from(subscription)
        .where(and(eq(subscription.buyerAccountId, input.buyerAccountId), ne(subscription.status, "canceled")))
        .for("update")
        .limit(1);
      if (live?.isComplimentary) throw new AppError("conflict", "This account already has a complimentary plan; end it first");

      let subscriptionId: string;
      if (live) {
        await tx
          .update(subscription)
          .set({
            planId: granted.id,
            isComplimentary: true,
            cancelAtPeriodEnd: false,
            pendingPlanId: null,
            pendingExtraSeats: null,
            pendingExtraBrands: null,
            updatedAt: now,
          })
          .where(eq(subscription.id, live.id));
        subscriptionId = live.id;
      } else {
        const [created] = await tx
          .insert(subscription)
          .values({
            buyerAccountId: input.buyerAccountId,
            planId: granted.id,
            isComplimentary: true,
            periodPriceCents: 0,
            currentPeriodStart: now,
            currentPeriodEnd: addMonths(now, 1),
            status: subscriptionMachine.initial.status,
          })
          .returning({ id: subscription.id });
        subscriptionId = created!.id;
        await recordCreated(tx, subscriptionMachine, {
          id: subscriptionId,
          actor: { kind: "admin", id: input.actorUserId },
          payload: { plan: granted.code, periodPriceCents: 0, complimentary: true },
        });
      }
      await writeAuditLog(tx, {
        actorUserId: input.actorUserId,
        action: "subscription.complimentary_grant",
        target: { type: "buyer_account", id: input.buyerAccountId },
        reason: input.reason,
        before: live ? { subscriptionId: live.id, planId: live.planId, isComplimentary: false } : { subscriptionId: null },
        after: { subscriptionId, planId: granted.id, plan: granted.code, isComplimentary: true },
      });
      return { subscriptionId, buyerAccountId: input.buyerAccountId, planId: granted.id, created: !live };
    });
  } catch (error) {
    // A subscribe racing the grant: the one-live-subscription index lets only one of them in.
    if (isUniqueViolation(error)) throw new AppError("conflict", "This account subscribed meanwhile; try again");
    throw error;
  }
}
