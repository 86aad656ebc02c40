import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every state change of a stateful entity (decision 021), written by the one transition function
 * in the same transaction as the change itself. `dispatchedAt` is set once the dispatcher has
 * queued the event for each of its consumers (an outbox: a crash before that re-queues it, and the
 * queueing is idempotent by job id).
 */
export const domainEvent = pgTable(
  "domain_event",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** subscription | payment_checkout | … */
    entity: text().notNull(),
    entityId: text().notNull(),
    /** `<entity>.<what happened>`, e.g. subscription.renewed. */
    type: text().notNull(),
    payload: jsonb().notNull().default({}),
    /** Who made the change: `user:<id>`, `buyer:<id>`, `provider:<name>` or `system`. */
    actor: text().notNull(),
    /** clock_timestamp(), not now(): events of one transaction keep their order (an order's timeline). */
    occurredAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    dispatchedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.entity, t.entityId, t.occurredAt),
    index("domain_event_undispatched")
      .on(t.occurredAt)
      .where(sql`${t.dispatchedAt} IS NULL`),
  ],
);

/**
 * One row per (event, consumer) delivered, inserted in the consumer's own transaction: a retried
 * or duplicated job finds it and does nothing, so each consumer sees each event once.
 */
export const eventDelivery = pgTable(
  "event_delivery",
  {
    eventId: uuid()
      .notNull()
      .references(() => domainEvent.id, { onDelete: "cascade" }),
    consumer: text().notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
);
