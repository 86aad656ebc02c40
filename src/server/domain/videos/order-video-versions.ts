import { and, asc, desc, eq, inArray, notExists } from "drizzle-orm";
import type { OrderVideoVersion, PendingVideoUpload } from "@/contracts/orders";
import type { Executor } from "@/server/db/database";
import { orderVideoVersion, videoAsset } from "@/server/db/schema";
import { videoUrl, videoViewOf } from "./video-view";

export { VIDEO_ROUTE, videoUrl, type VideoVariant } from "./video-view";

type AssetRow = typeof videoAsset.$inferSelect;

export function frameRateText(asset: Pick<AssetRow, "frameRateNum" | "frameRateDen">): string | null {
  return asset.frameRateNum && asset.frameRateDen ? `${asset.frameRateNum}/${asset.frameRateDen}` : null;
}

function versionView(asset: AssetRow, row: typeof orderVideoVersion.$inferSelect): OrderVideoVersion {
  const ready = asset.status === "ready";
  return {
    version: row.version,
    ...videoViewOf(asset),
    frameRate: frameRateText(asset),
    downloadUrl: ready ? videoUrl(asset.id, "original") : null,
    thumbnailStripUrl: ready && asset.thumbnailStripKey ? videoUrl(asset.id, "strip") : null,
    thumbnailCount: asset.thumbnailCount,
    deliverableWarnings: row.deliverableWarnings,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every version of these order videos, oldest first, keyed by order video id. */
export async function versionsOfOrderVideos(db: Executor, orderVideoIds: string[]): Promise<Map<string, OrderVideoVersion[]>> {
  const result = new Map<string, OrderVideoVersion[]>(orderVideoIds.map((id) => [id, []]));
  if (orderVideoIds.length === 0) return result;
  const rows = await db
    .select({ version: orderVideoVersion, asset: videoAsset })
    .from(orderVideoVersion)
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .where(inArray(orderVideoVersion.orderVideoId, orderVideoIds))
    .orderBy(asc(orderVideoVersion.version));
  for (const { version, asset } of rows) result.get(version.orderVideoId)?.push(versionView(asset, version));
  return result;
}

/**
 * The creator's latest upload of each order video that did not become a version (still
 * uploading or processing, or refused), for the upload control's state.
 */
export async function latestUploadsOfOrderVideos(db: Executor, orderVideoIds: string[]): Promise<Map<string, PendingVideoUpload>> {
  const result = new Map<string, PendingVideoUpload>();
  if (orderVideoIds.length === 0) return result;
  const rows = await db
    .select()
    .from(videoAsset)
    .where(
      and(
        inArray(videoAsset.orderVideoId, orderVideoIds),
        notExists(db.select({ id: orderVideoVersion.id }).from(orderVideoVersion).where(eq(orderVideoVersion.assetId, videoAsset.id))),
      ),
    )
    .orderBy(desc(videoAsset.createdAt));
  for (const a of rows) {
    if (!a.orderVideoId || result.has(a.orderVideoId)) continue;
    result.set(a.orderVideoId, {
      assetId: a.id,
      status: a.status,
      failureReason: a.failureReason,
      originalName: a.originalName,
      sizeBytes: a.sizeBytes,
      createdAt: a.createdAt.toISOString(),
    });
  }
  return result;
}
