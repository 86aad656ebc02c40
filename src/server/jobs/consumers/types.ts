import type { AppContext } from "@/server/context";
import type { Tx } from "@/server/db/database";
import type { domainEvent } from "@/server/db/schema";

export type DomainEventRow = typeof domainEvent.$inferSelect;

/**
 * A consumer of committed domain events (decision 021). `handle` runs inside the transaction that
 * records its delivery: what it writes to the database commits with that record, so a retried job
 * never writes twice. An effect outside the database (SMTP) is at least once.
 */
export interface EventConsumer {
  /** Stable name: part of the delivery key and of its pg-boss queue name. */
  name: string;
  accepts(event: Pick<DomainEventRow, "type">): boolean;
  handle(tx: Tx, ctx: AppContext, event: DomainEventRow): Promise<void>;
}
