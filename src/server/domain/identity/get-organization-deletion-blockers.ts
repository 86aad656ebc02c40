import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { buyerAccount } from "@/server/db/schema";
import { formatCents } from "@/lib/money-format";
import { getMoneyHeld, liveSubscriptionReason } from "../accounts/get-money-held";

/**
 * Why an organization may not be deleted right now: the same money its buyer account holds that
 * blocks deleting an account: its wallet, a live plan, open orders' escrow. Empty when it may be deleted.
 */
export async function getOrganizationDeletionBlockers(db: Executor, organizationId: string): Promise<string[]> {
  const [account] = await db
    .select({ id: buyerAccount.id })
    .from(buyerAccount)
    .where(eq(buyerAccount.organizationId, organizationId))
    .limit(1);
  if (!account) return [];
  const held = await getMoneyHeld(db, account.id);
  const reasons: string[] = [];
  if (held.walletCents > 0) {
    reasons.push(
      `This team's wallet still holds ${formatCents(held.walletCents)}. Spend it or ask support for a refund before deleting the team.`,
    );
  }
  if (held.subscription) reasons.push(`${liveSubscriptionReason(held.subscription, "This team's")} before deleting the team.`);
  const { count, escrowCents } = held.openOrders;
  if (count > 0) {
    reasons.push(
      `This team has ${count} open ${count === 1 ? "order" : "orders"} holding ${formatCents(escrowCents)} in escrow. Approve their deliveries or cancel them under Orders before deleting the team.`,
    );
  }
  return reasons;
}
