import { sql } from "drizzle-orm";
import { webhookDelivery, type domainEvent } from "@/server/db/schema";
import type { Executor } from "@/server/db/database";
import { enabledEndpointsOf, publicEventsOf } from "./public-events";

/**
 * NOTIFYed by every transaction that queues deliveries (decision 075): PostgreSQL delivers it at
 * commit to the senders of every worker process (src/server/jobs/webhook-deliveries.ts), which
 * claim the new rows at once instead of at their next poll.
 */
export const WEBHOOKS_QUEUED_CHANNEL = "webhook_deliveries_queued";

/** The versioned body every receiver gets (decision 072); `data` changes only with `version`. */
export function webhookPayload(type: string, timestamp: Date, data: Record<string, unknown>) {
  return { type, version: 1 as const, timestamp: timestamp.toISOString(), data };
}

/**
 * One delivery per public event per subscribed, enabled endpoint of the buyer account concerned,
 * inserted in one statement in the caller's transaction (the webhooks consumer's delivery of the
 * domain event), due at once. Returns how many were queued.
 */
export async function fanOutEvent(tx: Executor, event: typeof domainEvent.$inferSelect): Promise<number> {
  const events = await publicEventsOf(tx, event);
  if (events.length === 0) return 0;
  const endpoints = await enabledEndpointsOf(tx, [...new Set(events.map((e) => e.buyerAccountId))]);
  const rows = events.flatMap((e) =>
    endpoints
      .filter((ep) => ep.buyerAccountId === e.buyerAccountId && ep.events.includes(e.type))
      .map((ep) => ({
        endpointId: ep.id,
        eventId: event.id,
        eventType: e.type,
        payload: webhookPayload(e.type, event.occurredAt, e.data),
        nextAttemptAt: new Date(),
      })),
  );
  if (rows.length > 0) {
    await tx.insert(webhookDelivery).values(rows);
    await tx.execute(sql`SELECT pg_notify(${WEBHOOKS_QUEUED_CHANNEL}, '')`);
  }
  return rows.length;
}
