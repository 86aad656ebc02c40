import type PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { onWebhooksQueued } from "@/server/domain/webhooks/fan-out";
import { sendDueDeliveries } from "@/server/domain/webhooks/send-due-deliveries";

/** pg-boss queue of the webhook sender's schedule: the net under the in-process poll below. */
export const WEBHOOK_DELIVERIES_QUEUE = "webhook-deliveries";
export const WEBHOOK_DELIVERIES_CRON = "* * * * *";
/** How often this process looks for due deliveries: the lag a subscriber sees on top of dispatch. */
const POLL_MS = 250;

/**
 * The outbound webhook sender (decision 072). pg-boss's cron ticks once a minute, too slow for a
 * delivery's lag, so each worker process also polls every quarter second; claiming with SKIP
 * LOCKED makes any number of pollers safe. A full batch polls again at once, and a fan-out in this
 * process wakes it at once (`onWebhooksQueued`).
 */
export async function startWebhookDeliveries(ctx: AppContext, boss: PgBoss): Promise<{ stop(): Promise<void> }> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const drain = async () => {
    while (!stopped && (await sendDueDeliveries(ctx)) > 0) {
      /* another batch may be due */
    }
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => ctx.logger.error("webhook deliveries failed", { err: error }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          setImmediate(tick);
        }
      });
  };
  const unsubscribe = onWebhooksQueued(tick);
  await boss.createQueue(WEBHOOK_DELIVERIES_QUEUE);
  await boss.schedule(WEBHOOK_DELIVERIES_QUEUE, WEBHOOK_DELIVERIES_CRON, {}, { singletonKey: WEBHOOK_DELIVERIES_QUEUE });
  await boss.work(WEBHOOK_DELIVERIES_QUEUE, async () => drain());
  const timer = setInterval(tick, POLL_MS);
  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      await running;
    },
  };
}
