import { createHash } from "node:crypto";
import { asc, inArray, isNull, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/server/db/database";
import { domainEvent } from "@/server/db/schema";
import type { EventConsumer } from "./consumers";

export const consumerQueue = (consumer: Pick<EventConsumer, "name">) => `event-consumer-${consumer.name}`;

/** A deterministic job id per key and queue: pg-boss inserts a job with a known id once. */
export function deliveryJobId(key: string, queue: string): string {
  const h = createHash("sha256").update(`${key}/${queue}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The job id of one event's delivery to one consumer: deterministic (the same event and consumer
 * always give the same id, so queueing twice inserts once) and ordered by the event's time. pg-boss
 * fetches by creation time, then id; the jobs of one dispatch share a creation time, so the id
 * carries the order: its first 15 hex digits are the event's microseconds (the version nibble
 * sits between them), the rest a hash of the event and the consumer.
 */
export function eventJobId(eventId: string, consumer: string, occurredMicros: bigint): string {
  const t = occurredMicros.toString(16).padStart(15, "0").slice(-15);
  const h = createHash("sha256").update(`${eventId}/${consumer}`).digest("hex");
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-4${t.slice(12, 15)}-8${h.slice(0, 3)}-${h.slice(3, 15)}`;
}

/**
 * The outbox step of the dispatcher (decision 021): queues each undispatched event once per
 * consumer that accepts it, then marks it dispatched. All of a batch's jobs go in one insert
 * (decision 082): one statement per batch instead of one per event and consumer. No lock is held
 * while queueing (on PGlite the one connection would deadlock with pg-boss); instead queueing is
 * idempotent by job id, so two dispatchers, or one that crashed before marking, queue each
 * delivery once.
 */
export async function dispatchPendingEvents(
  db: Db,
  boss: Pick<PgBoss, "insert">,
  consumers: readonly EventConsumer[],
  limit = 500,
): Promise<number> {
  const pending = await db
    .select({
      id: domainEvent.id,
      type: domainEvent.type,
      micros: sql<string>`(extract(epoch from ${domainEvent.occurredAt}) * 1000000)::bigint::text`,
    })
    .from(domainEvent)
    .where(isNull(domainEvent.dispatchedAt))
    .orderBy(asc(domainEvent.occurredAt))
    .limit(limit);
  if (pending.length === 0) return 0;
  const jobs = pending.flatMap((event) =>
    consumers
      .filter((c) => c.accepts(event))
      .map((consumer) => ({
        id: eventJobId(event.id, consumer.name, BigInt(event.micros)),
        name: consumerQueue(consumer),
        data: { eventId: event.id },
      })),
  );
  if (jobs.length > 0) await boss.insert(jobs);
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
