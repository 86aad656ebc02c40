import { asc, eq } from "drizzle-orm";
import type { PaidUsageView } from "@/contracts/paid-usage";
import type { Executor } from "@/server/db/database";
import { paidUsageAuthorisation } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { orderForParties } from "./paid-usage-access";
import { toPaidUsageView } from "./paid-usage-view";

/**
 * The paid-usage authorisations of an order, oldest first (renewals after what they renew), as the
 * caller's side sees them: the brand gets the handed-over codes opened, the creator the masked hints.
 */
export async function listOrderPaidUsage(
  db: Executor,
  input: { orderId: string; parties: readonly OrderParty[]; codeKey: string | null; now?: Date },
): Promise<PaidUsageView[]> {
  const now = input.now ?? new Date();
  const { order, party } = await orderForParties(db, input.orderId, input.parties);
  const rows = await db
    .select()
    .from(paidUsageAuthorisation)
    .where(eq(paidUsageAuthorisation.orderId, order.id))
    .orderBy(asc(paidUsageAuthorisation.createdAt), asc(paidUsageAuthorisation.id));
  const renewed = new Set(rows.map((r) => r.renewalOf).filter((id): id is string => id !== null));
  return rows.map((row) => toPaidUsageView(row, { order, party, now, codeKey: input.codeKey, hasRenewal: renewed.has(row.id) }));
}
