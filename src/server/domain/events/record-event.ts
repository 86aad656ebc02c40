import { sql } from "drizzle-orm";
import type { Tx } from "@/server/db/database";
import { domainEvent } from "@/server/db/schema";
import { actorLabel, type Actor } from "./types";

/**
 * NOTIFYed in every transaction that records an event: PostgreSQL delivers it at commit (once per
 * transaction: equal notifications fold into one) to the dispatchers, which queue the event for
 * its consumers at once instead of at their next tick (decision 039: live push under 200 ms).
 */
export const EVENTS_RECORDED_CHANNEL = "domain_events_recorded";

export interface RecordedEvent {
  id: string;
  type: string;
}

/**
 * Appends a domain event inside the caller's transaction: it commits with the change it describes
 * or not at all, and the dispatcher only ever sees committed events.
 */
export async function recordEvent(
  tx: Tx,
  input: { entity: string; entityId: string; type: string; actor: Actor; payload?: Record<string, unknown> },
): Promise<RecordedEvent> {
  const [row] = await tx
    .insert(domainEvent)
    .values({
      entity: input.entity,
      entityId: input.entityId,
      type: input.type,
      actor: actorLabel(input.actor),
      payload: input.payload ?? {},
    })
    .returning({ id: domainEvent.id, type: domainEvent.type });
  await tx.execute(sql`SELECT pg_notify(${EVENTS_RECORDED_CHANNEL}, '')`);
  return row!;
}
