import type { Settings } from "@/config/env";
import { requireSecret } from "@/config/deployment";
import { createDiskStorage } from "./disk-storage";
import type { S3StorageOptions } from "./s3-storage";
import { signingSecret } from "./signed-url";
import type { StorageAdapter } from "./types";

/** S3-compatible storage when a bucket is configured, else files under STORAGE_DIR (docs/architecture.md). */
export function createStorage(settings: Settings): StorageAdapter {
  if (settings.S3_BUCKET) {
    return lazyS3Storage({
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

/**
 * The S3 adapter, with the AWS SDK loaded when a file is first touched rather than at start: a
 * process on disk storage never loads it. The SDK is several megabytes of heap, which every major
 * garbage collection marks again, and uploads set those off often (decision 048).
 */
function lazyS3Storage(options: S3StorageOptions): StorageAdapter {
  let loaded: Promise<StorageAdapter> | undefined;
  const adapter = () => (loaded ??= import("./s3-storage").then((m) => m.createS3Storage(options)));
  return {
    kind: "s3",
    put: async (...args) => (await adapter()).put(...args),
    get: async (...args) => (await adapter()).get(...args),
    head: async (...args) => (await adapter()).head(...args),
    delete: async (...args) => (await adapter()).delete(...args),
    presignGet: async (...args) => (await adapter()).presignGet(...args),
    presignPut: async (...args) => (await adapter()).presignPut(...args),
  };
}
