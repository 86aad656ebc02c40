import { eq } from "drizzle-orm";
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
