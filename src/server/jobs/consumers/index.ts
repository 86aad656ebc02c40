import { assetUploadedConsumer } from "./asset-uploaded-consumer";
import { campaignMailConsumer } from "./campaign-mail-consumer";
import { campaignNotificationsConsumer } from "./campaign-notifications-consumer";
import { eventNotificationsConsumer } from "./event-notifications-consumer";
import { livePushConsumer } from "./live-push-consumer";
import { mailConsumer } from "./mail-consumer";
import { orderMailConsumer } from "./order-mail-consumer";
import { notificationConsumer } from "./notification-consumer";
import { payoutSandboxConsumer } from "./payout-sandbox-consumer";
import type { EventConsumer } from "./types";

export type { EventConsumer, DomainEventRow } from "./types";

/**
 * Every consumer of domain events: e-mail (top-ups, orders, proposal decisions), live push, the
 * in-app notifications of messages, campaigns, proposals, orders and payouts, and the sandbox's payout settlement;
 * outbound webhooks join with their issue.
 */
export const eventConsumers: readonly EventConsumer[] = [
  mailConsumer,
  orderMailConsumer,
  notificationConsumer,
  livePushConsumer,
  payoutSandboxConsumer,
  campaignNotificationsConsumer,
  campaignMailConsumer,
  eventNotificationsConsumer,
  assetUploadedConsumer,
];
