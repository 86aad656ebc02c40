import { and, desc, eq, sql } from "drizzle-orm";
import { RATING_EDIT_DAYS, type PublicRating, type Rating } from "@/contracts/discovery";
import type { Db, Executor, Tx } from "@/server/db/database";
import { brandProfile, creatorProfile, creatorRating, marketOrder } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import type { OrderParty } from "@/server/domain/orders/order-access";

/*
 * Ratings (decision 034). The brand that bought an order rates its creator once
 * the order is completed: 1–5 stars and an optional text, once per order (a unique index on the
 * order id), changeable for RATING_EDIT_DAYS after it was first given. The creator replies once.
 * The creator's average and count live on creator_profile, rewritten in the rating's transaction
 * while the profile row is locked, so the directory's rating filter and sort read an index and two
 * ratings of the same creator at once cannot both miss each other.
 */

const DAY_MS = 86_400_000;
type RatingRow = typeof creatorRating.$inferSelect;

export function ratingView(row: RatingRow): Rating {
  return {
    id: row.id,
    orderId: row.orderId,
    creatorUserId: row.creatorUserId,
    stars: row.stars,
    text: row.text,
    reply: row.reply,
    repliedAt: row.repliedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    editableUntil: new Date(row.createdAt.getTime() + RATING_EDIT_DAYS * DAY_MS),
  };
}

/** Takes the creator's profile row lock; call before writing creator_rating in the same transaction. */
async function lockCreatorProfile(tx: Tx, creatorUserId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${creatorProfile} where ${creatorProfile.userId} = ${creatorUserId} for update`);
}

/** Rewrites the creator's denormalised average and count from their ratings (inside the caller's transaction). */
export async function refreshCreatorRating(tx: Tx, creatorUserId: string): Promise<void> {
  await tx
    .update(creatorProfile)
    .set({
      ratingCount: sql`(select count(*)::int from ${creatorRating} where ${creatorRating.creatorUserId} = ${creatorUserId})`,
      ratingAverage: sql`(select round(avg(${creatorRating.stars}), 2) from ${creatorRating} where ${creatorRating.creatorUserId} = ${creatorUserId})`,
    })
    .where(eq(creatorProfile.userId, creatorUserId));
}

/** The brand rates the creator of one of its completed orders (once). */
export async function rateOrder(
  db: Db,
  input: { buyerAccountId: string; userId: string; orderId: string; stars: number; text?: string | null; now?: Date },
): Promise<Rating> {
  if (!isUuid(input.orderId)) throw notFound("Order");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    // Only the order's own buyer account finds it; any other caller gets the same 404.
    const [order] = await tx
      .select({ id: marketOrder.id, status: marketOrder.status, creatorUserId: marketOrder.creatorUserId })
      .from(marketOrder)
      .where(and(eq(marketOrder.id, input.orderId), eq(marketOrder.buyerAccountId, input.buyerAccountId)))
      .limit(1);
    if (!order) throw notFound("Order");
    if (order.status !== "completed") throw new AppError("invalid_state", "Only a completed order can be rated");
    await lockCreatorProfile(tx, order.creatorUserId);
    const [row] = await tx
      .insert(creatorRating)
      .values({
        orderId: order.id,
        buyerAccountId: input.buyerAccountId,
        creatorUserId: order.creatorUserId,
        ratedByUserId: input.userId,
        stars: input.stars,
        text: input.text?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("conflict", "This order is rated already; change the rating instead");
    await refreshCreatorRating(tx, order.creatorUserId);
    return ratingView(row);
  });
}

/** The brand changes its rating, within RATING_EDIT_DAYS of giving it. */
export async function editOrderRating(
  db: Db,
  input: { buyerAccountId: string; orderId: string; stars: number; text?: string | null; now?: Date },
): Promise<Rating> {
  if (!isUuid(input.orderId)) throw notFound("Rating");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(creatorRating)
      .where(and(eq(creatorRating.orderId, input.orderId), eq(creatorRating.buyerAccountId, input.buyerAccountId)))
      .limit(1);
    if (!existing) throw notFound("Rating");
    if (now.getTime() > existing.createdAt.getTime() + RATING_EDIT_DAYS * DAY_MS) {
      throw new AppError("invalid_state", `A rating can be changed for ${RATING_EDIT_DAYS} days after it was given`);
    }
    await lockCreatorProfile(tx, existing.creatorUserId);
    const [row] = await tx
      .update(creatorRating)
      .set({ stars: input.stars, text: input.text?.trim() || null, updatedAt: now })
      .where(eq(creatorRating.id, existing.id))
      .returning();
    await refreshCreatorRating(tx, existing.creatorUserId);
    return ratingView(row!);
  });
}

/** The rated creator answers a rating, once. */
export async function replyToRating(db: Db, input: { creatorUserId: string; orderId: string; reply: string; now?: Date }): Promise<Rating> {
  if (!isUuid(input.orderId)) throw notFound("Rating");
  const now = input.now ?? new Date();
  const [existing] = await db
    .select({ id: creatorRating.id })
    .from(creatorRating)
    .where(and(eq(creatorRating.orderId, input.orderId), eq(creatorRating.creatorUserId, input.creatorUserId)))
    .limit(1);
  if (!existing) throw notFound("Rating");
  // One statement decides: of two replies at once, only one finds the reply still empty.
  const [row] = await db
    .update(creatorRating)
    .set({ reply: input.reply.trim(), repliedAt: now })
    .where(and(eq(creatorRating.id, existing.id), sql`${creatorRating.reply} is null`))
    .returning();
  if (!row) throw new AppError("conflict", "You have replied to this rating already");
  return ratingView(row);
}

/** The rating of an order, for either party of it (null when not rated yet). */
export async function getOrderRating(db: Executor, input: { orderId: string; party: OrderParty }): Promise<Rating | null> {
  if (!isUuid(input.orderId)) throw notFound("Order");
  const [order] = await db
    .select({ buyerAccountId: marketOrder.buyerAccountId, creatorUserId: marketOrder.creatorUserId })
    .from(marketOrder)
    .where(eq(marketOrder.id, input.orderId))
    .limit(1);
  const isParty =
    order &&
    (input.party.side === "buyer" ? order.buyerAccountId === input.party.buyerAccountId : order.creatorUserId === input.party.userId);
  if (!isParty) throw notFound("Order");
  const [row] = await db.select().from(creatorRating).where(eq(creatorRating.orderId, input.orderId)).limit(1);
  return row ? ratingView(row) : null;
}

/** A creator's most recent ratings with the rating brand's name (their pages). */
export async function listCreatorRatings(db: Executor, creatorUserId: string, limit = 10): Promise<PublicRating[]> {
  const rows = await db
    .select({
      id: creatorRating.id,
      stars: creatorRating.stars,
      text: creatorRating.text,
      reply: creatorRating.reply,
      repliedAt: creatorRating.repliedAt,
      createdAt: creatorRating.createdAt,
      brandName: brandProfile.name,
    })
    .from(creatorRating)
    .innerJoin(marketOrder, eq(marketOrder.id, creatorRating.orderId))
    .innerJoin(brandProfile, eq(brandProfile.id, marketOrder.brandProfileId))
    .where(eq(creatorRating.creatorUserId, creatorUserId))
    .orderBy(desc(creatorRating.createdAt), desc(creatorRating.id))
    .limit(limit);
  return rows;
}
