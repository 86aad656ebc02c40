import { and, eq, isNull } from "drizzle-orm";
import type { AdFormats } from "@/contracts/renditions";
import { isUuid } from "@/contracts/id";
import type { Executor } from "@/server/db/database";
import { renditionFocus, videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { canSeeLicence, notFoundLicence, type LicenceViewer } from "@/server/domain/licences/licence-read-model";
import { videoUrl } from "@/server/domain/videos/video-view";
import { captionedFormatsOf } from "./captioned-formats";
import { renditionFileName } from "./rendition-file-name";
import { CENTRE, RENDITION_FORMATS, type FocusPoint } from "@/lib/rendition-shapes";
import type { RenditionShape } from "@/lib/asset-code";

type LicenceRow = typeof videoLicence.$inferSelect;

/** Where a rendition downloads: a route that checks the viewer, then redirects to a signed URL. */
export const renditionDownloadUrl = (licenceId: string, shape: RenditionShape) =>
  `/api/v1/auth/licences/${licenceId}/renditions/${shape}/download`;

export { renditionFileName } from "./rendition-file-name";

/** The brand's side edits (any member of the licensee's buyer account); the creator and admins read. */
export function canEditAdFormats(licence: Pick<LicenceRow, "licenseeBuyerAccountId">, viewer: LicenceViewer): boolean {
  return viewer.buyerAccountId !== null && licence.licenseeBuyerAccountId === viewer.buyerAccountId;
}

/** A licence its viewer may see, by its id or by its order video's id; `not_found` otherwise. */
export async function findLicenceForViewer(
  db: Executor,
  by: { licenceId: string } | { orderVideoId: string },
  viewer: LicenceViewer,
): Promise<LicenceRow> {
  const id = "licenceId" in by ? by.licenceId : by.orderVideoId;
  if (!isUuid(id)) throw notFoundLicence();
  const [licence] = await db
    .select()
    .from(videoLicence)
    .where("licenceId" in by ? eq(videoLicence.id, id) : eq(videoLicence.orderVideoId, id))
    .limit(1);
  if (!licence || !canSeeLicence(licence, viewer)) throw notFoundLicence();
  return licence;
}

export async function focusOf(db: Executor, licenceId: string): Promise<FocusPoint> {
  const [row] = await db
    .select({ x: renditionFocus.x, y: renditionFocus.y })
    .from(renditionFocus)
    .where(eq(renditionFocus.licenceId, licenceId));
  return row ?? CENTRE;
}

/** The ad formats of a licensed video: its focus, its source and the four plain renditions. */
export async function getAdFormats(
  db: Executor,
  input: { by: { licenceId: string } | { orderVideoId: string }; viewer: LicenceViewer },
): Promise<AdFormats> {
  const licence = await findLicenceForViewer(db, input.by, input.viewer);
  return adFormatsOf(db, licence, input.viewer);
}

export async function adFormatsOf(db: Executor, licence: LicenceRow, viewer: LicenceViewer): Promise<AdFormats> {
  const focus = await focusOf(db, licence.id);
  const [asset] = licence.assetId ? await db.select().from(videoAsset).where(eq(videoAsset.id, licence.assetId)).limit(1) : [];
  const rows = await db
    .select()
    .from(videoRendition)
    .where(and(eq(videoRendition.licenceId, licence.id), isNull(videoRendition.captionStyle)));
  const byShape = new Map(rows.map((r) => [r.shape, r]));
  const renderable = asset?.status === "ready" && !!asset.originalKey && !!asset.width && !!asset.height;
  return {
    licenceId: licence.id,
    assetCode: licence.assetCode,
    canEdit: canEditAdFormats(licence, viewer),
    focus,
    source: renderable
      ? {
          width: asset.width!,
          height: asset.height!,
          durationMs: asset.durationMs ?? 0,
          posterUrl: asset.posterKey ? videoUrl(asset.id, "poster") : null,
        }
      : null,
    renditions: RENDITION_FORMATS.map((format) => {
      const row = byShape.get(format.shape);
      const ready = row?.status === "ready";
      return {
        shape: format.shape,
        label: format.label,
        usedFor: format.usedFor,
        width: format.width,
        height: format.height,
        status: row?.status ?? null,
        failureReason: row?.status === "failed" ? row.failureReason : null,
        focus: row ? { x: row.focusX, y: row.focusY } : null,
        fileName: renditionFileName(licence.assetCode, format.shape),
        sizeBytes: ready ? (row.sizeBytes ?? null) : null,
        durationMs: ready ? (row.durationMs ?? null) : null,
        downloadUrl: ready ? renditionDownloadUrl(licence.id, format.shape) : null,
      };
    }),
    captions: await captionedFormatsOf(db, licence),
  };
}
