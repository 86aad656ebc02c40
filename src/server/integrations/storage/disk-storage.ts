import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { resolveRange } from "./byte-range";
import { limitBytes } from "./limit-bytes";
import { signedUrl } from "./signed-url";
import type { ObjectInfo, ObjectStream, PutOptions, StorageAdapter, StorageKey } from "./types";

export interface DiskStorageOptions {
  /** Folder of the objects (the STORAGE_DIR setting). */
  root: string;
  /** Origin the presigned product URLs point at (BETTER_AUTH_URL). */
  baseUrl: string;
  signingSecret: string;
}

/**
 * Objects as files under `root/objects/<key>`, their content type beside them under `root/meta`.
 * Writes go to `root/tmp` first and are renamed into place, so a reader never sees half a file
 * and a refused upload leaves nothing behind.
 */
export function createDiskStorage(options: DiskStorageOptions): StorageAdapter {
  const root = path.resolve(options.root);
  const objectPath = (key: StorageKey) => path.join(root, "objects", key);
  const metaPath = (key: StorageKey) => path.join(root, "meta", `${key}.json`);

  async function head(key: StorageKey): Promise<ObjectInfo | null> {
    try {
      const [stats, meta] = await Promise.all([stat(objectPath(key)), readFile(metaPath(key), "utf8")]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { key, size: stats.size, contentType, lastModified: stats.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  return {
    kind: "disk",

    async put(key, body, { contentType, maxBytes }: PutOptions) {
      const tmpDir = path.join(root, "tmp");
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const source = body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
      try {
        await pipeline(source, limitBytes(maxBytes ?? Number.POSITIVE_INFINITY), createWriteStream(tmp, { flags: "wx" }));
        await Promise.all([
          mkdir(path.dirname(objectPath(key)), { recursive: true }),
          mkdir(path.dirname(metaPath(key)), { recursive: true }),
        ]);
        await writeFile(metaPath(key), JSON.stringify({ contentType }));
        await rename(tmp, objectPath(key));
      } finally {
        await rm(tmp, { force: true });
      }
      const info = await head(key);
      if (!info) throw new Error(`The object ${key} vanished right after it was written`);
      return info;
    },

    async get(key, requested): Promise<ObjectStream | null> {
      const info = await head(key);
      if (!info) return null;
      const range = resolveRange(requested, info.size);
      const body = createReadStream(objectPath(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, body, range };
    },

    head,

    async delete(key) {
      await Promise.all([rm(objectPath(key), { force: true }), rm(metaPath(key), { force: true })]);
    },

    presignGet(key, { expiresInSeconds }) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return Promise.resolve(signedUrl(options.baseUrl, options.signingSecret, { method: "GET", key, expires }));
    },

    presignPut(key, { expiresInSeconds, contentType, maxBytes }) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return Promise.resolve(signedUrl(options.baseUrl, options.signingSecret, { method: "PUT", key, expires, contentType, maxBytes }));
    },
  };
}
