import { eq } from "drizzle-orm";
import { creatorPackage, orderVideoVersion, videoAsset } from "@/server/db/schema";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { storageKey, uniqueName } from "@/server/integrations/storage";
import { buyOrder, type OrderWorld } from "./order-fixtures";
import type { TestApp } from "./test-app";

/** The bytes stored as each test video's original: what a download must give back. */
export const ORIGINAL_BYTES = Buffer.from("\u0000\u0000\u0000\u0018ftypmp42 licence test original bytes");

/**
 * Buys the world's package at `boughtAt`, delivers every video with a stored original (a
 * video_asset and version 1, as the upload pipeline leaves them) and returns the order and videos.
 */
export async function deliveredOrder(
  t: TestApp,
  w: OrderWorld,
  options: { boughtAt?: Date; term?: "30d" | "90d" | "1y" | "perpetual"; rawFootage?: boolean; withFile?: boolean } = {},
) {
  if (options.term || options.rawFootage !== undefined) {
    await t.ctx.db
      .update(creatorPackage)
      .set({
        ...(options.term && { usageRightsTerm: options.term }),
        ...(options.rawFootage !== undefined && { rawFootage: options.rawFootage }),
      })
      .where(eq(creatorPackage.id, w.packageId));
  }
  const boughtAt = options.boughtAt ?? new Date();
  const { order, videos } = await buyOrder(t, w, { now: boughtAt });
  for (const v of videos) {
    if (options.withFile !== false) {
      const key = storageKey("videos", "licence-test", uniqueName("mp4"));
      await t.ctx.storage.put(key, ORIGINAL_BYTES, { contentType: "video/mp4" });
      const [asset] = await t.ctx.db
        .insert(videoAsset)
        .values({
          ownerUserId: w.creator.id,
          purpose: "order_delivery",
          orderVideoId: v.id,
          status: "ready",
          originalKey: key,
          originalName: `delivery-${v.position}.mp4`,
          sizeBytes: ORIGINAL_BYTES.length,
          contentType: "video/mp4",
        })
        .returning();
      await t.ctx.db.insert(orderVideoVersion).values({ orderVideoId: v.id, version: 1, assetId: asset!.id });
    }
    await deliverOrderVideo(t.ctx.db, {
      videoId: v.id,
      party: { side: "creator", userId: w.creator.id },
      now: new Date(boughtAt.getTime() + 1000),
    });
  }
  return { order, videos };
}

export function approve(t: TestApp, w: OrderWorld, videoId: string, now?: Date) {
  return approveOrderVideo(t.ctx.db, { videoId, party: { side: "buyer", buyerAccountId: w.buyerAccountId }, now });
}
