import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { captionBurn, captionTrack } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { DEFAULT_CAPTION_PROVIDER } from "@/server/integrations/captions";
import { CaptionParseError, cueProblem, parseSrt, parseVtt, type Cue } from "@/lib/captions/cues";
import { MAX_SCRIPT_LENGTH, type CaptionTrack } from "@/contracts/captions";
import { assertCaptionsWritable, captionFileBase, findVersionForParty } from "./caption-access";
import { toCaptionTrack } from "./get-video-captions";

export interface CreateCaptionTrackInput {
  versionId: string;
  party: OrderParty;
  userId: string;
  source: "brief" | "script" | "srt" | "vtt";
  text: string;
  fitToSpeech: boolean;
}

/**
 * Starts (or starts over) the caption track of a delivered version. A script or the brief is
 * always timed to the speech by the workers (status `timing`); an SRT/WebVTT import keeps its own
 * times (ready at once) unless asked to fit them to the speech. Starting over replaces the cues and
 * raises the revision, so burns made from the old cues show as out of date. Bad input changes nothing.
 */
export async function createCaptionTrack(db: Db, input: CreateCaptionTrackInput): Promise<CaptionTrack> {
  const target = await findVersionForParty(db, input.versionId, input.party);
  assertCaptionsWritable(target.order);
  if (target.asset.status !== "ready") throw new AppError("invalid_state", "This version is still processing; add captions once it plays");

  let script = "";
  let cues: Cue[] = [];
  let timed = true;
  if (input.source === "brief" || input.source === "script") {
    script = (input.source === "brief" ? (((target.order.brief ?? {}) as { whatToFilm?: string }).whatToFilm ?? "") : input.text).trim();
    if (script === "") throw new AppError("validation_error", "Enter the script to caption", { text: "Enter the script to caption" });
    if (script.length > MAX_SCRIPT_LENGTH) {
      throw new AppError("validation_error", `Use at most ${MAX_SCRIPT_LENGTH} characters`, {
        text: `Use at most ${MAX_SCRIPT_LENGTH} characters`,
      });
    }
  } else {
    try {
      cues = input.source === "srt" ? parseSrt(input.text) : parseVtt(input.text);
    } catch (error) {
      if (error instanceof CaptionParseError) throw new AppError("validation_error", error.message, { text: error.message });
      throw error;
    }
    if (cues.length === 0) throw new AppError("validation_error", "The file has no captions", { text: "The file has no captions" });
    timed = input.fitToSpeech;
    if (!timed) {
      const problem = cueProblem(cues, target.asset.durationMs);
      if (problem) throw new AppError("validation_error", problem.message, { text: problem.message });
    }
  }

  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(captionTrack).where(eq(captionTrack.versionId, target.version.id)).for("update").limit(1);
    const values = {
      provider: DEFAULT_CAPTION_PROVIDER,
      source: input.source,
      status: timed ? ("timing" as const) : ("ready" as const),
      script,
      fitToSpeech: timed,
      cues,
      failureReason: null,
      updatedByUserId: input.userId,
      updatedAt: now,
    };
    if (existing) {
      const [updated] = await tx
        .update(captionTrack)
        .set({ ...values, revision: existing.revision + 1 })
        .where(eq(captionTrack.id, existing.id))
        .returning();
      return updated!;
    }
    const [created] = await tx
      .insert(captionTrack)
      .values({ ...values, orderVideoId: target.video.id, versionId: target.version.id, createdAt: now })
      .returning();
    return created!;
  });
  const burns = await db.select().from(captionBurn).where(eq(captionBurn.trackId, row.id));
  return toCaptionTrack(
    row,
    burns,
    captionFileBase({ assetCode: target.assetCode, position: target.video.position, version: target.version.version }),
  );
}
