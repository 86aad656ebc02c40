import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ObjectTooLargeError, RangeNotSatisfiableError, storageKey, uniqueName, type StorageAdapter } from "@/server/integrations/storage";
import { startS3TestServer, type S3TestServer } from "../support/s3-test-server";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * One contract, two adapters: the same expectations run against the disk adapter and against a
 * real S3-compatible server (s3rver), each chosen by settings through the app's context.
 * Presigned URLs are fetched where they point: the disk adapter's at our own API (in-process),
 * S3's at the server. (s3rver does not verify SigV4 signatures, so refusing a tampered or expired
 * URL is tested on our own signer only, in storage-signed-urls.test.ts.)
 */
interface Target {
  name: string;
  setUp(): Promise<{ t: TestApp; fetchUrl: (url: string, init?: RequestInit) => Promise<Response>; tearDown(): Promise<void> }>;
}

const TARGETS: Target[] = [
  {
    name: "disk",
    async setUp() {
      const dir = mkdtempSync(path.join(tmpdir(), "reelbrief-storage-"));
      const t = await createTestApp({ STORAGE_DIR: dir });
      return {
        t,
        fetchUrl: (url, init) => Promise.resolve(t.app.request(url, init)),
        tearDown: async () => {
          await t.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "s3 (s3rver)",
    async setUp() {
      const server: S3TestServer = await startS3TestServer();
      const t = await createTestApp(server.settings);
      return {
        t,
        fetchUrl: (url, init) => fetch(url, init),
        tearDown: async () => {
          await t.close();
          await server.close();
        },
      };
    },
  },
];

/** A deterministic byte pattern, generated chunk by chunk so the test never holds it whole. */
function patternStream(totalBytes: number, chunkBytes = 1024 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= totalBytes) return this.push(null);
      const n = Math.min(chunkBytes, totalBytes - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

async function sha256Of(stream: Readable | AsyncIterable<Uint8Array>): Promise<{ hash: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.byteLength;
  }
  return { hash: hash.digest("hex"), bytes };
}

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString("utf8");
const key = () => storageKey("test-objects", "contract", uniqueName("bin"));

describe.each(TARGETS)("storage contract: $name", (target) => {
  let env: Awaited<ReturnType<Target["setUp"]>>;
  let storage: StorageAdapter;
  beforeAll(async () => {
    env = await target.setUp();
    storage = env.t.ctx.storage;
  });
  afterAll(() => env.tearDown());

  it("is the adapter the settings chose", () => {
    expect(storage.kind).toBe(target.name === "disk" ? "disk" : "s3");
  });

  it("puts bytes and reads them back with their size and content type", async () => {
    const k = key();
    const info = await storage.put(k, Buffer.from("hello storage"), { contentType: "text/plain" });
    expect(info).toMatchObject({ key: k, size: 13, contentType: "text/plain" });
    expect(await storage.head(k)).toMatchObject({ size: 13, contentType: "text/plain" });
    const got = await storage.get(k);
    expect(got?.range).toBeNull();
    expect(await bytesOf(got!.body)).toBe("hello storage");
  });

  it("answers null for a missing object, and deleting it twice is fine", async () => {
    const k = key();
    expect(await storage.head(k)).toBeNull();
    expect(await storage.get(k)).toBeNull();
    await storage.put(k, Buffer.from("x"), { contentType: "text/plain" });
    await storage.delete(k);
    await storage.delete(k);
    expect(await storage.head(k)).toBeNull();
  });

  it("streams a 20 MB object in and out unchanged (multipart on S3)", async () => {
    const k = key();
    const size = 20 * 1024 * 1024 + 123;
    const expected = await sha256Of(patternStream(size));
    const info = await storage.put(k, patternStream(size), { contentType: "application/octet-stream" });
    expect(info.size).toBe(size);
    const got = await storage.get(k);
    expect(await sha256Of(got!.body)).toEqual(expected);
  });

  it("reads byte ranges, clamps an end past the object and refuses a start past it", async () => {
    const k = key();
    await storage.put(k, Buffer.from("0123456789abcdefghij"), { contentType: "text/plain" });
    const middle = await storage.get(k, { start: 10, end: 14 });
    expect(middle?.range).toEqual({ start: 10, end: 14 });
    expect(await bytesOf(middle!.body)).toBe("abcde");
    const tail = await storage.get(k, { start: 15, end: 1000 });
    expect(tail?.range).toEqual({ start: 15, end: 19 });
    expect(await bytesOf(tail!.body)).toBe("fghij");
    await expect(storage.get(k, { start: 20 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it("refuses a stream past maxBytes and stores nothing", async () => {
    const k = key();
    await expect(
      storage.put(k, patternStream(3 * 1024 * 1024), { contentType: "application/octet-stream", maxBytes: 1024 * 1024 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    await expect(storage.put(k, Buffer.alloc(2000), { contentType: "application/octet-stream", maxBytes: 1000 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await storage.head(k)).toBeNull();
  });

  it("replaces an object put again under the same key", async () => {
    const k = key();
    await storage.put(k, Buffer.from("first"), { contentType: "text/plain" });
    await storage.put(k, Buffer.from("second!"), { contentType: "text/csv" });
    expect(await storage.head(k)).toMatchObject({ size: 7, contentType: "text/csv" });
  });

  it("gives presigned GET URLs that serve the object, with Range", async () => {
    const k = key();
    await storage.put(k, Buffer.from("presigned body"), { contentType: "text/plain" });
    const url = await storage.presignGet(k, { expiresInSeconds: 60 });
    const whole = await env.fetchUrl(url);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe("presigned body");
    const part = await env.fetchUrl(url, { headers: { range: "bytes=10-13" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-13/14");
    expect(await part.text()).toBe("body");
  });

  it("gives presigned PUT URLs the browser can upload to with the signed content type", async () => {
    const k = key();
    const url = await storage.presignPut(k, { expiresInSeconds: 60, contentType: "video/mp4" });
    const res = await env.fetchUrl(url, { method: "PUT", headers: { "content-type": "video/mp4" }, body: "not really a video" });
    expect(res.status).toBeLessThan(300);
    expect(await storage.head(k)).toMatchObject({ size: 18, contentType: "video/mp4" });
    const got = await storage.get(k);
    expect(await bytesOf(got!.body)).toBe("not really a video");
  });
});
