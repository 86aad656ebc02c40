import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { DataStore } from "@tus/utils";
import type { Settings } from "@/config/env";
import type { StorageKey } from "@/server/integrations/storage";

/**
 * An upload not finished this long after it started is refused (410, with `Upload-Expires` told
 * to the client from the start) and its bytes are swept (decision 043).
 */
export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The resumable upload's store, chosen like the storage adapter (create-storage.ts): tus's S3
 * store (multipart upload, 8 MiB parts) when a bucket is configured, else its file store. Both
 * write the upload under its final storage key — the tus id *is* the key (`videos/<asset>/original`)
 * — so a finished upload is already where the storage adapter reads it: nothing is copied.
 */
export interface VideoUploadStore {
  datastore: DataStore;
  /** Makes a finished upload readable through the storage adapter (the disk adapter keeps its content type beside the file). */
  adopt(key: StorageKey, contentType: string): Promise<void>;
}

export async function createVideoUploadStore(settings: Settings): Promise<VideoUploadStore> {
  if (settings.S3_BUCKET) {
    // Loaded only here: tus's S3 store brings the AWS SDK, megabytes of heap that a process on disk
    // storage has no use for (decision 048).
    const { S3Store } = await import("@tus/s3-store");
    return {
      datastore: new S3Store({
        partSize: 8 * 1024 * 1024,
        expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
        // s3rver and most self-hosted services do not implement object tagging.
        useTags: false,
        s3ClientConfig: {
          bucket: settings.S3_BUCKET,
          region: settings.S3_REGION ?? "us-east-1",
          endpoint: settings.S3_ENDPOINT,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE,
          ...(settings.S3_ACCESS_KEY_ID &&
            settings.S3_SECRET_ACCESS_KEY && {
              credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
            }),
        },
      }),
      // The S3 store sets the object's Content-Type from the upload's `contentType` metadata.
      adopt: async () => {},
    };
  }
  // The disk adapter's layout (disk-storage.ts): objects/<key>, and meta/<key>.json with the content type.
  const root = path.resolve(settings.STORAGE_DIR);
  return {
    datastore: new FileStore({ directory: path.join(root, "objects"), expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS }),
    adopt: async (key, contentType) => {
      const meta = path.join(root, "meta", `${key}.json`);
      await mkdir(path.dirname(meta), { recursive: true });
      await writeFile(meta, JSON.stringify({ contentType }));
    },
  };
}
