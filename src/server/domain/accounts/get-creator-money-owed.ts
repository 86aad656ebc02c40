import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { marketOrder, payout } from "@/server/db/schema";
import { earningsOf, getBalance } from "@/server/domain/ledger";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { SETTLED_ORDER_STATUSES } from "./get-money-held";

export interface CreatorMoneyOwed {
  /** Earnings not yet requested as a payout, in cents. */
  earningsCents: number;
  /** Payouts requested or approved but not yet paid or failed: money on its way to the creator. */
  payoutsInTransit: { count: number; cents: number };
  /** Orders the creator still works on: their escrow is released to the creator on approval. */
  openOrders: number;
  /** Any order or payout at all names the creator: records the books keep. */
  hasRecords: boolean;
}

/**
 * What the platform still owes a creator (docs/product/money.md: money is never silently lost). Deleting
 * the creator's account with any of it would strand money that is theirs, so account deletion is
 * refused while it is not all zero.
 */
export async function getCreatorMoneyOwed(db: Executor, creatorUserId: string): Promise<CreatorMoneyOwed> {
  const [earningsCents, [payouts], [orders], [records]] = await Promise.all([
    getBalance(db, earningsOf(creatorUserId)),
    db
      .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${payout.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(payout)
      .where(and(eq(payout.creatorUserId, creatorUserId), inArray(payout.status, ["requested", "approved"]))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(marketOrder)
      .where(and(eq(marketOrder.creatorUserId, creatorUserId), notInArray(marketOrder.status, [...SETTLED_ORDER_STATUSES]))),
    rowsOf<{ exists: boolean }>(
      db,
      sql`select exists(select 1 from ${marketOrder} where ${marketOrder.creatorUserId} = ${creatorUserId})
        or exists(select 1 from ${payout} where ${payout.creatorUserId} = ${creatorUserId}) as exists`,
    ),
  ]);
  return {
    earningsCents,
    payoutsInTransit: { count: payouts?.count ?? 0, cents: payouts?.cents ?? 0 },
    openOrders: orders?.count ?? 0,
    hasRecords: records?.exists === true,
  };
}
