import { eq, sql } from "drizzle-orm";
import type { AdFormats } from "@/contracts/renditions";
import { isUuid } from "@/contracts/id";
import type { Db, Tx } from "@/server/db/database";
import { renditionFocus, videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { canSeeLicence, notFoundLicence, type LicenceViewer } from "@/server/domain/licences/licence-read-model";
import { AppError } from "@/server/errors";
import type { StorageAdapter, StorageKey } from "@/server/integrations/storage";
import type { RenditionShape } from "@/lib/asset-code";
import { RENDITION_SHAPES, type FocusPoint } from "@/lib/rendition-shapes";
import { adFormatsOf, canEditAdFormats, focusOf } from "./ad-formats";

type RenditionRow = typeof videoRendition.$inferSelect;

export const NO_SOURCE = "This video has no stored file to make ad formats from.";

/**
 * Asks for one rendition (a shape, plain or with a caption style) of a licence's file at a focus,
 * in the caller's transaction: a new row is queued; an existing one is queued again, under a new
 * generation, when it failed or was made from another focus or file — otherwise it is left as it
 * is, so asking twice makes nothing twice. Returns the storage key the row no longer points at
 * (to delete after the commit), or null.
 */
export async function ensureRendition(
  tx: Tx,
  input: {
    licenceId: string;
    sourceAssetId: string;
    shape: RenditionShape;
    captionStyle: string | null;
    focus: FocusPoint;
    existing?: RenditionRow;
  },
): Promise<string | null> {
  const { existing, focus } = input;
  if (!existing) {
    await tx
      .insert(videoRendition)
      .values({
        licenceId: input.licenceId,
        sourceAssetId: input.sourceAssetId,
        shape: input.shape,
        captionStyle: input.captionStyle,
        focusX: focus.x,
        focusY: focus.y,
      })
      .onConflictDoNothing();
    return null;
  }
  const same = existing.focusX === focus.x && existing.focusY === focus.y && existing.sourceAssetId === input.sourceAssetId;
  if (same && existing.status !== "failed") return null;
  await tx
    .update(videoRendition)
    .set({
      sourceAssetId: input.sourceAssetId,
      focusX: focus.x,
      focusY: focus.y,
      generation: sql`${videoRendition.generation} + 1`,
      status: "queued",
      storageKey: null,
      sizeBytes: null,
      width: null,
      height: null,
      durationMs: null,
      failureReason: null,
      attempts: 0,
      claimedAt: null,
      readyAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(videoRendition.id, existing.id));
  return existing.storageKey;
}

/**
 * The brand asks for the ad formats of a licensed video, at a new focus point when it gives one
 * (decision 078). The focus is kept per licence; every rendition of the licence made from another
 * focus (captioned variants too) is queued again and its old file deleted after the commit; the
 * four plain shapes are created when missing; a failed one is retried. The workers pick the
 * queued rows up. The licence row is locked, so two clicks at once queue each rendition once.
 * Only the licensee's side may (the creator reads: 403); anyone else gets 404.
 */
export async function requestRenditions(
  deps: { db: Db; storage: StorageAdapter },
  input: { licenceId: string; viewer: LicenceViewer; focus?: FocusPoint },
): Promise<AdFormats> {
  if (!isUuid(input.licenceId)) throw notFoundLicence();
  const stale: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const [licence] = await tx.select().from(videoLicence).where(eq(videoLicence.id, input.licenceId)).for("update").limit(1);
    if (!licence || !canSeeLicence(licence, input.viewer)) throw notFoundLicence();
    if (!canEditAdFormats(licence, input.viewer)) throw new AppError("forbidden", "Only the brand sets the focus and makes the ad formats");
    const [asset] = licence.assetId ? await tx.select().from(videoAsset).where(eq(videoAsset.id, licence.assetId)).limit(1) : [];
    if (!asset || asset.status !== "ready" || !asset.originalKey || !asset.width || !asset.height) {
      throw new AppError("invalid_state", NO_SOURCE);
    }
    if (input.focus) {
      const focus = { x: input.focus.x, y: input.focus.y, updatedByUserId: input.viewer.userId, updatedAt: new Date() };
      await tx
        .insert(renditionFocus)
        .values({ licenceId: licence.id, ...focus })
        .onConflictDoUpdate({ target: renditionFocus.licenceId, set: focus });
    }
    const focus = input.focus ?? (await focusOf(tx, licence.id));
    const rows = await tx.select().from(videoRendition).where(eq(videoRendition.licenceId, licence.id));
    for (const row of rows) {
      const old = await ensureRendition(tx, { ...row, sourceAssetId: asset.id, focus, existing: row });
      if (old) stale.push(old);
    }
    for (const shape of RENDITION_SHAPES) {
      if (!rows.some((r) => r.shape === shape && r.captionStyle === null)) {
        await ensureRendition(tx, { licenceId: licence.id, sourceAssetId: asset.id, shape, captionStyle: null, focus });
      }
    }
    return adFormatsOf(tx, licence, input.viewer);
  });
  // After the commit: a file no row points at any more. A failed delete leaves an orphan, never a
  // row pointing at a missing file.
  await Promise.all(stale.map((key) => deps.storage.delete(key as StorageKey).catch(() => undefined)));
  return result;
}
