import PgBoss from "pg-boss";
import type { AppContext } from "@/server/context";
import { renewDueSubscriptions } from "@/server/domain/billing/renew-subscriptions";
import { expireAbandonedCheckouts } from "@/server/domain/wallet/expire-abandoned-checkouts";

/** pg-boss queue of the subscription renewal job (PRODUCT.md §7). */
export const RENEWAL_QUEUE = "subscription-renewals";
/** Every 15 minutes: a period that ended is renewed within a quarter of an hour. */
export const RENEWAL_CRON = "*/15 * * * *";

/** pg-boss queue that closes abandoned checkouts as expired (issue 10 §7). */
export const CHECKOUT_EXPIRY_QUEUE = "checkout-expiry";
/** Every 15 minutes: an abandoned checkout shows as expired within a quarter of an hour of its lifetime. */
export const CHECKOUT_EXPIRY_CRON = "*/15 * * * *";

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * pg-boss sends its schema set-up as one multi-statement script without parameters, which
 * PGlite's extended-protocol `query` refuses: such scripts go through the handle's `exec`.
 */
function executorFor(database: AppContext["database"]) {
  return (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> =>
    values && values.length > 0 ? database.executeSql(text, values) : database.exec(text);
}

/**
 * Starts pg-boss for this process (ENGINEERING.md §1 "Jobs") on the product's own database
 * handle — the pool on PostgreSQL, the single connection on PGlite — so both run one code path.
 * Renewal is idempotent per subscription period (see renewDueSubscriptions), so a job retried
 * after a crash, or run by two processes, charges each period once.
 */
export async function startJobs(ctx: AppContext): Promise<JobRunner> {
  const { database, logger } = ctx;
  const boss = new PgBoss({ db: { executeSql: executorFor(database) } });
  boss.on("error", (error) => logger.error("job queue error", { err: error }));
  await boss.start();
  await boss.createQueue(RENEWAL_QUEUE);
  await boss.schedule(RENEWAL_QUEUE, RENEWAL_CRON, {}, { singletonKey: RENEWAL_QUEUE });
  await boss.work(RENEWAL_QUEUE, async () => {
    const report = await renewDueSubscriptions(ctx.db);
    if (report.renewed + report.pastDue + report.canceled > 0) logger.info("subscription renewals", { ...report });
  });
  await boss.createQueue(CHECKOUT_EXPIRY_QUEUE);
  await boss.schedule(CHECKOUT_EXPIRY_QUEUE, CHECKOUT_EXPIRY_CRON, {}, { singletonKey: CHECKOUT_EXPIRY_QUEUE });
  await boss.work(CHECKOUT_EXPIRY_QUEUE, async () => {
    // Idempotent: only pending rows past their lifetime change, so a retried or doubled run is harmless.
    const { expired } = await expireAbandonedCheckouts(ctx.db);
    if (expired.length > 0) logger.info("checkouts expired", { count: expired.length });
  });
  logger.info("jobs started", { queues: [RENEWAL_QUEUE, CHECKOUT_EXPIRY_QUEUE] });
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
