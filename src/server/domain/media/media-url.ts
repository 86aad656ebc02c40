import { parseStorageKey, type StorageKey } from "@/server/integrations/storage";

/** Where the API serves public objects (routes/v1/media.ts). */
const MEDIA_PREFIX = "/api/v1/media/";

/**
 * The URL stored in a profile field for a public object. Relative, so it works behind any origin
 * and on every environment's copy of the database.
 */
export function mediaUrl(key: StorageKey): string {
  return MEDIA_PREFIX + key;
}

/** The key behind one of our media URLs; null for anything else (a seeded static file, an external URL). */
export function keyOfMediaUrl(url: string | null | undefined): StorageKey | null {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  return parseStorageKey(url.slice(MEDIA_PREFIX.length))?.key ?? null;
}
