import { campaignMailConsumer } from "./campaign-mail-consumer";
import { campaignNotificationsConsumer } from "./campaign-notifications-consumer";
import { livePushConsumer } from "./live-push-consumer";
import { mailConsumer } from "./mail-consumer";
import { orderMailConsumer } from "./order-mail-consumer";
import type { EventConsumer } from "./types";

export type { EventConsumer, DomainEventRow } from "./types";

/**
 * Every consumer of domain events: e-mail (top-ups, orders, proposal decisions), live push, and the in-app notifications of campaigns
 * and proposals; outbound webhooks join with their issue.
 */
export const eventConsumers: readonly EventConsumer[] = [
  mailConsumer,
  orderMailConsumer,
  livePushConsumer,
  campaignNotificationsConsumer,
  campaignMailConsumer,
];
