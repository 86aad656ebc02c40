import { processImage } from "@/server/domain/media/process-image";
import { storageKey, uniqueName, type StorageAdapter } from "@/server/integrations/storage";

/**
 * Stores the creator's photo of a received or damaged parcel (decision 018): re-encoded like every
 * uploaded picture, kept private under `order-photos/<video id>/`, shown through presigned URLs.
 */
export async function storeReceivedPhoto(storage: StorageAdapter, videoId: string, bytes: Uint8Array): Promise<string> {
  const image = await processImage(bytes, "photo", "photo");
  const key = storageKey("order-photos", videoId, uniqueName(image.extension));
  await storage.put(key, image.data, { contentType: image.contentType });
  return key;
}
