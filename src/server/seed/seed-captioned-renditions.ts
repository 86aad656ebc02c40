import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { videoLicence, videoRendition } from "@/server/db/schema";
import { captionTrackOfLicence } from "@/server/domain/renditions/captioned-formats";

/**
 * Demo: the licensed video that has both ad formats (seed-renditions) and finished captions
 * (seed-captions) also gets its 1:1 with the captions burned in ("Bold white") queued, at the
 * video's focus; the workers render it after `npm start` with the others. Runs after both seeds.
 */
export async function seedCaptionedRenditions(ctx: AppContext): Promise<string[]> {
  const squares = await ctx.db
    .select({ row: videoRendition, licence: videoLicence })
    .from(videoRendition)
    .innerJoin(videoLicence, eq(videoLicence.id, videoRendition.licenceId))
    .where(and(eq(videoRendition.shape, "1x1"), isNull(videoRendition.captionStyle)));
  const queued: string[] = [];
  for (const { row, licence } of squares) {
    const track = await captionTrackOfLicence(ctx.db, licence);
    if (track?.status !== "ready" || track.cues.length === 0) continue;
    const [made] = await ctx.db
      .insert(videoRendition)
      .values({
        licenceId: licence.id,
        sourceAssetId: row.sourceAssetId,
        shape: "1x1",
        captionStyle: "bold_white",
        focusX: row.focusX,
        focusY: row.focusY,
      })
      .onConflictDoNothing()
      .returning({ id: videoRendition.id });
    if (made) queued.push(made.id);
  }
  return queued;
}
