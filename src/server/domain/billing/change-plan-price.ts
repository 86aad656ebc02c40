import { eq } from "drizzle-orm";
import type { AdminPlan } from "@/contracts/admin/plans";
import type { Db } from "@/server/db/database";
import { plan } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { getAdminPlan } from "./list-admin-plans";

/**
 * Sets a plan's monthly price. Only future renewals see it: a renewal reads the plan's price when
 * it charges the next period (renew-subscriptions.ts), while a running period keeps the price it
 * was charged (`subscription.period_price_cents`) and is never charged again. A custom-priced
 * plan stays custom: it is invoiced by the team, so giving it a price here would silently put it
 * on self-serve sale.
 */
export async function changePlanPrice(
  db: Db,
  input: { planId: string; monthlyPriceCents: number; reason: string; actorUserId: string; now?: Date },
): Promise<AdminPlan> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(plan).where(eq(plan.id, input.planId)).for("update").limit(1);
    if (!row) throw new AppError("not_found", "No such plan");
    if (row.monthlyPriceCents === null) {
      throw new AppError("invalid_state", `${row.packageName} is priced individually; it has no monthly price to change`);
    }
    if (row.monthlyPriceCents === input.monthlyPriceCents) {
      throw new AppError("validation_error", "monthlyPriceCents: that is already the plan's price", {
        monthlyPriceCents: "Already the plan's price",
      });
    }
    await tx
      .update(plan)
      .set({ monthlyPriceCents: input.monthlyPriceCents, updatedAt: input.now ?? new Date() })
      .where(eq(plan.id, row.id));
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "plan.price_change",
      target: { type: "plan", id: row.id },
      reason: input.reason,
      before: { monthlyPriceCents: row.monthlyPriceCents },
      after: { monthlyPriceCents: input.monthlyPriceCents },
      metadata: { code: row.code },
    });
  });
  return (await getAdminPlan(db, input.planId))!;
}
