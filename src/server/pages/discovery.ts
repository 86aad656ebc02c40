import "server-only";
import type { Wire } from "@/contracts/wire";
import type { CreatorSearch } from "@/contracts/creator-search";
import type { Rating } from "@/contracts/discovery";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { listDirectoryCountries } from "@/server/domain/creators/list-directory-countries";
import { searchCreators } from "@/server/domain/creators/search-creators";
import { getCreatorList, listCreatorLists, listMembership } from "@/server/domain/discovery/creator-lists";
import { getBrandCreator } from "@/server/domain/discovery/get-brand-creator";
import { getOrderRating } from "@/server/domain/discovery/ratings";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";
import { listActiveCampaignTitles } from "@/server/domain/discovery/list-active-campaign-titles";

/*
 * Server reads of the brand area's creator pages (decision 034): the same
 * use-cases as /api/v1/auth/creators…, for the caller the page resolved. A 404 of a use-case is
 * `null` here, and the page renders notFound().
 */

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** /platform/creators: one page of cards, which lists hold each, the account's lists and active campaigns. */
export async function loadBrandDirectory(caller: Caller, search: CreatorSearch) {
  const { db } = await getAppContext();
  const [result, countries, lists, campaigns] = await Promise.all([
    searchCreators(db, search),
    listDirectoryCountries(db),
    listCreatorLists(db, caller.buyer.id),
    listActiveCampaignTitles(db, caller.buyer.id),
  ]);
  const saved = await listMembership(db, { buyerAccountId: caller.buyer.id, creatorUserIds: result.creators.map((c) => c.userId) });
  return { result, countries, lists, campaigns, saved };
}

/** /platform/creators/{userId}. */
export async function loadBrandCreator(caller: Caller, creatorUserId: string) {
  return orNull(getBrandCreator((await getAppContext()).db, { buyerAccountId: caller.buyer.id, creatorUserId }));
}

/** /platform/creators/lists. */
export async function loadCreatorLists(caller: Caller) {
  return listCreatorLists((await getAppContext()).db, caller.buyer.id);
}

/** /platform/creators/lists/{id}, with the account's lists (to move creators) and active campaigns. */
export async function loadCreatorList(caller: Caller, listId: string) {
  const { db } = await getAppContext();
  const list = await orNull(getCreatorList(db, { buyerAccountId: caller.buyer.id, listId }));
  if (!list) return null;
  const [lists, campaigns] = await Promise.all([listCreatorLists(db, caller.buyer.id), listActiveCampaignTitles(db, caller.buyer.id)]);
  return { list, lists, campaigns };
}

/** The rating of an order for its page (either side), as the client component takes it; null when not rated or not the caller's. */
export async function loadOrderRating(caller: Caller, side: "buyer" | "creator", orderId: string): Promise<Wire<Rating> | null> {
  const party = side === "buyer" ? ({ side, buyerAccountId: caller.buyer.id } as const) : ({ side, userId: caller.userId } as const);
  const rating = await orNull(getOrderRating((await getAppContext()).db, { orderId, party }));
  if (!rating) return null;
  return {
    ...rating,
    repliedAt: rating.repliedAt?.toISOString() ?? null,
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
    editableUntil: rating.editableUntil.toISOString(),
  };
}
