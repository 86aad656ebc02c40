import { EMPTY_TRACK_RECORD } from "@/lib/track-record";
import { getTrackRecords } from "@/server/domain/track-records/get-track-records";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { CreatorList, CreatorListDetail } from "@/contracts/discovery";
import type { Executor } from "@/server/db/database";
import { preparedStatement } from "@/server/db/prepared";
import { creatorList, creatorListItem, creatorProfile, user } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import { creatorCardColumns, displayName } from "@/server/domain/creators/search-creators";

/*
 * Saved creator lists (decision 034). A list belongs to a buyer account, so every
 * member of a brand's team sees and edits the same lists; another account's list id is a 404 (we
 * never say that it exists). Each function takes the caller's buyer account id, resolved once per
 * request, and checks ownership in its own WHERE clause.
 */

/** Lists per account: enough for any team, small enough that the save menu stays one request. */
export const MAX_LISTS = 100;
export const MAX_LIST_ITEMS = 500;

type ListRow = typeof creatorList.$inferSelect;

async function ownListOrThrow(db: Executor, buyerAccountId: string, listId: string): Promise<ListRow> {
  if (!isUuid(listId)) throw notFound("List");
  const [row] = await db
    .select()
    .from(creatorList)
    .where(and(eq(creatorList.id, listId), eq(creatorList.buyerAccountId, buyerAccountId)))
    .limit(1);
  if (!row) throw notFound("List");
  return row;
}

export async function listCreatorLists(db: Executor, buyerAccountId: string): Promise<CreatorList[]> {
  const rows = await db
    .select({
      id: creatorList.id,
      name: creatorList.name,
      createdAt: creatorList.createdAt,
      updatedAt: creatorList.updatedAt,
      creatorCount: sql<number>`(select count(*) from ${creatorListItem} where ${creatorListItem.listId} = ${creatorList.id})`,
    })
    .from(creatorList)
    .where(eq(creatorList.buyerAccountId, buyerAccountId))
    .orderBy(asc(creatorList.name), asc(creatorList.id))
    .limit(MAX_LISTS);
  return rows.map((r) => ({ ...r, creatorCount: Number(r.creatorCount) }));
}

export async function createCreatorList(
  db: Executor,
  input: { buyerAccountId: string; userId: string; name: string },
): Promise<CreatorList> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(creatorList).where(eq(creatorList.buyerAccountId, input.buyerAccountId));
  if (Number(n) >= MAX_LISTS) throw new AppError("limit_reached", `An account keeps at most ${MAX_LISTS} lists`);
  const [row] = await db
    .insert(creatorList)
    .values({ buyerAccountId: input.buyerAccountId, name: input.name, createdByUserId: input.userId })
    .returning();
  return { id: row!.id, name: row!.name, createdAt: row!.createdAt, updatedAt: row!.updatedAt, creatorCount: 0 };
}

export async function renameCreatorList(
  db: Executor,
  input: { buyerAccountId: string; listId: string; name: string },
): Promise<CreatorList> {
  await ownListOrThrow(db, input.buyerAccountId, input.listId);
  await db
    .update(creatorList)
    .set({ name: input.name, updatedAt: new Date() })
    .where(and(eq(creatorList.id, input.listId), eq(creatorList.buyerAccountId, input.buyerAccountId)));
  const lists = await listCreatorLists(db, input.buyerAccountId);
  return lists.find((l) => l.id === input.listId)!;
}

export async function deleteCreatorList(db: Executor, input: { buyerAccountId: string; listId: string }): Promise<{ id: string }> {
  await ownListOrThrow(db, input.buyerAccountId, input.listId);
  await db.delete(creatorList).where(and(eq(creatorList.id, input.listId), eq(creatorList.buyerAccountId, input.buyerAccountId)));
  return { id: input.listId };
}

/** Adds a creator (idempotent: saving twice keeps one entry). Only listed creators can be saved. */
export async function addCreatorToList(
  db: Executor,
  input: { buyerAccountId: string; userId: string; listId: string; creatorUserId: string },
): Promise<void> {
  await ownListOrThrow(db, input.buyerAccountId, input.listId);
  const [creator] = await db
    .select({ listed: creatorProfile.isListed })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, input.creatorUserId))
    .limit(1);
  if (!creator?.listed) {
    throw new AppError("validation_error", "creator_user_id: no such creator", { creator_user_id: "No such creator" });
  }
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(creatorListItem).where(eq(creatorListItem.listId, input.listId));
  if (Number(n) >= MAX_LIST_ITEMS) throw new AppError("limit_reached", `A list holds at most ${MAX_LIST_ITEMS} creators`);
  await db
    .insert(creatorListItem)
    .values({ listId: input.listId, creatorUserId: input.creatorUserId, addedByUserId: input.userId })
    .onConflictDoNothing();
  await db.update(creatorList).set({ updatedAt: new Date() }).where(eq(creatorList.id, input.listId));
}

export async function removeCreatorFromList(
  db: Executor,
  input: { buyerAccountId: string; listId: string; creatorUserId: string },
): Promise<void> {
  await ownListOrThrow(db, input.buyerAccountId, input.listId);
  await db
    .delete(creatorListItem)
    .where(and(eq(creatorListItem.listId, input.listId), eq(creatorListItem.creatorUserId, input.creatorUserId)));
}

/** One list with its creators as directory cards (newest saved first); hidden creators drop out. */
export async function getCreatorList(db: Executor, input: { buyerAccountId: string; listId: string }): Promise<CreatorListDetail> {
  const list = await ownListOrThrow(db, input.buyerAccountId, input.listId);
  const rows = await db
    .select({ addedAt: creatorListItem.createdAt, ...creatorCardColumns })
    .from(creatorListItem)
    .innerJoin(creatorProfile, eq(creatorProfile.userId, creatorListItem.creatorUserId))
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .where(and(eq(creatorListItem.listId, list.id), eq(creatorProfile.isListed, true)))
    .orderBy(desc(creatorListItem.createdAt), asc(creatorProfile.userId));
  const records = await getTrackRecords(
    db,
    rows.map((r) => r.userId),
  );
  return {
    id: list.id,
    name: list.name,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    creatorCount: rows.length,
    creators: rows.map((r) => ({
      userId: r.userId,
      customUrl: r.customUrl!,
      name: displayName(r.firstName, r.lastName, r.userName),
      firstName: r.firstName,
      lastName: r.lastName,
      shortBio: r.shortBio,
      avatar: r.avatar,
      coverPhoto: r.coverPhoto,
      niches: r.niches,
      country: r.country,
      languages: r.languages,
      platforms: [],
      totalFollowers: Number(r.totalFollowers),
      fromPriceCents: r.fromPriceCents,
      activePackages: 0,
      ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
      ratingCount: r.ratingCount,
      trackRecord: records.get(r.userId) ?? EMPTY_TRACK_RECORD,
      addedAt: r.addedAt,
    })),
  };
}

/** The lists of an account holding any of these creators: one array parameter, whatever the page's size. */
const membershipOf = preparedStatement("creator_list_membership", (db, name) =>
  db
    .select({ listId: creatorListItem.listId, creatorUserId: creatorListItem.creatorUserId })
    .from(creatorListItem)
    .innerJoin(creatorList, eq(creatorList.id, creatorListItem.listId))
    .where(
      and(
        eq(creatorList.buyerAccountId, sql.placeholder("buyerAccountId")),
        sql`${creatorListItem.creatorUserId} = any(${sql.placeholder("ids")})`,
      ),
    )
    .prepare(name),
);

/** For cards: which of the account's lists hold each of these creators. */
export async function listMembership(
  db: Executor,
  input: { buyerAccountId: string; creatorUserIds: string[] },
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (input.creatorUserIds.length === 0) return out;
  const rows = await membershipOf(db).execute({ buyerAccountId: input.buyerAccountId, ids: input.creatorUserIds });
  for (const r of rows) out.set(r.creatorUserId, [...(out.get(r.creatorUserId) ?? []), r.listId]);
  return out;
}
