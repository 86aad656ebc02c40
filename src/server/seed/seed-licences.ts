import { readFile } from "node:fs/promises";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { marketOrder, orderVideo, orderVideoVersion, user, videoAsset, videoLicence } from "@/server/db/schema";
import { storageKey, uniqueName } from "@/server/integrations/storage";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { demoClipForOrderVideo, sampleClipOf } from "./seed-videos";

/**
 * Demo files for the approved videos (docs/product/local-mode-and-settings.md): each licensed video the seed approved gets a
 * delivered version with a stored original (a demo ad as long as its order asks) and its poster, so the content library shows posters and
 * downloads. The licences themselves were written by the approvals in seedOrders — their dates are
 * the approval dates there, which put the demo brand's licences in every status (active, expiring
 * within 30 days, expired). Videos that already have a version (the upload pipeline's seed) keep it.
 */
export async function seedLicenceMedia(ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  if (!brand) return;
  const licences = await db
    .select({ licence: videoLicence, position: orderVideo.position, title: marketOrder.packageSnapshot })
    .from(videoLicence)
    .innerJoin(orderVideo, eq(orderVideo.id, videoLicence.orderVideoId))
    .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
    .where(isNull(videoLicence.assetId));
  for (const [i, { licence, position, title }] of licences.entries()) {
    const [existing] = await db
      .select({ assetId: orderVideoVersion.assetId })
      .from(orderVideoVersion)
      .where(eq(orderVideoVersion.orderVideoId, licence.orderVideoId))
      .orderBy(desc(orderVideoVersion.version))
      .limit(1);
    let assetId = existing?.assetId;
    if (!assetId) {
      const originalKey = storageKey("videos", "seed", uniqueName("mp4"));
      const posterKey = storageKey("videos", "seed", uniqueName("jpg"));
      const demo = await demoClipForOrderVideo(db, licence.orderVideoId, i);
      const clip = await sampleClipOf(demo);
      await storage.put(originalKey, clip.bytes, { contentType: "video/mp4" });
      const packageTitle = (title as { title?: string }).title ?? "Video";
      await storage.put(posterKey, await readFile(demo.poster), { contentType: "image/jpeg" });
      const [asset] = await db
        .insert(videoAsset)
        .values({
          ownerUserId: licence.licensorUserId,
          purpose: "order_delivery",
          orderVideoId: licence.orderVideoId,
          status: "ready",
          originalKey,
          originalName: `${packageTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${position}.mp4`,
          sizeBytes: clip.bytes.length,
          contentType: "video/mp4",
          durationMs: clip.durationMs,
          width: clip.width,
          height: clip.height,
          frameRateNum: clip.frameRate.num,
          frameRateDen: clip.frameRate.den,
          videoCodec: "h264",
          audioCodec: "aac",
          posterKey,
          uploadCompletedAt: licence.startsAt,
          processedAt: licence.startsAt,
        })
        .returning({ id: videoAsset.id });
      assetId = asset!.id;
      await db.insert(orderVideoVersion).values({ orderVideoId: licence.orderVideoId, version: 1, assetId }).onConflictDoNothing();
    }
    await db
      .update(videoLicence)
      .set({ assetId })
      .where(and(eq(videoLicence.id, licence.id), isNull(videoLicence.assetId)));
  }
}
