import { and, desc, eq, sql } from "drizzle-orm";
import type { BrandCreator } from "@/contracts/discovery";
import type { Executor } from "@/server/db/database";
import { creatorList, creatorListItem, creatorRating, marketOrder } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { listInviteOptions } from "@/server/domain/campaigns/invite-creator";
import { getPublicCreatorByUserOrThrow } from "@/server/domain/creators/get-public-creator-by-user";
import { orderReference } from "@/server/domain/orders/order-read-model";
import { listCreatorRatings } from "./ratings";
import type { Db } from "@/server/db/database";

/**
 * /platform/creators/{userId} (docs/product/screens-and-navigation.md): the creator's public profile and
 * packages, plus what only this brand sees — its past orders with them, its lists (saved or not)
 * and its active campaigns (invited or not). A creator without a public page (no custom URL, not a
 * creator, banned) is a 404 exactly like an unknown id.
 */
export async function getBrandCreator(db: Db, input: { buyerAccountId: string; creatorUserId: string }): Promise<BrandCreator> {
  if (input.creatorUserId.length > 100) throw notFound("Creator");
  const creator = await getPublicCreatorByUserOrThrow(db, input.creatorUserId);
  const [orders, ratings, lists, campaigns] = await Promise.all([
    pastOrders(db, input),
    listCreatorRatings(db, creator.userId, 10),
    db
      .select({
        id: creatorList.id,
        name: creatorList.name,
        saved: sql<boolean>`exists (select 1 from ${creatorListItem} where ${creatorListItem.listId} = ${creatorList.id} and ${creatorListItem.creatorUserId} = ${creator.userId})`,
      })
      .from(creatorList)
      .where(eq(creatorList.buyerAccountId, input.buyerAccountId))
      .orderBy(creatorList.name, creatorList.id)
      .limit(100),
    listInviteOptions(db, { buyerAccountId: input.buyerAccountId, creatorUserId: creator.userId }),
  ]);
  return { creator, pastOrders: orders, ratings, lists: lists.map((l) => ({ ...l, saved: Boolean(l.saved) })), campaigns };
}

async function pastOrders(db: Executor, input: { buyerAccountId: string; creatorUserId: string }) {
  const rows = await db
    .select({
      id: marketOrder.id,
      title: sql<string>`coalesce(${marketOrder.packageSnapshot}->>'title', 'Order')`,
      status: marketOrder.status,
      priceCents: marketOrder.priceCents,
      createdAt: marketOrder.createdAt,
      ratingId: creatorRating.id,
    })
    .from(marketOrder)
    .leftJoin(creatorRating, eq(creatorRating.orderId, marketOrder.id))
    .where(and(eq(marketOrder.buyerAccountId, input.buyerAccountId), eq(marketOrder.creatorUserId, input.creatorUserId)))
    .orderBy(desc(marketOrder.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    reference: orderReference(r.id),
    title: r.title,
    status: r.status,
    priceCents: r.priceCents,
    createdAt: r.createdAt,
    rated: r.ratingId !== null,
  }));
}
