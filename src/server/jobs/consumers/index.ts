import { livePushConsumer } from "./live-push-consumer";
import { mailConsumer } from "./mail-consumer";
import { payoutSandboxConsumer } from "./payout-sandbox-consumer";
import type { EventConsumer } from "./types";

export type { EventConsumer, DomainEventRow } from "./types";

/**
 * Every consumer of domain events. In-app notifications join when an event maps to one of the
 * SPEC.md §3 notification types (none of the subscription or checkout events do yet); outbound
 * webhooks join with their issue.
 */
export const eventConsumers: readonly EventConsumer[] = [mailConsumer, livePushConsumer, payoutSandboxConsumer];
