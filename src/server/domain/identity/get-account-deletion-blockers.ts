import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { buyerAccount, member } from "@/server/db/schema";
import { formatCents } from "@/lib/money-format";
import { getCreatorMoneyOwed } from "../accounts/get-creator-money-owed";
import { getMoneyHeld, liveSubscriptionReason, type MoneyHeld } from "../accounts/get-money-held";
import { MIN_PAYOUT_CENTS } from "../ledger";

/**
 * Why an account may not be deleted right now (docs/product/money.md: money is never silently
 * lost), each reason saying what to do first. Refused while the user's personal buyer account
 * holds a wallet balance, a live subscription or open orders (escrow still to be released or
 * refunded); while a team they own alone holds any of those (deleting its only owner would orphan
 * the money); while the platform still owes them as a creator: earnings (above or below the
 * minimum payout), payouts in transit, orders to deliver; and, once nothing is owed, while orders,
 * licences or payouts on the books still name them as a creator (support closes such an account).
 * An empty list means the account may be deleted.
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
    if (held.openOrders.count > 0) {
      reasons.push(`You have ${openOrders(held)}. Approve their deliveries or cancel them under Orders before deleting your account.`);
    }
  }

  reasons.push(...(await creatorReasons(db, userId)));

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
    if (held.openOrders.count > 0) {
      reasons.push(`A team you own alone has ${openOrders(held)}. Make another member an owner or settle the orders first.`);
    }
  }
  return reasons;
}

function openOrders(held: MoneyHeld): string {
  const { count, escrowCents } = held.openOrders;
  return `${count} open ${count === 1 ? "order" : "orders"} holding ${formatCents(escrowCents)} in escrow`;
}

async function creatorReasons(db: Executor, userId: string): Promise<string[]> {
  const owed = await getCreatorMoneyOwed(db, userId);
  const reasons: string[] = [];
  if (owed.earningsCents >= MIN_PAYOUT_CENTS) {
    reasons.push(
      `You have ${formatCents(owed.earningsCents)} of earnings not paid out yet. Request a payout under Earnings before deleting your account.`,
    );
  } else if (owed.earningsCents > 0) {
    reasons.push(
      `You have ${formatCents(owed.earningsCents)} of earnings, below the ${formatCents(MIN_PAYOUT_CENTS)} minimum payout. Ask support to pay it out before deleting your account.`,
    );
  }
  const { count, cents } = owed.payoutsInTransit;
  if (count > 0) {
    reasons.push(
      count === 1
        ? `A payout of ${formatCents(cents)} is on its way to you. Wait until it is paid before deleting your account.`
        : `${count} payouts totalling ${formatCents(cents)} are on their way to you. Wait until they are paid before deleting your account.`,
    );
  }
  if (owed.openOrders > 0) {
    const what = owed.openOrders === 1 ? "1 order" : `${owed.openOrders} orders`;
    reasons.push(`You have ${what} to deliver. Deliver them, or ask the brand to cancel, before deleting your account.`);
  }
  // Settled orders (their licences) and payouts stay on the books and name the creator, so the
  // database keeps such a user; say so instead of failing the delete.
  if (reasons.length === 0 && owed.hasRecords) {
    reasons.push("Your orders, licences and payouts stay on the books. Ask support to close your account.");
  }
  return reasons;
}
