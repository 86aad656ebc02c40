import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKey, uniqueName } from "@/server/integrations/storage";
import { createTestApp, type TestApp } from "../support/test-app";

/** The disk adapter's own presigned URLs and the routes that honour them (decision 018). */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "reelbrief-signed-"));
  t = await createTestApp({ STORAGE_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const key = () => storageKey("videos", "signed-test", uniqueName("mp4"));
const put = (k: ReturnType<typeof key>, text: string) => t.ctx.storage.put(k, Buffer.from(text), { contentType: "video/mp4" });
const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
};

describe("disk presigned GET", () => {
  it("points at our own origin and serves ranges a video player asks for", async () => {
    const k = key();
    await put(k, "0123456789");
    const url = await t.ctx.storage.presignGet(k, { expiresInSeconds: 60 });
    expect(url.startsWith("http://localhost:3000/api/v1/storage/signed/videos/")).toBe(true);
    const suffix = await t.app.request(url, { headers: { range: "bytes=-3" } });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe("789");
    const open = await t.app.request(url, { headers: { range: "bytes=4-" } });
    expect(open.headers.get("content-range")).toBe("bytes 4-9/10");
    expect(await open.text()).toBe("456789");
    const beyond = await t.app.request(url, { headers: { range: "bytes=50-60" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */10");
    const head = await t.app.request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("10");
  });

  it("refuses a changed signature, a changed expiry, another key and an expired link", async () => {
    const k = key();
    await put(k, "secret");
    const url = await t.ctx.storage.presignGet(k, { expiresInSeconds: 60 });
    const sig = new URL(url).searchParams.get("signature")!;
    expect((await t.app.request(withParam(url, "signature", (sig[0] === "A" ? "B" : "A") + sig.slice(1)))).status).toBe(403);
    expect((await t.app.request(withParam(url, "expires", String(Math.floor(Date.now() / 1000) + 9999)))).status).toBe(403);
    const other = key();
    await put(other, "other");
    expect((await t.app.request(url.replace(k, other))).status).toBe(403);
    const expired = await t.ctx.storage.presignGet(k, { expiresInSeconds: -5 });
    const res = await t.app.request(expired);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
  });

  it("never serves a private object at the public media URL", async () => {
    const k = key();
    await put(k, "private");
    expect((await t.app.request(`/api/v1/media/${k}`)).status).toBe(404);
    expect((await t.app.request(`/api/v1/media/avatars/../videos/x.mp4`)).status).toBe(404);
  });
});

describe("disk presigned PUT", () => {
  it("streams the body to disk with the signed content type", async () => {
    const k = key();
    const url = await t.ctx.storage.presignPut(k, { expiresInSeconds: 60, contentType: "video/mp4", maxBytes: 100 });
    const res = await t.app.request(url, { method: "PUT", headers: { "content-type": "video/mp4" }, body: "tiny video" });
    expect(res.status).toBe(201);
    expect(await t.ctx.storage.head(k)).toMatchObject({ size: 10, contentType: "video/mp4" });
  });

  it("refuses another content type, a GET link used to PUT, and more than maxBytes, storing nothing", async () => {
    const k = key();
    const url = await t.ctx.storage.presignPut(k, { expiresInSeconds: 60, contentType: "video/mp4", maxBytes: 100 });
    const wrongType = await t.app.request(url, { method: "PUT", headers: { "content-type": "text/html" }, body: "<script>" });
    expect(wrongType.status).toBe(400);
    const getUrl = await t.ctx.storage.presignGet(k, { expiresInSeconds: 60 });
    expect((await t.app.request(getUrl, { method: "PUT", headers: { "content-type": "video/mp4" }, body: "x" })).status).toBe(403);
    // A streamed body without Content-Length: the cap is enforced while the bytes arrive.
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(50));
        controller.close();
      },
    });
    const tooBig = await t.app.request(url, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    expect(await t.ctx.storage.head(k)).toBeNull();
  });
});
