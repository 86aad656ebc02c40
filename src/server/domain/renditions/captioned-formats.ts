import { and, eq, isNotNull } from "drizzle-orm";
import type { AdFormats } from "@/contracts/renditions";
import { CAPTION_STYLE_IDS, CAPTION_STYLE_NAMES, type CaptionStyleId } from "@/contracts/captions";
import type { Executor } from "@/server/db/database";
import { captionTrack, orderVideoVersion, type videoLicence, videoRendition } from "@/server/db/schema";
import type { RenditionShape } from "@/lib/asset-code";
import { RENDITION_FORMATS, renditionFormat } from "@/lib/rendition-shapes";
import { renditionFileName } from "./rendition-file-name";

/*
 * The read side of captioned ad formats (see captioned-renditions.ts): the caption track of the
 * licensed version and the renditions made with a caption style.
 */

type LicenceRow = typeof videoLicence.$inferSelect;
type TrackRow = typeof captionTrack.$inferSelect;

/** Where a captioned rendition downloads. */
export const captionedRenditionDownloadUrl = (licenceId: string, shape: RenditionShape, style: string) =>
  `/api/v1/auth/licences/${licenceId}/renditions/${shape}/captions/${style}/download`;

export const isCaptionStyle = (style: string): style is CaptionStyleId => (CAPTION_STYLE_IDS as readonly string[]).includes(style);

/** The caption track of the licensed file (the version whose asset the licence covers), if any. */
export async function captionTrackOfLicence(db: Executor, licence: Pick<LicenceRow, "orderVideoId" | "assetId">): Promise<TrackRow | null> {
  if (!licence.assetId) return null;
  const [row] = await db
    .select({ track: captionTrack })
    .from(orderVideoVersion)
    .innerJoin(captionTrack, eq(captionTrack.versionId, orderVideoVersion.id))
    .where(and(eq(orderVideoVersion.orderVideoId, licence.orderVideoId), eq(orderVideoVersion.assetId, licence.assetId)))
    .limit(1);
  return row?.track ?? null;
}

/** The captions part of a licence's ad formats: whether there are cues to burn, the styles, the captioned renditions. */
export async function captionedFormatsOf(db: Executor, licence: LicenceRow): Promise<AdFormats["captions"]> {
  const track = await captionTrackOfLicence(db, licence);
  const rows = await db
    .select()
    .from(videoRendition)
    .where(and(eq(videoRendition.licenceId, licence.id), isNotNull(videoRendition.captionStyle)));
  const order = (shape: RenditionShape) => RENDITION_FORMATS.findIndex((f) => f.shape === shape);
  return {
    trackReady: track?.status === "ready" && track.cues.length > 0,
    styles: CAPTION_STYLE_IDS.map((id) => ({ id, name: CAPTION_STYLE_NAMES[id] })),
    renditions: rows
      .filter((r) => isCaptionStyle(r.captionStyle!))
      .sort((a, b) => order(a.shape) - order(b.shape) || a.captionStyle!.localeCompare(b.captionStyle!))
      .map((r) => {
        const style = r.captionStyle as CaptionStyleId;
        const format = renditionFormat(r.shape);
        const ready = r.status === "ready";
        return {
          shape: r.shape,
          label: format.label,
          style,
          styleName: CAPTION_STYLE_NAMES[style],
          width: format.width,
          height: format.height,
          status: r.status,
          failureReason: r.status === "failed" ? r.failureReason : null,
          fileName: renditionFileName(licence.assetCode, r.shape, style),
          sizeBytes: ready ? (r.sizeBytes ?? null) : null,
          downloadUrl: ready ? captionedRenditionDownloadUrl(licence.id, r.shape, style) : null,
        };
      }),
  };
}
