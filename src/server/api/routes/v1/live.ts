import { z } from "zod";
import { openLiveStream } from "@/server/live/open-live-stream";
import { apiRouter, documented, errors, signedIn } from "../../openapi";

export const LIVE_STREAM_PATH = "/auth/events/stream";

/**
 * Server-Sent Events for the signed-in user: every domain event about them (new
 * messages, read marks, notifications) as `event: domain`, `id: <domain event id>`. A reconnect
 * sends Last-Event-ID (EventSource does it by itself; `?lastEventId=` for clients that cannot set
 * headers) and receives exactly what it missed (src/server/live/open-live-stream.ts). While an
 * admin impersonates someone, the page's EventSource sends the impersonation cookie, which the
 * session middleware takes for this request as the Session-Token (decision 052).
 */
export const liveRoutes = apiRouter();

documented(
  liveRoutes,
  {
    method: "get",
    path: LIVE_STREAM_PATH,
    tags: ["Account"],
    summary: "Live events (Server-Sent Events)",
    description:
      "A `text/event-stream` of the caller's domain events (`event: domain`, `id` = event id, `data` = `{ id, type, entity, entityId }`). Send `Last-Event-ID` (or `?lastEventId=`) to receive exactly the events missed since. A browser's EventSource (`Accept: text/event-stream`) may carry an impersonation in the `impersonate-token` cookie instead of the `Session-Token` header.",
    ...signedIn("user"),
    responses: { 200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } }, ...errors(401) },
  },
  async (c) => {
    const lastEventId = c.req.header("last-event-id") ?? c.req.query("lastEventId") ?? null;
    const stream = await openLiveStream(c.var.ctx.database, { userId: c.var.caller.userId, lastEventId, log: c.var.log });
    return c.body(stream, 200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
  },
);
