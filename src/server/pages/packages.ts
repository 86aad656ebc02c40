import "server-only";
import type { PublicCreator } from "@/contracts/creators";
import type { BrandProfileSummary } from "@/contracts/media";
import { getPublicCreatorByUserOrThrow } from "@/server/domain/creators/get-public-creator-by-user";
import { listBrandProfiles } from "@/server/domain/media/list-brand-profiles";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";

export interface PackagePurchasePage {
  /** null: no such creator (or not public any more). */
  creator: PublicCreator | null;
  brandProfiles: BrandProfileSummary[];
}

/** Buying a package: the creator with their active packages, and the buyer's brand profiles. */
export async function loadPackagePurchase(creatorUserId: string, buyerAccountId: string): Promise<PackagePurchasePage> {
  const { db } = await getAppContext();
  const [creator, brandProfiles] = await Promise.all([
    getPublicCreatorByUserOrThrow(db, creatorUserId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    }),
    listBrandProfiles(db, buyerAccountId),
  ]);
  return { creator, brandProfiles };
}
