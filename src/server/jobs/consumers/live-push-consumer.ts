import { sql } from "drizzle-orm";
import { audiencesOf } from "@/server/domain/events/audience";
import type { EventConsumer } from "./types";

/** The PostgreSQL channel a live-push endpoint (SSE, a later issue) LISTENs on. */
export const LIVE_PUSH_CHANNEL = "domain_events";

/**
 * The seam for live push (ENGINEERING.md §1): every event is announced on a NOTIFY channel, which
 * PostgreSQL delivers at commit to every listening web process. The SSE endpoint subscribes to it.
 */
export const livePushConsumer: EventConsumer = {
  name: "live-push",
  accepts: () => true,
  async handle(tx, _ctx, event) {
    // `users`: who the SSE endpoints forward it to (the payload stays small: NOTIFY allows 8 kB).
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
