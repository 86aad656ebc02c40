import { eq } from "drizzle-orm";
import type { Executor, Tx } from "@/server/db/database";
import { marketOrder, paidUsageAuthorisation } from "@/server/db/schema";
import { isPartyOf, lockOrder, type OrderParty, type OrderRow } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import type { PaidUsageRow } from "./paid-usage-transitions";

export const notFoundPaidUsage = () => new AppError("not_found", "Paid-usage authorisation not found");

/** The first of the caller's parties that is a side of the order; null for anyone else. */
export function partyFor(order: Pick<OrderRow, "buyerAccountId" | "creatorUserId">, parties: readonly OrderParty[]): OrderParty | null {
  return parties.find((p) => isPartyOf(order, p)) ?? null;
}

/**
 * An authorisation and its order, when the caller is a side of the order; `not_found` otherwise (an
 * order's add-ons are nobody else's business). With a transaction, the order is locked first (the
 * one lock order: order, then what hangs on it), then the authorisation.
 */
export async function lockPaidUsageForParty(
  tx: Tx,
  id: string,
  parties: readonly OrderParty[],
): Promise<{ row: PaidUsageRow; order: OrderRow; party: OrderParty }> {
  if (!isUuid(id)) throw notFoundPaidUsage();
  const [ref] = await tx
    .select({ orderId: paidUsageAuthorisation.orderId })
    .from(paidUsageAuthorisation)
    .where(eq(paidUsageAuthorisation.id, id))
    .limit(1);
  if (!ref) throw notFoundPaidUsage();
  const order = await lockOrder(tx, ref.orderId);
  const party = order ? partyFor(order, parties) : null;
  if (!order || !party) throw notFoundPaidUsage();
  const [row] = await tx.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, id)).for("update").limit(1);
  if (!row) throw notFoundPaidUsage();
  return { row, order, party };
}

/** The order of an id, when the caller is one of its sides; `not_found` otherwise. */
export async function orderForParties(db: Executor, orderId: string, parties: readonly OrderParty[]) {
  if (!isUuid(orderId)) throw new AppError("not_found", "Order not found");
  const [order] = await db.select().from(marketOrder).where(eq(marketOrder.id, orderId)).limit(1);
  const party = order ? partyFor(order, parties) : null;
  if (!order || !party) throw new AppError("not_found", "Order not found");
  return { order, party };
}
