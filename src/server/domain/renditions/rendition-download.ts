import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { videoRendition } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { LicenceViewer } from "@/server/domain/licences/licence-read-model";
import type { RenditionShape } from "@/lib/asset-code";
import { findLicenceForViewer, renditionFileName } from "./ad-formats";

/**
 * The stored file of a ready rendition, for whoever may download the licensed video itself (its
 * parties and admins: the same licence covers both); `not_found` otherwise or while it is not ready.
 */
export async function renditionDownload(
  db: Executor,
  input: { licenceId: string; shape: RenditionShape; viewer: LicenceViewer },
): Promise<{ key: string; fileName: string }> {
  const licence = await findLicenceForViewer(db, { licenceId: input.licenceId }, input.viewer);
  const [row] = await db
    .select({ status: videoRendition.status, key: videoRendition.storageKey })
    .from(videoRendition)
    .where(and(eq(videoRendition.licenceId, licence.id), eq(videoRendition.shape, input.shape), isNull(videoRendition.captionStyle)))
    .limit(1);
  if (row?.status !== "ready" || !row.key) throw new AppError("not_found", "This format is not ready yet");
  return { key: row.key, fileName: renditionFileName(licence.assetCode, input.shape) };
}
