import type { PushedEvent } from "./live-hub";

/*
 * The bytes of the live stream's Server-Sent Events. A domain event's frame is the same for every
 * stream it goes to, so the hub encodes it once and every stream enqueues the same bytes.
 */
const encoder = new TextEncoder();

export const domainFrame = (event: PushedEvent): Uint8Array =>
  encoder.encode(`id: ${event.id}\nevent: domain\ndata: ${JSON.stringify(event)}\n\n`);

/** The first frame: tells the client the stream is live and how soon to reconnect after a drop. */
export const readyFrame = (resumedFrom: string | null): Uint8Array =>
  encoder.encode(`event: ready\ndata: ${JSON.stringify({ resumedFrom })}\nretry: 3000\n\n`);

/** A comment line: keeps proxies from closing an idle stream; EventSource ignores it. */
export const KEEP_ALIVE_FRAME: Uint8Array = encoder.encode(": keep-alive\n\n");
