import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * What a write answered to an `Idempotency-Key` (decision 074, docs/product/integrations.md): a
 * retry with the same key and body replays it, the same key with another body is refused. The key
 * is the caller's (its buyer account), so two accounts may use the same string. `status` is null
 * while the first request runs: the row is the claim that keeps a concurrent duplicate out. Rows
 * live 24 hours; a worker sweeps older ones.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The buyer account the caller acts for (a person's session or an organization's API key). */
    callerRef: text().notNull(),
    key: text().notNull(),
    /** `METHOD path` of the route that took the key; another route with the same key is refused. */
    route: text().notNull(),
    /** Hex SHA-256 of the request body. */
    requestHash: text().notNull(),
    /** The stored answer; null while the first request is still running. */
    status: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.callerRef, t.key), index().on(t.createdAt)],
);
