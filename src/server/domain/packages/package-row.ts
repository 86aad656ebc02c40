import type { OwnPackage, PackageStatus } from "@/contracts/packages";
import { creatorPackage } from "@/server/db/schema";

/** The columns of a package as its owner sees it. */
export const ownPackageColumns = {
  id: creatorPackage.id,
  title: creatorPackage.title,
  description: creatorPackage.description,
  priceCents: creatorPackage.priceCents,
  videos: creatorPackage.videos,
  videoLengthSeconds: creatorPackage.videoLengthSeconds,
  aspectRatio: creatorPackage.aspectRatio,
  turnaroundDays: creatorPackage.turnaroundDays,
  revisionRounds: creatorPackage.revisionRounds,
  usageRightsTerm: creatorPackage.usageRightsTerm,
  rawFootage: creatorPackage.rawFootage,
  extraHookPriceCents: creatorPackage.extraHookPriceCents,
  maxExtraHooks: creatorPackage.maxExtraHooks,
  rawFootagePriceCents: creatorPackage.rawFootagePriceCents,
  paidUsageOffers: creatorPackage.paidUsageOffers,
  isActive: creatorPackage.isActive,
  position: creatorPackage.position,
  archivedAt: creatorPackage.archivedAt,
  hiddenAt: creatorPackage.hiddenAt,
  hiddenReason: creatorPackage.hiddenReason,
};

type Row = Omit<OwnPackage, "status" | "archivedAt" | "hiddenAt"> & { archivedAt: Date | null; hiddenAt: Date | null };

/** Active: on sale. Paused: kept by the creator, not sold. Archived: ordered once, then removed. */
export function packageStatus(p: { isActive: boolean; archivedAt: Date | string | null }): PackageStatus {
  if (p.archivedAt) return "archived";
  return p.isActive ? "active" : "paused";
}

export function toOwnPackage(row: Row): OwnPackage {
  return {
    ...row,
    status: packageStatus(row),
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
  };
}
