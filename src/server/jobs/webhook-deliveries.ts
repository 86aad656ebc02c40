import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { WEBHOOKS_QUEUED_CHANNEL } from "@/server/domain/webhooks/fan-out";
import {
  attemptDelivery,
  CLAIM_BATCH,
  claimDueDeliveries,
  recordOutcomes,
  SEND_CONCURRENCY,
  type Claimed,
  type Outcome,
} from "@/server/domain/webhooks/send-due-deliveries";

/** pg-boss queue of the webhook sender's schedule: the net under the in-process poll below. */
export const WEBHOOK_DELIVERIES_QUEUE = "webhook-deliveries";
export const WEBHOOK_DELIVERIES_CRON = "* * * * *";
/**
 * How often a sender looks for due deliveries on its own: new ones wake it through NOTIFY, so the
 * poll only finds retries coming due and anything a lost notification left behind.
 */
const POLL_MS = 1_000;

export interface DeliverySender {
  /** Claims what is due now (a notification, the poll, or a test calls it). */
  wake(): void;
  /** Resolves once nothing is claimed, in flight or waiting to be recorded. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface DeliverySenderOptions {
  concurrency?: number;
  batch?: number;
  now?: () => Date;
}

/**
 * The outbound webhook sender of one worker process as a pipeline (decision 075): it claims due
 * deliveries while it has room for more requests (`SEND_CONCURRENCY`), sends each as soon as it is
 * claimed, and records finished attempts in batches — whatever finished while the previous batch
 * was being written goes in the next one. A slow receiver holds one slot until its timeout, not a
 * whole batch. Any number of senders, in one process or several, share the queue: claiming with
 * SKIP LOCKED and a lease gives each delivery to one of them at a time.
 */
export function startDeliverySender(ctx: AppContext, options: DeliverySenderOptions = {}): DeliverySender {
  const concurrency = options.concurrency ?? SEND_CONCURRENCY;
  const batch = options.batch ?? CLAIM_BATCH;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let inFlight = 0;
  /** A claim came back full, or there was no room: more may be due as soon as a slot frees. */
  let backlog = false;
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  const finished: Outcome[] = [];
  let recording: Promise<void> | null = null;
  const sends = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (claiming || recording || inFlight > 0 || finished.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const record = () => {
    if (recording || finished.length === 0) return;
    recording = (async () => {
      // Let the sends finishing in this turn join the batch.
      await new Promise((resolve) => setImmediate(resolve));
      const outcomes = finished.splice(0);
      await recordOutcomes(ctx, outcomes);
    })()
      // Unrecorded attempts keep their lease and are sent again when it ends (at least once).
      .catch((error: unknown) => ctx.logger.error("recording webhook attempts failed", { err: error }))
      .finally(() => {
        recording = null;
        if (finished.length > 0) record();
        else settleIdle();
      });
  };

  const send = (d: Claimed) => {
    inFlight += 1;
    const p = attemptDelivery(ctx, d, now)
      .then((result) => {
        finished.push({ delivery: d, result, at: now() });
      })
      .finally(() => {
        inFlight -= 1;
        sends.delete(p);
        record();
        if (backlog) wake();
        else settleIdle();
      });
    sends.add(p);
  };

  const claimWhileRoom = async () => {
    while (!stopped) {
      const room = Math.min(batch, concurrency - inFlight);
      if (room <= 0) {
        backlog = true;
        return;
      }
      const claimed = await claimDueDeliveries(ctx.db, { at: now(), limit: room });
      for (const d of claimed) send(d);
      backlog = claimed.length === room;
      if (!backlog) return;
    }
  };

  function wake(): void {
    if (stopped) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claimWhileRoom()
      .catch((error: unknown) => ctx.logger.error("claiming webhook deliveries failed", { err: error }))
      .finally(() => {
        claiming = null;
        if (claimAgain) {
          claimAgain = false;
          wake();
        } else settleIdle();
      });
  }

  return {
    wake,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    async stop() {
      stopped = true;
      await claiming;
      await Promise.allSettled([...sends]);
      while (recording || finished.length > 0) {
        record();
        await recording;
      }
    },
  };
}

/**
 * Starts this process's webhook sender (decision 072, 075): woken by the NOTIFY of each fan-out
 * at commit, by a poll every second (retries coming due, a lost notification) and by pg-boss's
 * cron once a minute (the net).
 */
export async function startWebhookDeliveries(ctx: AppContext, boss: PgBoss): Promise<{ stop(): Promise<void> }> {
  const sender = startDeliverySender(ctx);
  const unlisten = await ctx.database.listen(WEBHOOKS_QUEUED_CHANNEL, () => sender.wake());
  await boss.createQueue(WEBHOOK_DELIVERIES_QUEUE);
  await boss.schedule(WEBHOOK_DELIVERIES_QUEUE, WEBHOOK_DELIVERIES_CRON, {}, { singletonKey: WEBHOOK_DELIVERIES_QUEUE });
  await boss.work(WEBHOOK_DELIVERIES_QUEUE, async () => {
    sender.wake();
    await sender.idle();
  });
  const timer = setInterval(() => sender.wake(), POLL_MS);
  sender.wake();
  return {
    stop: async () => {
      clearInterval(timer);
      await unlisten();
      await sender.stop();
    },
  };
}
