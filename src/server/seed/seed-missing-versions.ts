import { readFile } from "node:fs/promises";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { marketOrder, orderVideo, orderVideoVersion } from "@/server/db/schema";
import { attachSampleVersion } from "./sample-delivery";
import { demoClipForOrderVideo, sampleClipOf } from "./seed-videos";

/**
 * The last demo step (docs/product/local-mode-and-settings.md): areas that complete orders through the use-cases (ratings,
 * archived packages) deliver without files. Every delivered or approved video left without a
 * version gets a demo ad as long as its order asks for, with its poster, so no order page shows a
 * delivery with nothing to play.
 */
export async function seedMissingVersions(ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  const missing = await db
    .select({ id: orderVideo.id, position: orderVideo.position, creatorUserId: marketOrder.creatorUserId, at: orderVideo.uploadedAt })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .leftJoin(orderVideoVersion, eq(orderVideoVersion.orderVideoId, orderVideo.id))
    .where(and(inArray(orderVideo.status, ["uploaded", "approved"]), isNull(orderVideoVersion.id)));
  if (missing.length === 0) return;
  for (const [i, video] of missing.entries()) {
    const clip = await demoClipForOrderVideo(db, video.id, i);
    await attachSampleVersion(db, storage, {
      orderVideoId: video.id,
      ownerUserId: video.creatorUserId,
      clip: await sampleClipOf(clip),
      poster: await readFile(clip.poster),
      now: video.at ?? undefined,
    });
  }
}
