import "server-only";
import type { CreatorSearch } from "@/contracts/creator-search";
import type { PublicCreator } from "@/contracts/creators";
import { findCreatorUrlRedirect } from "@/server/domain/creators/creator-url-history";
import { getPublicCreatorOrThrow } from "@/server/domain/creators/get-public-creator";
import { listDirectoryCountries } from "@/server/domain/creators/list-directory-countries";
import { listOwnPackages } from "@/server/domain/packages/list-own-packages";
import { listPublicCreatorUrls } from "@/server/domain/creators/list-public-creator-urls";
import { searchCreators } from "@/server/domain/creators/search-creators";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";

/** The /creators page: one page of matches and the countries its filter offers. */
export async function loadDirectory(search: CreatorSearch) {
  const { db } = await getAppContext();
  const [result, countries] = await Promise.all([searchCreators(db, search), listDirectoryCountries(db)]);
  return { result, countries };
}

/** A creator's public page /c/{custom_url}, or null when there is none to show. */
export async function findPublicCreator(customUrl: string): Promise<PublicCreator | null> {
  const { db } = await getAppContext();
  try {
    return await getPublicCreatorOrThrow(db, customUrl);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** The current custom URL of a creator whose old one this is (redirected for 90 days), or null. */
export async function findMovedCreatorUrl(customUrl: string): Promise<string | null> {
  return findCreatorUrlRedirect((await getAppContext()).db, customUrl);
}

/** Every public creator page, for the sitemap. */
export async function publicCreatorUrls() {
  return listPublicCreatorUrls((await getAppContext()).db);
}

/** The signed-in creator's own packages, active or not ("Your Packages"). */
export async function ownPackages(userId: string) {
  return listOwnPackages((await getAppContext()).db, userId);
}
