import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { captionBurn, captionTrack } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { cueProblem, type Cue } from "@/lib/captions/cues";
import type { CaptionTrack } from "@/contracts/captions";
import { assertCaptionsWritable, captionFileBase, findVersionForParty } from "./caption-access";
import { toCaptionTrack } from "./get-video-captions";

/**
 * Saves edited cues (text and times) of a version's track, by either side. The revision the
 * editor started from must still be the track's: an edit the other side saved meanwhile is not
 * silently overwritten (409, reload and edit again). Cues are checked whole (cueProblem) and the
 * failing one is named as `cues.<index>`; nothing is written then.
 */
export async function saveCaptionCues(
  db: Db,
  input: { versionId: string; party: OrderParty; userId: string; revision: number; cues: Cue[] },
): Promise<CaptionTrack> {
  const target = await findVersionForParty(db, input.versionId, input.party);
  assertCaptionsWritable(target.order);
  const cues = input.cues.map((c) => ({ startMs: c.startMs, endMs: c.endMs, text: c.text.trim().replace(/\r\n?/g, "\n") }));
  const problem = cueProblem(cues, target.asset.durationMs);
  if (problem) throw new AppError("validation_error", problem.message, { [`cues.${problem.index}`]: problem.message });
  const row = await db.transaction(async (tx) => {
    const [track] = await tx.select().from(captionTrack).where(eq(captionTrack.versionId, target.version.id)).for("update").limit(1);
    if (!track) throw new AppError("not_found", "This version has no captions yet");
    if (track.status === "timing") throw new AppError("invalid_state", "The captions are still being timed; edit them when they are ready");
    if (track.revision !== input.revision) {
      throw new AppError(
        "conflict",
        "The captions were changed meanwhile (by the other side or in another tab). Reload them and edit again.",
      );
    }
    const [updated] = await tx
      .update(captionTrack)
      .set({
        cues,
        status: "ready",
        failureReason: null,
        revision: track.revision + 1,
        updatedByUserId: input.userId,
        updatedAt: new Date(),
      })
      .where(eq(captionTrack.id, track.id))
      .returning();
    return updated!;
  });
  const burns = await db.select().from(captionBurn).where(eq(captionBurn.trackId, row.id));
  return toCaptionTrack(
    row,
    burns,
    captionFileBase({ assetCode: target.assetCode, position: target.video.position, version: target.version.version }),
  );
}
