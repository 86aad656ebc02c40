import { and, eq } from "drizzle-orm";
import type { AdFormats } from "@/contracts/renditions";
import type { CaptionStyleId } from "@/contracts/captions";
import { isUuid } from "@/contracts/id";
import type { Db, Executor } from "@/server/db/database";
import { videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { canSeeLicence, notFoundLicence, type LicenceViewer } from "@/server/domain/licences/licence-read-model";
import { AppError } from "@/server/errors";
import type { StorageAdapter, StorageKey } from "@/server/integrations/storage";
import { burnInFilter } from "@/server/integrations/video/captions/burn-in";
import { prepareBurnIn } from "@/server/integrations/video/captions/run-captions-ffmpeg";
import type { RenditionShape } from "@/lib/asset-code";
import { renditionFormat } from "@/lib/rendition-shapes";
import { adFormatsOf, canEditAdFormats, focusOf } from "./ad-formats";
import { captionTrackOfLicence, isCaptionStyle } from "./captioned-formats";
import { renditionFileName } from "./rendition-file-name";
import { NO_SOURCE, ensureRendition } from "./request-renditions";

/*
 * Ad formats with burned-in captions: the link between the renditions (decision 078) and the
 * caption tracks (decision 079). A captioned rendition is a rendition row with a caption style
 * (part of its key); the worker appends the libass burn-in filter to the crop-and-scale chain, with
 * the ASS file laid out for the rendition's own size, so the captions look the same in every
 * format. The cues come from the caption track of the licensed version.
 */

type LicenceRow = typeof videoLicence.$inferSelect;

export const NO_CAPTIONS = "This video has no finished captions yet. Add them in the review player first.";

/**
 * The worker's hook (RenditionDeps.captionFilters): writes the ASS file of the licensed version's
 * cues for the rendition's size into the job's scratch folder and returns the burn-in filter.
 * Throws when the track is gone or not ready, so the row fails with a reason instead of coming out
 * without captions.
 */
export function renditionCaptionFilters(db: Executor) {
  return async (input: { renditionId: string; licenceId: string; captionStyle: string; workDir: string }): Promise<string[]> => {
    if (!isCaptionStyle(input.captionStyle)) throw new Error(`Unknown caption style ${input.captionStyle}`);
    const [row] = await db
      .select({ shape: videoRendition.shape, licence: videoLicence })
      .from(videoRendition)
      .innerJoin(videoLicence, eq(videoLicence.id, videoRendition.licenceId))
      .where(eq(videoRendition.id, input.renditionId))
      .limit(1);
    if (!row) throw new Error("The rendition is gone");
    const track = await captionTrackOfLicence(db, row.licence);
    if (!track || track.status !== "ready" || track.cues.length === 0) throw new Error(NO_CAPTIONS);
    const { width, height } = renditionFormat(row.shape);
    const { assFile, fontsDir } = await prepareBurnIn(input.workDir, track.cues, input.captionStyle, width, height);
    return [burnInFilter({ assFile, width, height, fontsDir })];
  };
}

/**
 * The brand asks for one format with captions burned in, in a style, at the video's focus. Needs a
 * finished caption track on the licensed version (409 otherwise). Asking again leaves a queued or
 * ready one as it is — unless the captions were edited after it was made, or it failed: then it is
 * made again (its old file deleted after the commit). The creator reads (403); anyone else gets 404.
 */
export async function requestCaptionedRendition(
  deps: { db: Db; storage: StorageAdapter },
  input: { licenceId: string; viewer: LicenceViewer; shape: RenditionShape; style: CaptionStyleId },
): Promise<AdFormats> {
  if (!isUuid(input.licenceId)) throw notFoundLicence();
  let stale: string | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const [licence] = await tx.select().from(videoLicence).where(eq(videoLicence.id, input.licenceId)).for("update").limit(1);
    if (!licence || !canSeeLicence(licence, input.viewer)) throw notFoundLicence();
    if (!canEditAdFormats(licence, input.viewer)) throw new AppError("forbidden", "Only the brand makes the ad formats");
    const [asset] = licence.assetId ? await tx.select().from(videoAsset).where(eq(videoAsset.id, licence.assetId)).limit(1) : [];
    if (!asset || asset.status !== "ready" || !asset.originalKey || !asset.width || !asset.height) {
      throw new AppError("invalid_state", NO_SOURCE);
    }
    const track = await captionTrackOfLicence(tx, licence);
    if (!track || track.status !== "ready" || track.cues.length === 0) throw new AppError("invalid_state", NO_CAPTIONS);
    const focus = await focusOf(tx, licence.id);
    const [existing] = await tx
      .select()
      .from(videoRendition)
      .where(
        and(eq(videoRendition.licenceId, licence.id), eq(videoRendition.shape, input.shape), eq(videoRendition.captionStyle, input.style)),
      )
      .limit(1);
    // Captions edited after the file was made: make it again, as a failed one would be.
    const outdated = existing?.status === "ready" && existing.readyAt !== null && track.updatedAt > existing.readyAt;
    stale = await ensureRendition(tx, {
      licenceId: licence.id,
      sourceAssetId: asset.id,
      shape: input.shape,
      captionStyle: input.style,
      focus,
      existing: existing && outdated ? { ...existing, status: "failed" } : existing,
    });
    return adFormatsOf(tx, licence, input.viewer);
  });
  if (stale) await deps.storage.delete(stale as StorageKey).catch(() => undefined);
  return result;
}

/** The stored file of a ready captioned rendition, for whoever may download the licensed video. */
export async function captionedRenditionDownload(
  db: Executor,
  input: { licence: LicenceRow; shape: RenditionShape; style: string },
): Promise<{ key: string; fileName: string }> {
  const [row] = isCaptionStyle(input.style)
    ? await db
        .select({ status: videoRendition.status, key: videoRendition.storageKey })
        .from(videoRendition)
        .where(
          and(
            eq(videoRendition.licenceId, input.licence.id),
            eq(videoRendition.shape, input.shape),
            eq(videoRendition.captionStyle, input.style),
          ),
        )
        .limit(1)
    : [];
  if (row?.status !== "ready" || !row.key) throw new AppError("not_found", "This format is not ready yet");
  return { key: row.key, fileName: renditionFileName(input.licence.assetCode, input.shape, input.style) };
}
