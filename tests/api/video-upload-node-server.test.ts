import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiListener } from "@/server/api/serve-api";
import { videoAsset } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { localPath, TUS, tusMetadata } from "../support/video-uploads";

/*
 * Uploads through the API's Node listener (what `npm start` and `npm run start:api` serve), where a PATCH's bytes reach
 * tus straight from Node's request (decision 047) rather than through the body stream the other
 * tests use: a real socket, cut midway, resumed, and the bytes stored whole.
 */

let t: TestApp;
let creator: TestUser;
let server: http.Server;
let base: string;
const file = randomBytes(3 * 1024 * 1024 + 123);
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { types: ["creator"] });
  const listener = apiListener(t.ctx);
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const auth = () => ({ ...TUS, authorization: `Bearer ${creator.token}` });

async function createUpload(size: number): Promise<string> {
  const res = await fetch(`${base}/api/v1/uploads/videos`, {
    method: "POST",
    headers: {
      ...auth(),
      "upload-length": String(size),
      "upload-metadata": tusMetadata({ filename: "take.mp4", filetype: "video/mp4", purpose: "proposal" }),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return `${base}${localPath(res.headers.get("location")!)}`;
}

async function offsetOf(url: string): Promise<number> {
  const res = await fetch(url, { method: "HEAD", headers: auth() });
  expect(res.status).toBe(200);
  return Number(res.headers.get("upload-offset"));
}

/** A PATCH that announces the whole rest of the file, sends `sent` bytes of it and drops the connection. */
function patchThenDrop(url: string, offset: number, sent: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: "PATCH",
      headers: {
        ...auth(),
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
        "content-length": String(file.length - offset),
      },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.write(sent, () => setTimeout(() => req.destroy(), 100));
  });
}

describe("tus on @hono/node-server", () => {
  it("a PATCH cut midway keeps what arrived; the resumed upload is stored with the same SHA-256", async () => {
    const url = await createUpload(file.length);
    await patchThenDrop(url, 0, file.subarray(0, 1024 * 1024));
    const resumeAt = await offsetOf(url);
    expect(resumeAt).toBeGreaterThan(0);
    expect(resumeAt).toBeLessThanOrEqual(1024 * 1024);

    const last = await fetch(url, {
      method: "PATCH",
      headers: { ...auth(), "upload-offset": String(resumeAt), "content-type": "application/offset+octet-stream" },
      body: file.subarray(resumeAt),
    });
    expect(last.status).toBe(204);
    expect(Number(last.headers.get("upload-offset"))).toBe(file.length);

    const [asset] = await t.ctx.db
      .select()
      .from(videoAsset)
      .where(eq(videoAsset.id, url.split("/").pop()!));
    expect(asset!.status).toBe("processing");
    const stored = await t.ctx.storage.get(asset!.originalKey as never);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(file));
  });

  it("a PATCH at the wrong offset is refused with 409 and the server goes on serving the upload", async () => {
    const url = await createUpload(file.length);
    const wrong = await fetch(url, {
      method: "PATCH",
      headers: { ...auth(), "upload-offset": "5", "content-type": "application/offset+octet-stream" },
      body: file.subarray(5),
    });
    expect(wrong.status).toBe(409);
    expect(await offsetOf(url)).toBe(0);
    const whole = await fetch(url, {
      method: "PATCH",
      headers: { ...auth(), "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: file,
    });
    expect(whole.status).toBe(204);
  });
});
