import type { AppContext } from "@/server/context";
import { takeUnsentMessageFileUploads } from "@/server/domain/messages/message-file-uploads";
import type { StorageKey } from "@/server/integrations/storage";

export const UNSENT_MESSAGE_FILES_QUEUE = "unsent-message-files";
/** Hourly, apart from the other sweeps' minutes. */
export const UNSENT_MESSAGE_FILES_CRON = "47 * * * *";
/** An unsent file is kept a day after its upload, as an unsent message video is (decision 043): the composer may still send it. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Removes message images and PDFs uploaded and never sent (decision 044): first their rows, then
 * the files, so a send naming one is refused from then on. A file that cannot be removed is logged
 * and left behind (a leak, never a message pointing to nothing). Idempotent; a run stops when a
 * batch comes back short.
 */
export async function sweepUnsentMessageFiles(ctx: AppContext, now = new Date()): Promise<number> {
  const uploadedBefore = new Date(now.getTime() - KEEP_MS);
  let removed = 0;
  for (;;) {
    const keys = await takeUnsentMessageFileUploads(ctx.db, { uploadedBefore, limit: BATCH });
    for (const key of keys) {
      await ctx.storage
        .delete(key as StorageKey)
        .catch((error: unknown) => ctx.logger.warn("unsent message file left", { key, err: error }));
    }
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  return removed;
}
