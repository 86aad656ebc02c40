import { PRODUCT_IMAGE_PREFIX } from "@/contracts/media";
import { storageKey, uniqueName } from "@/server/integrations/storage";
import { notFound } from "@/server/errors";
import type { MediaDeps } from "./media-deps";
import { mediaUrl } from "./media-url";
import { processImage } from "./process-image";

/**
 * A brand uploads a product picture. Like a logo it is judged by its bytes and
 * re-encoded (process-image.ts); it is stored under the buyer account
 * (`product-images/<buyer account>/<uuid>.webp`) and the URL is answered, to be set on a saved
 * product or a campaign draft. Nothing points at it yet, so nothing is swapped or deleted here:
 * one picture may be shared by a saved product and the campaigns copied from it.
 */
export async function uploadProductImage(deps: MediaDeps, input: { buyerAccountId: string; bytes: Uint8Array }): Promise<string> {
  const image = await processImage(input.bytes, "product", "image");
  const key = storageKey("product-images", input.buyerAccountId, uniqueName(image.extension));
  await deps.storage.put(key, image.data, { contentType: image.contentType });
  return mediaUrl(key);
}

/**
 * A product picture may only be set by the account that uploaded it: the owner segment of its
 * path must be the caller's buyer account. Another account's picture answers 404, as if it did
 * not exist (the shape of the path is already checked by productImageUrlSchema).
 */
export function assertOwnProductImage(buyerAccountId: string, url: string | null | undefined): void {
  if (url == null) return;
  const owner = url.startsWith(PRODUCT_IMAGE_PREFIX) ? url.slice(PRODUCT_IMAGE_PREFIX.length).split("/")[0] : null;
  if (owner !== buyerAccountId) throw notFound("Product image");
}
