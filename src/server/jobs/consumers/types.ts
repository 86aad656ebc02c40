import type { AppContext } from "@/server/context";
import type { Tx } from "@/server/db/database";
import type { domainEvent } from "@/server/db/schema";
import type { PendingMail } from "@/server/integrations/mail";

export type DomainEventRow = typeof domainEvent.$inferSelect;

/**
 * A consumer of committed domain events (decision 021). `handle` runs inside the transaction that
 * records its delivery: what it writes to the database commits with that record, so a retried job
 * never writes twice. E-mail goes on `mail` and is sent through `ctx.mail` once that transaction
 * has committed: a delivery that rolls back sends nothing.
 */
export interface EventConsumer {
  /** Stable name: part of the delivery key and of its pg-boss queue name. */
  name: string;
  accepts(event: Pick<DomainEventRow, "type">): boolean;
  handle(tx: Tx, ctx: AppContext, event: DomainEventRow, mail: PendingMail): Promise<void>;
}
