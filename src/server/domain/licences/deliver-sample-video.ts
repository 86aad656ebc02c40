import { readFile } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { orderVideoVersion, videoAsset } from "@/server/db/schema";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { orderIdOfVideoForParty, type OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { storageKey, uniqueName, type StorageAdapter } from "@/server/integrations/storage";

/** The 3-second clip committed with the demo seed. */
export const SAMPLE_CLIP_PATH = path.join(process.cwd(), "src/server/seed/media/demo-clip.mp4");

/**
 * Test hook (POST /dev/order-videos/{id}/deliver-sample, never mounted in a real deployment): the
 * creator delivers the sample clip as the next version of an order video, stored like an upload
 * that finished processing, so browser tests can reach review, approval, the licence and the
 * download before (and without) driving the resumable upload UI.
 */
export async function deliverSampleVideo(
  db: Db,
  storage: StorageAdapter,
  input: { videoId: string; party: OrderParty },
): Promise<{ orderId: string; assetId: string }> {
  if (input.party.side !== "creator") throw new AppError("not_found", "Order video not found");
  const orderId = await orderIdOfVideoForParty(db, input.videoId, input.party);
  const bytes = await readFile(SAMPLE_CLIP_PATH);
  const originalKey = storageKey("videos", "sample", uniqueName("mp4"));
  // The state change first: a video that is not waiting for a delivery is refused with nothing written.
  await deliverOrderVideo(db, { videoId: input.videoId, party: input.party, assetKey: originalKey });
  await storage.put(originalKey, bytes, { contentType: "video/mp4" });
  const [asset] = await db
    .insert(videoAsset)
    .values({
      ownerUserId: input.party.userId,
      purpose: "order_delivery",
      orderVideoId: input.videoId,
      status: "ready",
      originalKey,
      originalName: "sample-delivery.mp4",
      sizeBytes: bytes.length,
      contentType: "video/mp4",
      durationMs: 3000,
      width: 360,
      height: 640,
      uploadCompletedAt: new Date(),
      processedAt: new Date(),
    })
    .returning({ id: videoAsset.id });
  const [versions] = await db.select({ n: count() }).from(orderVideoVersion).where(eq(orderVideoVersion.orderVideoId, input.videoId));
  await db.insert(orderVideoVersion).values({ orderVideoId: input.videoId, version: (versions?.n ?? 0) + 1, assetId: asset!.id });
  return { orderId, assetId: asset!.id };
}
