import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { paidUsageAuthorisation } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { PAID_USAGE_EXPIRING_MS } from "@/lib/paid-usage";

const BATCH = 500;

/**
 * The paid-usage clock (decision 084), built like the licence clock (decision 074): records
 * `paid_usage.expiring` once per authorisation when it enters its last PAID_USAGE_EXPIRING_DAYS
 * days. The marker is set by one conditional UPDATE … RETURNING on rows taken FOR UPDATE SKIP
 * LOCKED, with the events in the same transaction, so any number of workers record each reminder
 * exactly once; the order consumers turn the event into the notification and the e-mail of both
 * sides. One that ended (or was revoked) before the clock saw it gets none.
 */
export async function recordExpiringPaidUsage(db: Db, now: Date = new Date()): Promise<number> {
  const windowEnd = new Date(now.getTime() + PAID_USAGE_EXPIRING_MS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(paidUsageAuthorisation)
      .set({ expiringNotifiedAt: now })
      .where(
        and(
          isNull(paidUsageAuthorisation.expiringNotifiedAt),
          eq(paidUsageAuthorisation.status, "active"),
          sql`${paidUsageAuthorisation.id} IN (
            SELECT id FROM paid_usage_authorisation
            WHERE expiring_notified_at IS NULL AND status = 'active'
              AND ends_at > ${now.toISOString()}::timestamptz AND ends_at <= ${windowEnd.toISOString()}::timestamptz
            ORDER BY ends_at
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning({
        id: paidUsageAuthorisation.id,
        orderId: paidUsageAuthorisation.orderId,
        platform: paidUsageAuthorisation.platform,
        endsAt: paidUsageAuthorisation.endsAt,
      });
    for (const row of rows) {
      await recordEvent(tx, {
        entity: "paid_usage",
        entityId: row.id,
        type: "paid_usage.expiring",
        actor: { kind: "system" },
        payload: { orderId: row.orderId, platform: row.platform, endsAt: row.endsAt?.toISOString() ?? null },
      });
    }
    return rows.length;
  });
}
