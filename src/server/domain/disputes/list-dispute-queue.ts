import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { DisputeQueue, DisputeQueueItem, DisputeQueueQuery } from "@/contracts/admin/disputes";
import type { Executor } from "@/server/db/database";
import { brandProfile, ledgerAccount, marketOrder, user } from "@/server/db/schema";
import { orderReference } from "@/server/domain/orders/order-read-model";

const RESOLUTIONS = new Set(["released", "refunded", "split"]);

/**
 * The admin's dispute queue (decision 057): open disputes oldest first — the longest wait is the
 * first to decide — or resolved ones most recent first, a page at a time, each with what its
 * escrow holds now (the amount a decision divides).
 */
export async function listDisputeQueue(db: Executor, query: DisputeQueueQuery): Promise<DisputeQueue> {
  const where =
    query.state === "open"
      ? eq(marketOrder.status, "disputed")
      : and(isNotNull(marketOrder.disputeOpenedAt), isNotNull(marketOrder.disputeResolvedAt));
  const order =
    query.state === "open"
      ? [asc(marketOrder.disputeOpenedAt), asc(marketOrder.id)]
      : [desc(marketOrder.disputeResolvedAt), desc(marketOrder.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: marketOrder,
        brandName: brandProfile.name,
        creatorName: user.name,
        escrowCents: sql<number>`coalesce(${ledgerAccount.balance}, 0)`.mapWith(Number),
      })
      .from(marketOrder)
      .innerJoin(brandProfile, eq(brandProfile.id, marketOrder.brandProfileId))
      .innerJoin(user, eq(user.id, marketOrder.creatorUserId))
      .leftJoin(ledgerAccount, and(eq(ledgerAccount.kind, "order_escrow"), eq(ledgerAccount.ownerKey, sql`${marketOrder.id}::text`)))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(marketOrder).where(where),
  ]);
  const items: DisputeQueueItem[] = rows.map(({ order: o, brandName, creatorName, escrowCents }) => ({
    orderId: o.id,
    reference: orderReference(o.id),
    title: String((o.packageSnapshot as { title?: string }).title ?? "Order"),
    status: o.status,
    priceCents: o.priceCents,
    escrowCents,
    brand: { buyerAccountId: o.buyerAccountId, name: brandName },
    creator: { userId: o.creatorUserId, name: creatorName },
    openedBy: o.disputeOpenedBy === "creator" ? "creator" : "brand",
    openedAt: (o.disputeOpenedAt ?? o.updatedAt).toISOString(),
    reason: o.disputeReason ?? "",
    resolvedAt: o.disputeResolvedAt ? o.disputeResolvedAt.toISOString() : null,
    resolution:
      o.disputeResolution && RESOLUTIONS.has(o.disputeResolution) ? (o.disputeResolution as DisputeQueueItem["resolution"]) : null,
    creatorCents: o.disputeCreatorCents,
    buyerCents: o.disputeBuyerCents,
  }));
  return { items, total: total?.n ?? 0, page: query.page, limit: query.limit };
}
