import { IncomingMessage } from "node:http";

/**
 * A request body as a web stream, straight from Node's request, for the routes that stream large
 * bodies (tus PATCHes of videos up to 2 GB) when the API runs on @hono/node-server
 * (`npm run start:api`, the benches).
 *
 * Why not the body @hono/node-server gives: it comes from Node 20's `Readable.toWeb`, which copies
 * every 64 KB chunk into a new, zero-filled Uint8Array ("to detach it from the pool"): a third of
 * the upload path's CPU (decision 047). Here Node's chunks are gathered into chunks of
 * GATHER_BYTES (decision 048), with Node's pause/resume as backpressure.
 *
 * Only for a request whose body nobody has started reading: once @hono/node-server's own body
 * stream has pulled, bytes are already in it, and the caller must use `c.req.raw` as usual.
 */
export function untouchedNodeRequest(env: unknown): IncomingMessage | null {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return null;
  return incoming.readableFlowing === null && !incoming.readableDidRead ? incoming : null;
}

/**
 * Bytes gathered into one chunk before it is handed on (decision 048). A socket gives an HTTP body
 * 64 KB at a time; each chunk then crosses tus's chain of streams (this web stream,
 * Readable.fromWeb, a PassThrough, a size limiter, the file store's counter) and costs one
 * positional write on the thread pool, with its wake-ups. Gathering costs one memory copy and
 * divides all of that by 8. Measured on 1 GB uploads: 128 KB was no better than 64 KB, 256 KB and
 * 512 KB were about twice as fast, and 1 MB slower again.
 */
export const GATHER_BYTES = 512 * 1024;

/** The longest a received byte waits for more before it is handed on anyway (`waitMs` overrides it). */
const GATHER_WAIT_MS = 20;

/** Gathered chunks queued in the web stream before Node's request is paused: 2 MB per upload. */
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

export function nodeRequestBody(incoming: IncomingMessage, options: { waitMs?: number } = {}): NodeRequestBody {
  const waitMs = options.waitMs ?? GATHER_WAIT_MS;
  let settled = false;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  let waitTimer: NodeJS.Timeout | null = null;
  const handOn = () => {
    if (waitTimer) clearTimeout(waitTimer);
    waitTimer = null;
    if (gatheredBytes === 0) return;
    controller.enqueue(gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered, gatheredBytes));
    gathered = [];
    gatheredBytes = 0;
  };
  const handOnAndPace = () => {
    handOn();
    if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
  };
  /**
   * Bytes wait at most `waitMs` (GATHER_WAIT_MS) for more to come. A fast client fills
   * GATHER_BYTES long before that; a slow client's bytes go on shortly after they arrive, and a
   * dropped or superseded PATCH (tus cancels a PATCH when a HEAD asks for its lock) has already
   * passed on all but the last few milliseconds of what arrived.
   */
  const onData = (chunk: Buffer) => {
    gathered.push(chunk);
    gatheredBytes += chunk.length;
    if (gatheredBytes >= GATHER_BYTES) return handOnAndPace();
    waitTimer ??= setTimeout(() => {
      waitTimer = null;
      if (!settled) handOnAndPace();
    }, waitMs);
  };
  /**
   * The end of the body, or of the connection: either way every byte that arrived is handed on and
   * the stream ends normally. A connection cut midway is how a tus PATCH is interrupted, and tus
   * keeps what arrived so the client resumes after it (tus's own Node handler ends its stream the
   * same way on an abort); erroring the stream instead would throw away what is gathered and
   * queued here, up to 2.5 MB.
   */
  const onEnd = () => {
    if (settled) return;
    settled = true;
    handOn();
    controller.close();
  };
  const onClose = () => {
    if (!incoming.readableEnded) onEnd();
  };
  const release = () => {
    if (waitTimer) clearTimeout(waitTimer);
    incoming.off("data", onData);
    incoming.off("end", onEnd);
    incoming.off("error", onEnd);
    incoming.off("close", onClose);
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        incoming.on("data", onData);
        incoming.on("end", onEnd);
        incoming.on("error", onEnd);
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
