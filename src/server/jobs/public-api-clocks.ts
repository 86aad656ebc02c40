import type { AppContext } from "@/server/context";
import { sweepIdempotencyKeys } from "@/server/domain/api-keys/idempotency-keys";
import { recordExpiringLicences } from "@/server/domain/licences/record-expiring-licences";
import { recordExpiringPaidUsage } from "@/server/domain/paid-usage/record-expiring-paid-usage";

/*
 * The clocks of the public API (decision 074): the licence clock that records `licence.expiring`,
 * the paid-usage clock that records `paid_usage.expiring` the same way (decision 084), and the sweep of stored Idempotency-Key answers past their 24 hours. Both are safe to run twice
 * or in several processes at once: the licence marker is set by one conditional UPDATE, and the
 * sweep only deletes.
 */

export const LICENCE_EXPIRY_QUEUE = "licence-expiry-clock";
/** Every 15 minutes: a licence's `licence.expiring` leaves within a quarter of an hour of its window opening. */
export const LICENCE_EXPIRY_CRON = "*/15 * * * *";

export const PAID_USAGE_EXPIRY_QUEUE = "paid-usage-expiry-clock";
/** Every 15 minutes, like the licence clock: the reminder of decision 084 leaves within a quarter of an hour. */
export const PAID_USAGE_EXPIRY_CRON = "7,22,37,52 * * * *";

export const IDEMPOTENCY_SWEEP_QUEUE = "idempotency-key-sweep";
/** Hourly: a stored answer is gone within an hour of its lifetime (it is ignored from then on anyway). */
export const IDEMPOTENCY_SWEEP_CRON = "41 * * * *";

export function publicApiSchedules(ctx: AppContext) {
  return [
    {
      queue: LICENCE_EXPIRY_QUEUE,
      cron: LICENCE_EXPIRY_CRON,
      handle: async () => {
        const recorded = await recordExpiringLicences(ctx.db);
        if (recorded > 0) ctx.logger.info("licences entering their expiring window", { count: recorded });
      },
    },
    {
      queue: PAID_USAGE_EXPIRY_QUEUE,
      cron: PAID_USAGE_EXPIRY_CRON,
      handle: async () => {
        const recorded = await recordExpiringPaidUsage(ctx.db);
        if (recorded > 0) ctx.logger.info("paid-usage authorisations entering their last days", { count: recorded });
      },
    },
    {
      queue: IDEMPOTENCY_SWEEP_QUEUE,
      cron: IDEMPOTENCY_SWEEP_CRON,
      handle: async () => {
        const removed = await sweepIdempotencyKeys(ctx.db);
        if (removed > 0) ctx.logger.info("idempotency keys swept", { count: removed });
      },
    },
  ];
}
