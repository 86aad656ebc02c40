import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { buyerAccount } from "./accounts";
import { domainEvent } from "./events";

/**
 * A buyer account's outbound webhook endpoint (decision 072): the account the events concern (its
 * orders, campaigns and licences hang off it), a team's or a brand's personal one. `secret` is the Standard Webhooks
 * signing secret (`whsec_` + base64); after a roll the previous one keeps signing beside it until
 * `previousSecretExpiresAt`, so receivers can switch without losing a delivery.
 */
export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    url: text().notNull(),
    description: text().notNull().default(""),
    /** Public event types this endpoint receives (`video.approved`, …). */
    events: text().array().notNull(),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text(),
    /** Deliveries in a row that failed every attempt; reset by any success. */
    consecutiveFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.buyerAccountId, t.createdAt)],
);

export const webhookDeliveryStatus = pgEnum("webhook_delivery_status", ["pending", "succeeded", "failed"]);

/**
 * One event for one endpoint, with its last attempt's request and response. Inserted by the
 * webhooks consumer in the transaction that records its delivery of the domain event; the worker
 * sends those whose `nextAttemptAt` is due.
 */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: "cascade" }),
    /** The domain event it tells of; null for a test event. */
    eventId: uuid().references(() => domainEvent.id, { onDelete: "set null" }),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    attempts: integer().notNull().default(0),
    status: webhookDeliveryStatus().notNull().default("pending"),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastResponseStatus: integer(),
    /** The receiver's answer, cut to a few KB. */
    responseBody: text(),
    durationMs: integer(),
    error: text(),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.endpointId, t.createdAt),
    index("webhook_delivery_due")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
