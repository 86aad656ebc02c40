import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { afterAll, describe, expect, it } from "vitest";
import { loadSettings } from "@/config/env";
import { createVideoUploadStore } from "./tus-store";

/* tus's store follows the storage settings; the S3 one is loaded only when a bucket is set (decision 048). */

const dir = mkdtempSync(path.join(tmpdir(), "reelbrief-tus-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const settings = (extra: Record<string, string>) =>
  loadSettings({ NODE_ENV: "test", BETTER_AUTH_URL: "http://127.0.0.1:3000", STORAGE_DIR: dir, LOG_LEVEL: "silent", ...extra });

describe("createVideoUploadStore", () => {
  it("uses tus's S3 store when a bucket is configured", async () => {
    const store = await createVideoUploadStore(
      settings({ S3_BUCKET: "videos", S3_ENDPOINT: "http://127.0.0.1:9", S3_FORCE_PATH_STYLE: "true" }),
    );
    expect(store.datastore).toBeInstanceOf(S3Store);
  });

  it("uses tus's file store under STORAGE_DIR otherwise", async () => {
    const store = await createVideoUploadStore(settings({}));
    expect(store.datastore).toBeInstanceOf(FileStore);
  });
});
