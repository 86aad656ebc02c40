import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GATHER_BYTES, nodeRequestBody, untouchedNodeRequest } from "./node-request-body";

/*
 * The web stream handed to tus on @hono/node-server (decisions 047, 048): Node's chunks gathered;
 * the end of the body closes it, a connection cut before the end closes it too, with every byte
 * that arrived, and a request whose body was already being read is not taken.
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
        // A wait far longer than the test, so that only GATHER_BYTES decides where chunks end.
        const body = nodeRequestBody(req, { waitMs: 60_000 });
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

  it("hands on bytes that wait GATHER_WAIT_MS for more, short of GATHER_BYTES", async () => {
    const sent = Buffer.alloc(100 * 1024, 5);
    const first = new Promise<number>((resolve) => {
      void listen((req, res) => {
        const reader = nodeRequestBody(req).stream.getReader();
        void reader.read().then(({ value }) => {
          resolve(value?.length ?? 0);
          res.end();
        });
      }).then((port) => {
        // The body announces a megabyte but stops at 100 KB and stays open until the server
        // answers: without the wait, nothing would be handed on and the test would time out.
        const req = http.request({ port, host: "127.0.0.1", method: "PUT", headers: { "content-length": String(1 << 20) } });
        req.on("error", () => {});
        req.on("response", () => req.destroy());
        req.write(sent);
      });
    });
    const bytes = await first;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(sent.length);
  });

  it("ends the stream with every byte that arrived when the connection closes before the body ends", async () => {
    const sent = Buffer.alloc(200 * 1024, 3); // less than GATHER_BYTES: all of it still gathered when the connection drops
    const outcome = new Promise<{ ended: boolean; bytes: number }>((resolve) => {
      void listen((req) => {
        readAll(nodeRequestBody(req).stream).then(
          (chunks) => resolve({ ended: true, bytes: Buffer.concat(chunks).length }),
          () => resolve({ ended: false, bytes: 0 }),
        );
      }).then((port) => {
        const req = http.request({ port, host: "127.0.0.1", method: "PUT", headers: { "content-length": String(1 << 20) } });
        req.on("error", () => {});
        req.write(sent, () => setTimeout(() => req.destroy(), 50));
      });
    });
    expect(await outcome).toEqual({ ended: true, bytes: sent.length });
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
