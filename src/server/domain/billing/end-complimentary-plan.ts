import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { subscription } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";

/**
 * Ends a complimentary plan: the subscription stops being free and is set to end at its period
 * end, so the account keeps what was granted until then and is never charged for a plan nobody
 * chose to pay for. The owner can resume it from billing (and is then charged at renewal), or
 * subscribe again after it ends.
 */
export async function endComplimentaryPlan(
  db: Db,
  input: { buyerAccountId: string; reason: string; actorUserId: string; now?: Date },
): Promise<{ subscriptionId: string; endsAt: string }> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(subscription)
      .where(and(eq(subscription.buyerAccountId, input.buyerAccountId), ne(subscription.status, "canceled")))
      .for("update")
      .limit(1);
    if (!live?.isComplimentary) throw new AppError("not_found", "This account has no complimentary plan");
    await tx
      .update(subscription)
      .set({ isComplimentary: false, cancelAtPeriodEnd: true, updatedAt: input.now ?? new Date() })
      .where(eq(subscription.id, live.id));
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "subscription.complimentary_end",
      target: { type: "buyer_account", id: input.buyerAccountId },
      reason: input.reason,
      before: { subscriptionId: live.id, planId: live.planId, isComplimentary: true, cancelAtPeriodEnd: live.cancelAtPeriodEnd },
      after: { subscriptionId: live.id, planId: live.planId, isComplimentary: false, cancelAtPeriodEnd: true },
    });
    return { subscriptionId: live.id, endsAt: live.currentPeriodEnd.toISOString() };
  });
}
