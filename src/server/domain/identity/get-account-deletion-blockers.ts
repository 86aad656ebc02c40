import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { buyerAccount, member } from "@/server/db/schema";
import { formatCents } from "@/lib/money-format";
import { getMoneyHeld, liveSubscriptionReason } from "../accounts/get-money-held";

/**
 * Why an account may not be deleted right now (PRODUCT.md §6: money is never silently lost).
 * Refused while the user's personal buyer account holds money or a live subscription, or while an
 * organization they alone own does (deleting the last owner would orphan it). Open orders join
 * this list when the orders area lands. An empty list means the account may be deleted.
 */
export async function getAccountDeletionBlockers(db: Executor, userId: string): Promise<string[]> {
  const reasons: string[] = [];

  const [personal] = await db.select({ id: buyerAccount.id }).from(buyerAccount).where(eq(buyerAccount.userId, userId)).limit(1);
  if (personal) {
    const held = await getMoneyHeld(db, personal.id);
    if (held.walletCents > 0) {
      reasons.push(
        `Your wallet still holds ${formatCents(held.walletCents)}. Spend it or ask support for a refund before deleting your account.`,
      );
    }
    if (held.subscription) reasons.push(`${liveSubscriptionReason(held.subscription, "Your")} before deleting your account.`);
  }

  const owned = await db
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.role, "owner")));
  for (const { organizationId } of owned) {
    const owners = await db
      .select({ userId: member.userId })
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.role, "owner")));
    if (owners.length > 1) continue;
    const [orgAccount] = await db
      .select({ id: buyerAccount.id })
      .from(buyerAccount)
      .where(eq(buyerAccount.organizationId, organizationId))
      .limit(1);
    if (!orgAccount) continue;
    const held = await getMoneyHeld(db, orgAccount.id);
    if (held.walletCents > 0) {
      reasons.push(
        `A team you own alone still holds ${formatCents(held.walletCents)} in its wallet. Make another member an owner or spend the balance first.`,
      );
    }
    if (held.subscription) {
      reasons.push(
        `A team you own alone has a live ${held.subscription.plan} plan. Make another member an owner or cancel the plan first.`,
      );
    }
  }
  return reasons;
}
