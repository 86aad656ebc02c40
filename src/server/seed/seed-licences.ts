import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { AppContext } from "@/server/context";
import { marketOrder, orderVideo, orderVideoVersion, user, videoAsset, videoLicence } from "@/server/db/schema";
import { storageKey, uniqueName } from "@/server/integrations/storage";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** A 3-second 360×640 H.264/AAC clip committed with the seed, stored as every demo original. */
const DEMO_CLIP = path.join(process.cwd(), "src/server/seed/media/demo-clip.mp4");

function posterSvg(title: string, creator: string, hue: number): string {
  const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 45%)"/>
  </linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="320" cy="160" r="46" fill="rgba(0,0,0,.35)"/><path d="M305 135v50l42-25z" fill="#fff"/>
  <text x="32" y="290" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${esc(title)}</text>
  <text x="32" y="324" font-family="sans-serif" font-size="20" fill="rgba(255,255,255,.9)">${esc(creator)}</text>
</svg>`;
}

/**
 * Demo files for the approved videos (PRODUCT.md §15): each licensed video the seed approved gets a
 * delivered version with a stored original and a poster, so the content library shows posters and
 * downloads. The licences themselves were written by the approvals in seedOrders — their dates are
 * the approval dates there, which put the demo brand's licences in every status (active, expiring
 * within 30 days, expired). Videos that already have a version (the upload pipeline's seed) keep it.
 */
export async function seedLicenceMedia(ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  let clip: Buffer;
  try {
    clip = await readFile(DEMO_CLIP);
  } catch {
    ctx.logger.warn("seed: demo clip missing, licensed videos get no files", { path: DEMO_CLIP });
    return;
  }
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
      await storage.put(originalKey, clip, { contentType: "video/mp4" });
      const packageTitle = (title as { title?: string }).title ?? "Video";
      const poster = await sharp(Buffer.from(posterSvg(`${packageTitle} · Video ${position}`, licence.licensorName, (i * 47) % 360)))
        .jpeg({ quality: 80 })
        .toBuffer();
      await storage.put(posterKey, poster, { contentType: "image/jpeg" });
      const [asset] = await db
        .insert(videoAsset)
        .values({
          ownerUserId: licence.licensorUserId,
          purpose: "order_delivery",
          orderVideoId: licence.orderVideoId,
          status: "ready",
          originalKey,
          originalName: `${packageTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${position}.mp4`,
          sizeBytes: clip.length,
          contentType: "video/mp4",
          durationMs: 3000,
          width: 360,
          height: 640,
          frameRateNum: 24,
          frameRateDen: 1,
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
