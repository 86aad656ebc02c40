import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { domainEvent, eventDelivery } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { audiencesOf, LIVE_EVENT_PREFIXES, LIVE_EVENT_TYPES } from "./audience";
import { isUuid } from "@/contracts/id";

export interface LiveEvent {
  id: string;
  type: string;
  entity: string;
  entityId: string;
}

/** The channel consumer whose deliveries are the order of the live stream. */
const LIVE_PUSH = "live-push";

/**
 * What a reconnecting stream missed after its Last-Event-ID: the user's events that the live-push
 * consumer delivered after that one, in delivery order. Only delivered events: one not yet
 * delivered will still arrive through NOTIFY, so replaying it too would send it twice. An unknown
 * id (too old, or not ours) replays nothing: the page reloads its data anyway when it connects.
 */
export async function listLiveEventsAfter(
  db: Executor,
  input: { userId: string; lastEventId: string; limit?: number },
): Promise<LiveEvent[]> {
  if (!isUuid(input.lastEventId)) return [];
  const types = sql.join(
    LIVE_EVENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const prefixes = sql.join(
    LIVE_EVENT_PREFIXES.map((p) => sql`e.type like ${`${p}%`}`),
    sql` or `,
  );
  const rows = await rowsOf<{ id: string; type: string; entity: string; entity_id: string; payload: unknown }>(
    db,
    sql`select e.id, e.type, e.entity, e.entity_id, e.payload
      from ${eventDelivery} d join ${domainEvent} e on e.id = d.event_id
      where d.consumer = ${LIVE_PUSH} and (e.type in (${types}) or ${prefixes})
        and (d.delivered_at, d.event_id) > (
          select l.delivered_at, l.event_id from ${eventDelivery} l where l.consumer = ${LIVE_PUSH} and l.event_id = ${input.lastEventId})
      order by d.delivered_at, d.event_id
      limit ${input.limit ?? 1000}`,
  );
  const audiences = await audiencesOf(
    db,
    rows.map((r) => ({ type: r.type, payload: r.payload, entity: r.entity, entityId: r.entity_id })),
  );
  return rows
    .filter((_, i) => audiences[i]!.includes(input.userId))
    .map((r) => ({ id: r.id, type: r.type, entity: r.entity, entityId: r.entity_id }));
}
