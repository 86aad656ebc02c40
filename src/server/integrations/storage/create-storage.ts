import type { Settings } from "@/config/env";
import { requireSecret } from "@/config/deployment";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import { signingSecret } from "./signed-url";
import type { StorageAdapter } from "./types";

/** S3-compatible storage when a bucket is configured, else files under STORAGE_DIR (ENGINEERING.md §2). */
export function createStorage(settings: Settings): StorageAdapter {
  if (settings.S3_BUCKET) {
    return createS3Storage({
      bucket: settings.S3_BUCKET,
      region: settings.S3_REGION ?? "us-east-1",
      endpoint: settings.S3_ENDPOINT,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      credentials:
        settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return createDiskStorage({
    root: settings.STORAGE_DIR,
    baseUrl: settings.BETTER_AUTH_URL,
    signingSecret: signingSecret(requireSecret(settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET")),
  });
}
