import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { captionBurn, captionTrack } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import type { CaptionBurn, CaptionStyleId } from "@/contracts/captions";
import { assertCaptionsWritable, captionFileBase, findVersionForParty } from "./caption-access";
import { toCaptionBurn } from "./get-video-captions";

/**
 * Asks the workers for the version with its captions burned in, in a style. One burn per style:
 * asking again after an edit re-renders it from the current cues; asking again for cues already
 * drawn (or being drawn) changes nothing.
 */
export async function requestCaptionBurn(
  db: Db,
  input: { versionId: string; party: OrderParty; userId: string; style: CaptionStyleId },
): Promise<CaptionBurn> {
  const target = await findVersionForParty(db, input.versionId, input.party);
  assertCaptionsWritable(target.order);
  const base = captionFileBase({ assetCode: target.assetCode, position: target.video.position, version: target.version.version });
  return db.transaction(async (tx) => {
    const [track] = await tx.select().from(captionTrack).where(eq(captionTrack.versionId, target.version.id)).for("update").limit(1);
    if (!track) throw new AppError("not_found", "This version has no captions yet");
    if (track.status !== "ready" || track.cues.length === 0) {
      throw new AppError("invalid_state", "Burn the captions in once they are timed and there is at least one");
    }
    const [existing] = await tx
      .select()
      .from(captionBurn)
      .where(and(eq(captionBurn.trackId, track.id), eq(captionBurn.style, input.style)))
      .limit(1);
    if (existing && existing.trackRevision === track.revision && existing.status !== "failed") return toCaptionBurn(existing, track, base);
    const values = {
      status: "rendering" as const,
      trackRevision: track.revision,
      failureReason: null,
      requestedByUserId: input.userId,
      createdAt: new Date(),
      finishedAt: null,
    };
    const [row] = existing
      ? await tx.update(captionBurn).set(values).where(eq(captionBurn.id, existing.id)).returning()
      : await tx
          .insert(captionBurn)
          .values({ ...values, trackId: track.id, style: input.style })
          .returning();
    return toCaptionBurn(row!, track, base);
  });
}
