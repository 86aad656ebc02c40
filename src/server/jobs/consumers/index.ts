import { livePushConsumer } from "./live-push-consumer";
import { mailConsumer } from "./mail-consumer";
import { orderMailConsumer } from "./order-mail-consumer";
import { notificationConsumer } from "./notification-consumer";
import { payoutSandboxConsumer } from "./payout-sandbox-consumer";
import type { EventConsumer } from "./types";

export type { EventConsumer, DomainEventRow } from "./types";

/**
 * Every consumer of domain events. In-app notifications for the events that map to a SPEC.md §3
 * notification type (so far `message.sent`); outbound webhooks join with their issue.
 */
export const eventConsumers: readonly EventConsumer[] = [
  mailConsumer,
  orderMailConsumer,
  notificationConsumer,
  livePushConsumer,
  payoutSandboxConsumer,
];
