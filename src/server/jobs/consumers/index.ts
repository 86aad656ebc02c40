import { assetUploadedConsumer } from "./asset-uploaded-consumer";
import { campaignMailConsumer } from "./campaign-mail-consumer";
import { campaignNotificationsConsumer } from "./campaign-notifications-consumer";
import { eventNotificationsConsumer } from "./event-notifications-consumer";
import { livePushConsumer } from "./live-push-consumer";
import { mailConsumer } from "./mail-consumer";
import { orderMailConsumer } from "./order-mail-consumer";
import { notificationConsumer } from "./notification-consumer";
import { payoutSandboxConsumer } from "./payout-sandbox-consumer";
import { trackRecordConsumer } from "./track-record-consumer";
import type { EventConsumer } from "./types";
import { webhooksConsumer } from "./webhooks-consumer";

export type { EventConsumer, DomainEventRow } from "./types";

/**
 * Every consumer of domain events, each delivered once per event (decision 021): e-mail (paid
 * top-ups, order changes, proposal decisions and campaign closes), in-app notifications (messages,
 * new proposals and proposal decisions, order, payout and withdrawal events, uploaded assets), live
 * push, outbound webhooks, creators' track records, and the sandbox's payout settlement. A new consumer is added to this list and nowhere else.
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
  webhooksConsumer,
  trackRecordConsumer,
];
