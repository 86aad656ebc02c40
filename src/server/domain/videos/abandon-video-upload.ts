import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { uploadLock, videoAsset } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { videoAssetMachine } from "./video-transitions";

/*
 * Uploads that never finish (decision 043). An upload the creator cancels (tus DELETE) or leaves
 * unfinished past its lifetime ends as a failed asset with the reason shown where it was shown
 * uploading; its partial bytes are removed from the upload store by the caller. Both go through
 * the asset's transition table like every other status change, with their domain event.
 */

export const CANCELLED_REASON = "The upload was cancelled.";
export const EXPIRED_REASON = "The upload was not finished within 24 hours. Upload the file again.";

/** After a tus DELETE removed the bytes: the uploader's asset, if still uploading, is failed. */
export async function cancelVideoUpload(db: Db, input: { assetId: string; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: videoAsset.status })
      .from(videoAsset)
      .where(and(eq(videoAsset.id, input.assetId), eq(videoAsset.ownerUserId, input.userId)))
      .for("update");
    if (row?.status !== "uploading") return;
    await transition(tx, videoAssetMachine, {
      id: input.assetId,
      to: "failed",
      actor: { kind: "creator", id: input.userId },
      patch: { failureReason: CANCELLED_REASON },
    });
  });
}

/** Uploads still uploading that started before `startedBefore`, oldest first: what the sweep removes. */
export async function listExpiredUploads(db: Db, input: { startedBefore: Date; limit: number }) {
  return db
    .select({ id: videoAsset.id, originalKey: videoAsset.originalKey })
    .from(videoAsset)
    .where(and(eq(videoAsset.status, "uploading"), lt(videoAsset.createdAt, input.startedBefore)))
    .orderBy(asc(videoAsset.createdAt))
    .limit(input.limit);
}

/** An expired upload's bytes are gone: the asset is failed (idempotent: a finished one is left alone). */
export async function expireVideoUpload(db: Db, assetId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: videoAsset.status }).from(videoAsset).where(eq(videoAsset.id, assetId)).for("update");
    if (row?.status !== "uploading") return false;
    await transition(tx, videoAssetMachine, {
      id: assetId,
      to: "failed",
      actor: { kind: "system" },
      patch: { failureReason: EXPIRED_REASON },
    });
    return true;
  });
}

/** Leases left behind by a process that died (an hour past their expiry): nobody will unlock them. */
export async function deleteStaleUploadLocks(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(uploadLock)
    .where(lt(uploadLock.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)))
    .returning({ id: uploadLock.id });
  return deleted.length;
}
