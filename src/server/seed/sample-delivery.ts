import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { orderVideoVersion, videoAsset } from "@/server/db/schema";
import { storageKey, uniqueName, type StorageAdapter } from "@/server/integrations/storage";
import type { SampleClip } from "@/server/integrations/video/sample-clip";

/**
 * Stores a ready-made clip as the next version of an order video, as the upload pipeline leaves
 * it once processing is done (a `ready` video_asset with what ffprobe would report, and an
 * order_video_version). For the demo data and the tests only; the product's path is the upload.
 * The caller then delivers it with `deliverOrderVideo`.
 */
export async function attachSampleVersion(
  db: Db,
  storage: StorageAdapter,
  input: { orderVideoId: string; ownerUserId: string; clip: SampleClip; poster?: Buffer | null; now?: Date },
): Promise<{ versionId: string; assetId: string; version: number }> {
  const now = input.now ?? new Date();
  const key = storageKey("videos", input.orderVideoId, uniqueName("mp4"));
  await storage.put(key, input.clip.bytes, { contentType: "video/mp4" });
  let posterKey: string | null = null;
  if (input.poster) {
    posterKey = storageKey("videos", input.orderVideoId, uniqueName("jpg"));
    await storage.put(posterKey as typeof key, input.poster, { contentType: "image/jpeg" });
  }
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: orderVideoVersion.version })
      .from(orderVideoVersion)
      .where(eq(orderVideoVersion.orderVideoId, input.orderVideoId))
      .orderBy(desc(orderVideoVersion.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    const [asset] = await tx
      .insert(videoAsset)
      .values({
        ownerUserId: input.ownerUserId,
        purpose: "order_delivery",
        orderVideoId: input.orderVideoId,
        status: "ready",
        originalKey: key,
        originalName: `delivery-v${version}.mp4`,
        sizeBytes: input.clip.bytes.length,
        contentType: "video/mp4",
        durationMs: input.clip.durationMs,
        width: input.clip.width,
        height: input.clip.height,
        frameRateNum: input.clip.frameRate.num,
        frameRateDen: input.clip.frameRate.den,
        videoCodec: "h264",
        posterKey,
        uploadCompletedAt: now,
        processedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: videoAsset.id });
    const [row] = await tx
      .insert(orderVideoVersion)
      .values({ orderVideoId: input.orderVideoId, version, assetId: asset!.id, createdAt: now })
      .returning({ id: orderVideoVersion.id });
    return { versionId: row!.id, assetId: asset!.id, version };
  });
}
