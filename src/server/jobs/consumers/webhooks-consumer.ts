import { fanOutEvent } from "@/server/domain/webhooks/fan-out";
import { hasPublicEvent } from "@/server/domain/webhooks/public-events";
import type { EventConsumer } from "./types";

/**
 * Outbound webhooks (decision 072): turns a domain event into deliveries for the organization's
 * subscribed endpoints, in this consumer's delivery transaction, so each event fans out once.
 * The webhook worker (src/server/jobs/webhook-deliveries.ts) sends them.
 */
export const webhooksConsumer: EventConsumer = {
  name: "webhooks",
  accepts: (event) => hasPublicEvent(event.type),
  async handle(tx, _ctx, event) {
    await fanOutEvent(tx, event);
  },
};
