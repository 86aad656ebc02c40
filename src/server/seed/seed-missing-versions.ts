import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { AppContext } from "@/server/context";
import { marketOrder, orderVideo, orderVideoVersion } from "@/server/db/schema";
import { attachSampleVersion } from "./sample-delivery";

const DEMO_CLIP = path.join(process.cwd(), "src/server/seed/media/demo-clip.mp4");

/**
 * The last demo step (PRODUCT.md §15): areas that complete orders through the use-cases (ratings,
 * archived packages) deliver without files. Every delivered or approved video left without a
 * version gets the committed 3-second demo clip and a poster, so no order page shows a delivery
 * with nothing to play.
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
  const bytes = await readFile(DEMO_CLIP);
  for (const [i, video] of missing.entries()) {
    const poster = await sharp({
      create: { width: 360, height: 640, channels: 3, background: { r: 40 + ((i * 53) % 160), g: 90, b: 140 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await attachSampleVersion(db, storage, {
      orderVideoId: video.id,
      ownerUserId: video.creatorUserId,
      clip: { bytes, durationMs: 3000, width: 360, height: 640, frameRate: { num: 24, den: 1 } },
      poster,
      now: video.at ?? undefined,
    });
  }
}
