import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { z } from "zod";
import { listLiveEventsAfter, type LiveEvent } from "@/server/domain/events/list-live-events";
import { liveHubOf } from "@/server/live/live-hub";
import { callerOf, requires } from "../../middleware/permissions";
import { apiRouter, documented, errors, signedIn } from "../../openapi";

export const LIVE_STREAM_PATH = "/auth/events/stream";
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;
/** Ids already sent on this stream, to drop an event that arrives both by replay and live. */
const REMEMBERED_IDS = 2000;

/**
 * Server-Sent Events for the signed-in user (issue 16 §3): every domain event about them (new
 * messages, read marks, notifications) as `event: domain`, `id: <domain event id>`. A reconnect
 * sends Last-Event-ID (EventSource does it by itself; `?lastEventId=` for clients that cannot set
 * headers): the stream subscribes to live events first and holds them, replays what was missed
 * from the database, then releases the held ones, skipping any id already sent — so nothing
 * between the two is lost and nothing comes twice.
 */
export const liveRoutes = apiRouter();

liveRoutes.get(LIVE_STREAM_PATH, requires("user"), (c) => {
  const { userId } = callerOf(c);
  const lastEventId = c.req.header("last-event-id") ?? c.req.query("lastEventId");
  const database = c.var.ctx.database;
  c.header("Cache-Control", "no-cache, no-transform");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const sent = new Set<string>();
    let queue: Promise<void> = Promise.resolve();
    const write = (event: LiveEvent) => {
      queue = queue.then(async () => {
        if (sent.has(event.id) || stream.aborted) return;
        sent.add(event.id);
        if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!);
        await stream.writeSSE({ id: event.id, event: "domain", data: JSON.stringify(event) });
      });
      return queue;
    };
    let held: LiveEvent[] | null = [];
    const unsubscribe = await liveHubOf(database).subscribe(userId, (event) => {
      if (held) held.push(event);
      else void write(event);
    });
    stream.onAbort(unsubscribe);
    await stream.writeSSE({ event: "ready", data: JSON.stringify({ resumedFrom: lastEventId ?? null }), retry: 3000 });
    if (lastEventId) for (const event of await listLiveEventsAfter(database.db, { userId, lastEventId })) await write(event);
    const pending = held;
    held = null;
    for (const event of pending) await write(event);
    await keepAlive(stream);
    unsubscribe();
  });
});

async function keepAlive(stream: SSEStreamingApi) {
  while (!stream.aborted && !stream.closed) {
    await stream.sleep(KEEP_ALIVE_MS);
    if (!stream.aborted && !stream.closed) await stream.write(": keep-alive\n\n");
  }
}

documented(liveRoutes, {
  method: "get",
  path: LIVE_STREAM_PATH,
  tags: ["Account"],
  summary: "Live events (Server-Sent Events)",
  description:
    "A `text/event-stream` of the caller's domain events (`event: domain`, `id` = event id, `data` = `{ id, type, entity, entityId }`). Send `Last-Event-ID` (or `?lastEventId=`) to receive exactly the events missed since.",
  ...signedIn("user"),
  responses: { 200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } }, ...errors(401) },
});
