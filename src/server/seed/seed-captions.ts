import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { buyerAccount, captionBurn, captionTrack, orderVideoVersion, user, videoAsset, videoLicence } from "@/server/db/schema";
import { splitScript, timeTextsToSpeech, wrapCueText } from "@/lib/captions/time-script";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { AD_SCRIPTS } from "./demo-clips/ad-scripts";
import { adTimeline } from "./demo-clips/ad-timeline";

/**
 * Demo captions (decision 079) on the demo brand's licensed videos, in each state: the newest one
 * has edited captions and a burn-in in "Bold white" that the workers render on the first start
 * (then downloads as `RB-…-captions-bold-white.mp4`); the next one has captions timed evenly and
 * an out-of-date "Boxed" burn request; the third has a script waiting for the workers to time it.
 */
export async function seedCaptions(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db
    .select({ buyerAccountId: buyerAccount.id, userId: user.id })
    .from(user)
    .innerJoin(buyerAccount, eq(buyerAccount.userId, user.id))
    .where(eq(user.email, DEMO_ACCOUNTS.brand.email))
    .limit(1);
  if (!brand) return;
  const licensed = await db
    .select({ orderVideoId: videoLicence.orderVideoId, versionId: orderVideoVersion.id, durationMs: videoAsset.durationMs })
    .from(videoLicence)
    .innerJoin(
      orderVideoVersion,
      and(eq(orderVideoVersion.orderVideoId, videoLicence.orderVideoId), eq(orderVideoVersion.assetId, videoLicence.assetId)),
    )
    .innerJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
    .where(
      and(eq(videoLicence.licenseeBuyerAccountId, brand.buyerAccountId), isNotNull(videoLicence.assetId), eq(videoAsset.status, "ready")),
    )
    .orderBy(desc(videoLicence.startsAt))
    .limit(3);
  for (const [i, video] of licensed.entries()) {
    if (!video.durationMs) continue;
    const script = AD_SCRIPTS[i % AD_SCRIPTS.length]!;
    const seconds = Math.floor(video.durationMs / 1000);
    const words = [script.hook, ...script.captions, script.cta].join(". ");
    if (i === 2 || seconds < 9) {
      await db
        .insert(captionTrack)
        .values({
          orderVideoId: video.orderVideoId,
          versionId: video.versionId,
          source: "script",
          status: "timing",
          script: words,
          updatedByUserId: brand.userId,
        })
        .onConflictDoNothing();
      continue;
    }
    // The captions follow the demo ad's scenes, as a creator would have fixed them after timing.
    const cues =
      i === 0
        ? adTimeline(seconds, script).map((scene) => ({
            startMs: scene.start * 1000 + 200,
            endMs: scene.end * 1000 - 200,
            text: wrapCueText(scene.text),
          }))
        : timeTextsToSpeech(splitScript(words), [], seconds * 1000);
    const [track] = await db
      .insert(captionTrack)
      .values({
        orderVideoId: video.orderVideoId,
        versionId: video.versionId,
        source: "script",
        status: "ready",
        script: words,
        cues,
        revision: 2,
        updatedByUserId: brand.userId,
      })
      .onConflictDoNothing()
      .returning({ id: captionTrack.id });
    if (!track) continue;
    await db
      .insert(captionBurn)
      .values({
        trackId: track.id,
        style: i === 0 ? "bold_white" : "boxed",
        status: i === 0 ? "rendering" : "failed",
        trackRevision: i === 0 ? 2 : 1,
        requestedByUserId: brand.userId,
        failureReason: i === 0 ? null : "The captions changed while this was queued. Burn them in again.",
      })
      .onConflictDoNothing();
  }
}
