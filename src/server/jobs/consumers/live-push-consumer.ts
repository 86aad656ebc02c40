import { sql } from "drizzle-orm";
import { audiencesOf } from "@/server/domain/events/audience";
import type { EventConsumer } from "./types";

/** The PostgreSQL channel the live hub (`src/server/live/live-hub.ts`) LISTENs on. */
export const LIVE_PUSH_CHANNEL = "domain_events";

/**
 * Live push (decisions 029 and 045): every event is announced on a NOTIFY channel, which
 * PostgreSQL delivers at commit to every listening web process. Each process has one live hub that
 * listens once and forwards the event to the open SSE streams of the users named in `users`.
 */
export const livePushConsumer: EventConsumer = {
  name: "live-push",
  accepts: () => true,
  async handle(tx, _ctx, event) {
    // `users`: whose streams the hub forwards it to (the payload stays small: NOTIFY allows 8 kB).
    const message = JSON.stringify({
      id: event.id,
      type: event.type,
      entity: event.entity,
      entityId: event.entityId,
      users: (await audiencesOf(tx, [event]))[0] ?? [],
    });
    await tx.execute(sql`SELECT pg_notify(${LIVE_PUSH_CHANNEL}, ${message})`);
  },
};
