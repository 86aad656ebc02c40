import type { Logger } from "@/server/logger";
import { storageKey, uniqueName, type StorageAdapter, type StoragePurpose } from "@/server/integrations/storage";
import type { ImageVariant } from "./image-rules";
import { keyOfMediaUrl, mediaUrl } from "./media-url";
import { processImage } from "./process-image";

export interface ReplaceImageInput {
  purpose: StoragePurpose;
  /** Folder under the purpose: the owner's id, so one owner's objects sit together. */
  ownerId: string;
  variant: ImageVariant;
  field: string;
  bytes: Uint8Array;
  /** Points the profile field at the new URL and answers the URL it held before. */
  swap: (url: string) => Promise<string | null>;
}

/**
 * The one path every profile picture takes: check and re-encode, store under a fresh key, point
 * the field at it, then delete the object it replaced. A refused file stores nothing; a failed
 * database write removes the new object again.
 */
export async function replaceStoredImage(storage: StorageAdapter, logger: Logger, input: ReplaceImageInput): Promise<string> {
  const image = await processImage(input.bytes, input.variant, input.field);
  const key = storageKey(input.purpose, input.ownerId, uniqueName(image.extension));
  await storage.put(key, image.data, { contentType: image.contentType });
  const url = mediaUrl(key);
  let previous: string | null;
  try {
    previous = await input.swap(url);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  const oldKey = keyOfMediaUrl(previous);
  if (oldKey && oldKey !== key) {
    // A leftover object costs a few kilobytes; failing the upload for it would cost the user.
    await storage.delete(oldKey).catch((err: unknown) => logger.warn("could not delete a replaced image", { key: oldKey, err }));
  }
  return url;
}
