import { IncomingMessage } from "node:http";

/**
 * A request body as a web stream, straight from Node's request, for the routes that stream large
 * bodies (tus PATCHes of videos up to 2 GB) when the API runs on @hono/node-server
 * (`npm run start:api`, the benches).
 *
 * Why not the body @hono/node-server gives: it comes from Node 20's `Readable.toWeb`, which copies
 * every chunk into a new, zero-filled Uint8Array ("to detach it from the pool"). For an upload that
 * is a second gigabyte of memory written per gigabyte received, plus the page faults and garbage of
 * it: a third of the upload path's CPU (decision 047). Chunks of an HTTP request are fresh buffers
 * of their own, so they are handed over as they are, with Node's pause/resume as backpressure.
 *
 * Only for a request whose body nobody has started reading: once @hono/node-server's own body
 * stream has pulled, bytes are already in it, and the caller must use `c.req.raw` as usual.
 */
export function untouchedNodeRequest(env: unknown): IncomingMessage | null {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return null;
  return incoming.readableFlowing === null && !incoming.readableDidRead ? incoming : null;
}

/** Chunks queued in the web stream before Node's request is paused. */
const QUEUED_CHUNKS = 4;

export interface NodeRequestBody {
  stream: ReadableStream<Uint8Array>;
  /**
   * Stops feeding the web stream once the handler is done with the request, so that bytes the
   * handler did not read (a refused or cut-short upload) are left to the server, which drains or
   * closes the connection, instead of queueing in a stream nobody reads.
   */
  release(): void;
}

export function nodeRequestBody(incoming: IncomingMessage): NodeRequestBody {
  let settled = false;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
  };
  const onEnd = () => {
    if (settled) return;
    settled = true;
    controller.close();
  };
  const onFailure = (error?: Error) => {
    if (settled) return;
    settled = true;
    controller.error(error ?? new Error("The connection closed before the request body ended"));
  };
  const onClose = () => {
    if (!incoming.readableEnded) onFailure();
  };
  const release = () => {
    incoming.off("data", onData);
    incoming.off("end", onEnd);
    incoming.off("error", onFailure);
    incoming.off("close", onClose);
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        incoming.on("data", onData);
        incoming.on("end", onEnd);
        incoming.on("error", onFailure);
        incoming.on("close", onClose);
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        settled = true;
        release();
      },
    },
    new CountQueuingStrategy({ highWaterMark: QUEUED_CHUNKS }),
  );
  return { stream, release };
}
