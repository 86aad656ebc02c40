import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { domainEvent, eventDelivery } from "@/server/db/schema";
import { mailAfterCommit } from "@/server/integrations/mail";
import type { EventConsumer } from "./consumers";

/**
 * Delivers one committed event to one consumer, once: the (event, consumer) delivery row and the
 * consumer's writes share a transaction. A failure rolls both back and the job is retried; a job
 * run twice (retry after a crash, two workers) finds the row and does nothing. The e-mail the
 * consumer decides on is sent after the commit.
 */
export async function deliverEvent(ctx: AppContext, consumer: EventConsumer, eventId: string): Promise<"delivered" | "duplicate"> {
  return mailAfterCommit(ctx.mail, (mail) =>
    ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(eventDelivery)
        .values({ eventId, consumer: consumer.name })
        .onConflictDoNothing()
        .returning({ eventId: eventDelivery.eventId });
      if (!claimed) return "duplicate";
      const [event] = await tx.select().from(domainEvent).where(eq(domainEvent.id, eventId)).limit(1);
      await consumer.handle(tx, ctx, event!, mail);
      return "delivered";
    }),
  );
}

/**
 * Delivers a batch of committed events to one consumer in one transaction, in the order given
 * (decision 082): the delivery rows of the whole batch are claimed with one insert, the events read
 * with one select, and the consumer's writes commit together. A burst of events costs one
 * transaction per batch instead of one per event. Events already delivered are skipped. If any
 * event fails, the whole batch rolls back and the caller delivers its events one by one, so a
 * failing event fails alone.
 */
export async function deliverEvents(ctx: AppContext, consumer: EventConsumer, eventIds: readonly string[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  return mailAfterCommit(ctx.mail, (mail) =>
    ctx.db.transaction(async (tx) => {
      // A batch shares one transaction time; a microsecond apiece keeps the delivery order
      // readable from delivered_at, which the live stream's replay after a reconnect follows.
      const unique = [...new Set(eventIds)];
      const claimed = await tx
        .insert(eventDelivery)
        .values(
          unique.map((eventId, i) => ({ eventId, consumer: consumer.name, deliveredAt: sql`now() + ${i} * interval '1 microsecond'` })),
        )
        .onConflictDoNothing()
        .returning({ eventId: eventDelivery.eventId });
      if (claimed.length === 0) return 0;
      const events = await tx
        .select()
        .from(domainEvent)
        .where(
          inArray(
            domainEvent.id,
            claimed.map((c) => c.eventId),
          ),
        );
      const byId = new Map(events.map((e) => [e.id, e]));
      for (const id of unique) {
        const event = byId.get(id);
        if (event) await consumer.handle(tx, ctx, event, mail);
      }
      return events.length;
    }),
  );
}
