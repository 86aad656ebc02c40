import type { DatabaseHandle } from "@/server/db/database";
import { listLiveEventsAfter } from "@/server/domain/events/list-live-events";
import type { Logger } from "@/server/logger";
import { liveHubOf, type PushedEvent } from "./live-hub";
import { domainFrame, readyFrame } from "./sse-frames";

/** Ids already sent on this stream, to drop an event that arrives both by replay and live (or twice live: pushes are at least once). */
const REMEMBERED_IDS = 2000;
/**
 * Bytes a stream may hold for a client that does not read. Past it the stream ends: the client
 * reconnects with its Last-Event-ID and gets what it missed from the database, instead of the
 * server holding an ever longer queue for it.
 */
const MAX_BACKLOG_BYTES = 1 << 20;

/**
 * The signed-in user's live stream (decisions 029 and 045) as a byte stream of
 * Server-Sent Events. It subscribes to the hub first and holds what arrives, then replays from
 * the database what the client missed after `lastEventId`, then releases the held events,
 * skipping any id already sent — so nothing between the two is lost and nothing comes twice.
 *
 * A plain ReadableStream the hub enqueues into synchronously: no per-stream writer, promise chain
 * or timer (decision 045).
 */
export async function openLiveStream(
  database: DatabaseHandle,
  input: { userId: string; lastEventId: string | null; log: Logger },
): Promise<ReadableStream<Uint8Array>> {
  const sent = new Set<string>();
  let held: [PushedEvent, Uint8Array][] | null = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;

  const end = () => {
    const open = controller;
    controller = null;
    unsubscribe();
    try {
      open?.close();
    } catch {
      // already closed or cancelled by the client
    }
  };
  const enqueue = (frame: Uint8Array) => {
    if (!controller) return;
    controller.enqueue(frame);
    if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) end();
  };
  const send = (event: PushedEvent, frame: Uint8Array) => {
    if (sent.has(event.id)) return;
    sent.add(event.id);
    if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!);
    enqueue(frame);
  };

  const unsubscribe = await liveHubOf(database).subscribe(input.userId, {
    event: (event, frame) => (held ? held.push([event, frame]) : send(event, frame)),
    keepAlive: enqueue,
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
        c.enqueue(readyFrame(input.lastEventId));
      },
      cancel: () => {
        controller = null;
        unsubscribe();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );

  void (async () => {
    try {
      if (input.lastEventId) {
        for (const event of await listLiveEventsAfter(database.db, { userId: input.userId, lastEventId: input.lastEventId }))
          send(event, domainFrame(event));
      }
    } catch (error) {
      // Ending the stream makes EventSource reconnect with the same Last-Event-ID and try again.
      input.log.warn("live stream replay failed", { error: error instanceof Error ? error.message : String(error) });
      held = null;
      end();
      return;
    }
    const pending = held ?? [];
    held = null;
    for (const [event, frame] of pending) send(event, frame);
  })();
  return stream;
}
