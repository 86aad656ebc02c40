import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GATHER_BYTES, nodeRequestBody, untouchedNodeRequest } from "./node-request-body";

/*
 * The web stream handed to tus on @hono/node-server (decisions 047, 048): Node's chunks gathered;
 * the end of the body closes it, a connection cut before the end errors it, and a request whose
 * body was already being read is not taken.
 */

let server: http.Server | null = null;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/** A server that gives each request to `handle`, and the port it listens on. */
async function listen(handle: (req: IncomingMessage, res: http.ServerResponse) => void): Promise<number> {
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Reads a web stream to its end; resolves with its chunks or rejects with its error. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

describe("nodeRequestBody", () => {
  it("gathers Node's chunks into chunks of GATHER_BYTES, in order, and closes at the end of the body", async () => {
    const received = new Promise<{ chunks: Uint8Array[]; nodeChunks: Buffer[] }>((resolve) => {
      void listen((req, res) => {
        const nodeChunks: Buffer[] = [];
        req.on("data", (c: Buffer) => nodeChunks.push(c)); // a second listener, to compare with
        const body = nodeRequestBody(req);
        void readAll(body.stream).then((chunks) => {
          res.end("ok");
          resolve({ chunks, nodeChunks });
        });
      }).then((port) => {
        const req = http.request({ port, host: "127.0.0.1", method: "PUT" });
        // 4 MB and 100 bytes: eight whole gathered chunks and a short last one.
        for (let i = 0; i < 64; i++) req.write(Buffer.alloc(64 * 1024, i));
        req.end(Buffer.alloc(100, 7));
      });
    });
    const { chunks, nodeChunks } = await received;
    const total = 64 * 64 * 1024 + 100;
    expect(Buffer.concat(chunks).length).toBe(total);
    expect(Buffer.concat(chunks).equals(Buffer.concat(nodeChunks))).toBe(true);
    // Every chunk but the last is at least GATHER_BYTES (Node's own are at most 64 KB).
    expect(nodeChunks.every((c) => c.length <= 64 * 1024)).toBe(true);
    expect(chunks.slice(0, -1).every((c) => c.length >= GATHER_BYTES)).toBe(true);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(total / GATHER_BYTES));
  });

  it("errors the stream when the connection closes before the body ends", async () => {
    const outcome = new Promise<string>((resolve) => {
      void listen((req) => {
        readAll(nodeRequestBody(req).stream).then(
          () => resolve("ended"),
          (error: Error) => resolve(`failed: ${error.message}`),
        );
      }).then((port) => {
        const req = http.request({ port, host: "127.0.0.1", method: "PUT", headers: { "content-length": String(1 << 20) } });
        req.on("error", () => {});
        req.write(Buffer.alloc(4096), () => setTimeout(() => req.destroy(), 20));
      });
    });
    expect(await outcome).toMatch(/^failed: /);
  });

  it("only takes a request whose body nobody has started reading", async () => {
    const seen = new Promise<[boolean, boolean]>((resolve) => {
      void listen((req, res) => {
        const before = untouchedNodeRequest({ incoming: req }) !== null;
        req.resume();
        const after = untouchedNodeRequest({ incoming: req }) !== null;
        res.end();
        resolve([before, after]);
      }).then((port) => http.request({ port, host: "127.0.0.1", method: "PUT" }).end("x"));
    });
    expect(await seen).toEqual([true, false]);
    expect(untouchedNodeRequest(undefined)).toBeNull();
    expect(untouchedNodeRequest({ incoming: {} })).toBeNull();
  });
});
