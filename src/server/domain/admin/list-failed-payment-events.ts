import { desc, isNotNull } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { paymentWebhookEvent } from "@/server/db/schema";

export interface FailedPaymentEvent {
  id: string;
  provider: string;
  eventId: string;
  type: string;
  failureReason: string;
  receivedAt: Date;
}

/**
 * Signed provider events that could not be applied, newest first, for the admin home: each was
 * acknowledged to the provider and moved no money, so only a person can follow it up.
 */
export async function listFailedPaymentEvents(db: Executor, input: { limit?: number } = {}): Promise<FailedPaymentEvent[]> {
  const rows = await db
    .select({
      id: paymentWebhookEvent.id,
      provider: paymentWebhookEvent.provider,
      eventId: paymentWebhookEvent.eventId,
      type: paymentWebhookEvent.type,
      failureReason: paymentWebhookEvent.failureReason,
      receivedAt: paymentWebhookEvent.receivedAt,
    })
    .from(paymentWebhookEvent)
    .where(isNotNull(paymentWebhookEvent.failureReason))
    .orderBy(desc(paymentWebhookEvent.receivedAt))
    .limit(input.limit ?? 20);
  return rows.map((r) => ({ ...r, failureReason: r.failureReason ?? "" }));
}
