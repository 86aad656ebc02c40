import { ERRORS } from "@tus/server";
import type { AppContext } from "@/server/context";
import { deleteStaleUploadLocks, expireVideoUpload, listExpiredUploads } from "@/server/domain/videos/abandon-video-upload";
import { createVideoUploadStore, UNFINISHED_UPLOAD_LIFETIME_MS } from "@/server/integrations/video/tus-store";

export const EXPIRED_UPLOADS_QUEUE = "expired-uploads";
/** Hourly: an abandoned upload's partial bytes are gone within an hour of its expiry. */
export const EXPIRED_UPLOADS_CRON = "17 * * * *";
/** An upload is swept an hour after tus stopped taking its bytes, so no PATCH is still running. */
const GRACE_MS = 60 * 60 * 1000;
const BATCH = 100;

/**
 * Removes the partial bytes of uploads never finished (decision 043) — a file on disk, an
 * unfinished multipart upload on S3 — and fails their assets with the reason the creator sees.
 * Driven by the database (an indexed query, in batches), not by listing the store. Idempotent: an
 * upload already removed from the store is only failed; a run that dies halfway is finished by the
 * next one.
 */
export async function sweepExpiredUploads(ctx: AppContext, now = new Date()): Promise<number> {
  const store = (await createVideoUploadStore(ctx.settings)).datastore;
  const startedBefore = new Date(now.getTime() - UNFINISHED_UPLOAD_LIFETIME_MS - GRACE_MS);
  let expired = 0;
  for (;;) {
    const due = await listExpiredUploads(ctx.db, { startedBefore, limit: BATCH });
    for (const upload of due) {
      if (upload.originalKey) {
        await store.remove(upload.originalKey).catch((error: unknown) => {
          if (error !== ERRORS.FILE_NOT_FOUND) throw error;
        });
      }
      if (await expireVideoUpload(ctx.db, upload.id)) expired += 1;
    }
    if (due.length < BATCH) break;
  }
  await deleteStaleUploadLocks(ctx.db, now);
  return expired;
}
