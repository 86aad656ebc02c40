import { sendUnreadMessageEmails, UNREAD_MAIL_CRON, UNREAD_MAIL_QUEUE } from "./unread-messages-mail";
import PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { closeExpiredCampaigns } from "@/server/domain/campaigns/close-expired-campaigns";
import { renewDueSubscriptions } from "@/server/domain/billing/renew-subscriptions";
import { runOrderJobs } from "@/server/domain/orders/run-order-jobs";
import { EVENTS_RECORDED_CHANNEL } from "@/server/domain/events/record-event";
import { expireAbandonedCheckouts } from "@/server/domain/wallet/expire-abandoned-checkouts";
import { eventConsumers, type EventConsumer } from "./consumers";
import { bossExecutor } from "./boss-executor";
import { deliverEvent, deliverEvents } from "./deliver-event";
import { consumerQueue, dispatchPendingEvents } from "./dispatch-events";
import { LEDGER_CHECK_CRON, LEDGER_CHECK_QUEUE, runScheduledLedgerCheck } from "./ledger-check";
import { EXPIRED_UPLOADS_CRON, EXPIRED_UPLOADS_QUEUE, sweepExpiredUploads } from "./expired-uploads";
import { ORPHAN_VIDEOS_CRON, ORPHAN_VIDEOS_QUEUE, sweepOrphanVideos } from "./orphan-videos";
import { sweepUnsentMessageFiles, UNSENT_MESSAGE_FILES_CRON, UNSENT_MESSAGE_FILES_QUEUE } from "./unsent-message-files";
import { startRenditionJobs } from "./renditions";
import { startVariantRendering } from "./variant-rendering";
import { startVideoChecks } from "./video-checks";
import { startVideoProcessing } from "./video-processing";
import { startCaptionWork } from "./captions";
import { startWebhookDeliveries } from "./webhook-deliveries";
import { publicApiSchedules } from "./public-api-clocks";

/** pg-boss queue of the subscription renewal job (docs/product/plans-and-limits.md). */
/** Deliveries a consumer worker takes per fetch (see the consumer workers below). */
const DELIVERY_BATCH = 50;

export const RENEWAL_QUEUE = "subscription-renewals";
/** Every 15 minutes: a period that ended is renewed within a quarter of an hour. */
export const RENEWAL_CRON = "*/15 * * * *";

/** pg-boss queue that closes abandoned checkouts as expired. */
export const CHECKOUT_EXPIRY_QUEUE = "checkout-expiry";
/** Every 15 minutes: an abandoned checkout shows as expired within a quarter of an hour of its lifetime. */
export const CHECKOUT_EXPIRY_CRON = "*/15 * * * *";

/** pg-boss queue that closes campaigns past their application deadline (docs/product/campaigns-and-proposals.md). */
export const CAMPAIGN_DEADLINE_QUEUE = "campaign-deadlines";
/** Every 5 minutes: a campaign stops taking proposals within five minutes of its deadline. */
export const CAMPAIGN_DEADLINE_CRON = "*/5 * * * *";
/** pg-boss queue of the order clocks (docs/product/orders.md): deadline reminders, late marking, review warnings, auto-approval. */
export const ORDER_CLOCKS_QUEUE = "order-clocks";
/** Every 5 minutes: each step is idempotent (runOrderJobs), so a retried or doubled run is harmless. */
export const ORDER_CLOCKS_CRON = "*/5 * * * *";

export interface JobRunner {
  boss: PgBoss;
  /** Queues committed events for their consumers now, instead of at the next tick. */
  dispatchNow(): Promise<number>;
  stop(options?: { graceful?: boolean }): Promise<void>;
}

export interface JobOptions {
  /** Consumers of domain events; the product's own by default (tests add failing ones). */
  consumers?: readonly EventConsumer[];
  /** How often the dispatcher looks for committed events. */
  dispatchIntervalMs?: number;
  /** A delivery not finished in this time (its worker died) is handed to another worker. */
  deliveryExpireSeconds?: number;
  /** pg-boss maintenance (expiring and retrying the jobs of dead workers). */
  maintenanceIntervalSeconds?: number;
  /** Extra schedules (tests prove a schedule runs once across processes). */
  schedules?: readonly { queue: string; cron: string; handle: () => Promise<void> }[];
}

/**
 * Starts the job workers of this process (docs/architecture.md "Jobs", decision 021) on the
 * product's own database handle — the pool on PostgreSQL, the single connection on PGlite — so
 * both run one code path: the schedules (pg-boss sends each cron job once across all processes),
 * their workers, the domain-event dispatcher and one queue per event consumer.
 * Renewal is idempotent per subscription period (see renewDueSubscriptions), so a job retried
 * after a crash, or run by two processes, charges each period once.
 */
export async function startJobs(ctx: AppContext, options: JobOptions = {}): Promise<JobRunner> {
  const { database, logger } = ctx;
  const executor = bossExecutor(database, logger);
  const boss = new PgBoss({
    db: { executeSql: executor.executeSql },
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on("error", (error) => logger.error("job queue error", { err: error }));
  await boss.start();
  const schedules = [
    {
      queue: RENEWAL_QUEUE,
      cron: RENEWAL_CRON,
      handle: async () => {
        const report = await renewDueSubscriptions(ctx.db);
        if (report.renewed + report.pastDue + report.canceled > 0) logger.info("subscription renewals", { ...report });
      },
    },
    {
      queue: CHECKOUT_EXPIRY_QUEUE,
      cron: CHECKOUT_EXPIRY_CRON,
      // Idempotent: only pending rows past their lifetime change, so a retried or doubled run is harmless.
      handle: async () => {
        const { expired } = await expireAbandonedCheckouts(ctx.db);
        if (expired.length > 0) logger.info("checkouts expired", { count: expired.length });
      },
    },
    {
      queue: CAMPAIGN_DEADLINE_QUEUE,
      cron: CAMPAIGN_DEADLINE_CRON,
      // Idempotent: a campaign already closed is refused by its transition table and skipped.
      handle: async () => {
        const { closed } = await closeExpiredCampaigns(ctx.db);
        if (closed > 0) logger.info("campaigns closed at their deadline", { count: closed });
      },
    },
    {
      queue: ORDER_CLOCKS_QUEUE,
      cron: ORDER_CLOCKS_CRON,
      handle: async () => {
        const report = await runOrderJobs(ctx.db);
        if (Object.values(report).some((n) => n > 0)) logger.info("order clocks", { ...report });
      },
    },
    {
      queue: UNREAD_MAIL_QUEUE,
      cron: UNREAD_MAIL_CRON,
      // Idempotent: a conversation's batch is marked e-mailed in the transaction that sends it.
      handle: async () => {
        const sent = await sendUnreadMessageEmails(ctx);
        if (sent > 0) logger.info("unread message e-mails", { count: sent });
      },
    },
    {
      queue: EXPIRED_UPLOADS_QUEUE,
      cron: EXPIRED_UPLOADS_CRON,
      handle: async () => {
        const expired = await sweepExpiredUploads(ctx);
        if (expired > 0) logger.info("unfinished uploads swept", { count: expired });
      },
    },
    {
      queue: ORPHAN_VIDEOS_QUEUE,
      cron: ORPHAN_VIDEOS_CRON,
      handle: async () => {
        const removed = await sweepOrphanVideos(ctx);
        if (removed > 0) logger.info("orphaned videos removed", { count: removed });
      },
    },
    {
      queue: UNSENT_MESSAGE_FILES_QUEUE,
      cron: UNSENT_MESSAGE_FILES_CRON,
      handle: async () => {
        const removed = await sweepUnsentMessageFiles(ctx);
        if (removed > 0) logger.info("unsent message files removed", { count: removed });
      },
    },
    { queue: LEDGER_CHECK_QUEUE, cron: LEDGER_CHECK_CRON, handle: () => runScheduledLedgerCheck(ctx) },
    ...publicApiSchedules(ctx),
    ...(options.schedules ?? []),
  ];
  for (const s of schedules) {
    await boss.createQueue(s.queue);
    await boss.schedule(s.queue, s.cron, {}, { singletonKey: s.queue });
    await boss.work(s.queue, async () => s.handle());
  }

  const consumers = options.consumers ?? eventConsumers;
  const consumerWorkers: string[] = [];
  for (const consumer of consumers) {
    const queue = consumerQueue(consumer);
    // Retried with backoff for about an hour; a delivery whose worker died expires and is retried.
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: 12,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: options.deliveryExpireSeconds ?? 300,
    });
    // A worker fetches a batch, then waits out the polling interval: one job per fetch (pg-boss's
    // default) drained two deliveries a second per consumer, so the demo seed's events, or any
    // burst, held back live pushes for minutes. A failing delivery fails alone (retried with
    // backoff); pg-boss completes the rest of the batch.
    consumerWorkers.push(
      await boss.work<{ eventId: string }>(
        queue,
        { pollingIntervalSeconds: 0.5, batchSize: DELIVERY_BATCH, includeMetadata: true },
        async (jobs) => {
          // pg-boss hands a batch over in no particular order: deliver in the order the events
          // happened (their jobs' creation, then their ids, which carry the event's time), so a
          // stream sees an order's events in order.
          const inOrder = [...jobs].sort(
            (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          );
          if (inOrder.length > 1) {
            try {
              await deliverEvents(
                ctx,
                consumer,
                inOrder.map((job) => job.data.eventId),
              );
              return;
            } catch (error) {
              logger.warn("batch delivery failed: delivering its events one by one", { consumer: consumer.name, err: error });
            }
          }
          for (const job of inOrder) {
            try {
              await deliverEvent(ctx, consumer, job.data.eventId);
            } catch (error) {
              logger.warn("event delivery failed", { consumer: consumer.name, eventId: job.data.eventId, err: error });
              await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        },
      ),
    );
  }
  // Uploaded videos: probe, poster, strip, preview, then the delivery (decision 031).
  const videos = await startVideoProcessing(ctx, boss);
  // Ad formats of licensed videos: one job per queued rendition (decision 078).
  const renditions = await startRenditionJobs(ctx, boss);
  // Captions: timing tracks to the speech, burning them into videos (decision 079).
  const captions = await startCaptionWork(ctx, boss);
  // Assembled variants (hook × body × call to action): rendered once, kept in storage (decision 080).
  const variants = await startVariantRendering(ctx, boss);
  // Processed deliveries: the checks the creator reads before submitting (decision 076).
  const videoChecks = await startVideoChecks(ctx, boss);
  // Outbound webhooks: sends the deliveries the webhooks consumer queued (decision 072).
  const webhooks = await startWebhookDeliveries(ctx, boss);
  // Queued deliveries are fetched at once rather than at the workers' next poll (half a second):
  // together with the wake-up below, a committed event reaches its consumers in milliseconds.
  const dispatchNow = async () => {
    const queued = await dispatchPendingEvents(ctx.db, boss, consumers);
    if (queued > 0) for (const id of consumerWorkers) boss.notifyWorker(id);
    return queued;
  };
  let inFlight: Promise<unknown> | null = null;
  let again = false;
  const tick = () => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = dispatchNow()
      .catch((error: unknown) => logger.error("event dispatch failed", { err: error }))
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  // Every transaction that records an event NOTIFYs at commit; the interval stays as the net for
  // a notification lost while the LISTEN connection was down.
  const unlisten = await database.listen(EVENTS_RECORDED_CHANNEL, tick);
  const dispatcher = setInterval(tick, options.dispatchIntervalMs ?? 500);

  logger.info("jobs started", { queues: schedules.map((s) => s.queue), consumers: consumers.map((c) => c.name) });
  return {
    boss,
    dispatchNow,
    stop: async ({ graceful = true } = {}) => {
      clearInterval(dispatcher);
      await unlisten();
      again = false;
      await inFlight;
      await videos.stop();
      await renditions.stop();
      await captions.stop();
      await variants.stop();
      await videoChecks.stop();
      await webhooks.stop();
      await boss.stop({ graceful, wait: true, timeout: 10_000 });
      await executor.drain();
    },
  };
}
