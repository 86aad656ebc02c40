import { createHash } from "node:crypto";
import { asc, inArray, isNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/server/db/database";
import { domainEvent } from "@/server/db/schema";
import type { EventConsumer } from "./consumers";

export const consumerQueue = (consumer: Pick<EventConsumer, "name">) => `event-consumer-${consumer.name}`;

/** A deterministic job id per (event, consumer): pg-boss inserts a job with a known id once. */
export function deliveryJobId(eventId: string, consumer: string): string {
  const h = createHash("sha256").update(`${eventId}/${consumer}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The outbox step of the dispatcher (decision 021): queues each undispatched event once per
 * consumer that accepts it, then marks it dispatched. No lock is held while queueing (on PGlite the
 * one connection would deadlock with pg-boss); instead queueing is idempotent by job id, so two
 * dispatchers, or one that crashed before marking, queue each delivery once.
 */
export async function dispatchPendingEvents(
  db: Db,
  boss: Pick<PgBoss, "send">,
  consumers: readonly EventConsumer[],
  limit = 200,
): Promise<number> {
  const pending = await db
    .select({ id: domainEvent.id, type: domainEvent.type })
    .from(domainEvent)
    .where(isNull(domainEvent.dispatchedAt))
    .orderBy(asc(domainEvent.occurredAt))
    .limit(limit);
  if (pending.length === 0) return 0;
  for (const event of pending) {
    for (const consumer of consumers.filter((c) => c.accepts(event))) {
      await boss.send(consumerQueue(consumer), { eventId: event.id }, { id: deliveryJobId(event.id, consumer.name) });
    }
  }
  await db
    .update(domainEvent)
    .set({ dispatchedAt: new Date() })
    .where(
      inArray(
        domainEvent.id,
        pending.map((e) => e.id),
      ),
    );
  return pending.length;
}
