import { and, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { videoLicence } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { EXPIRING_WITHIN_MS } from "@/lib/licence-status";

/** Licences handled per run; the next run (or another worker) takes the rest. */
const BATCH = 500;

/**
 * The licence clock (decision 074): records `licence.expiring` once per licence, when it enters the
 * window src/lib/licence-status.ts calls "expiring" (its last EXPIRING_WITHIN_DAYS days, not yet
 * ended). The marker column is set by one conditional UPDATE ... RETURNING, and the events are
 * recorded in the same transaction, so any number of workers running it at once record each
 * licence's event exactly once; a licence that ended before the clock saw it gets none.
 */
export async function recordExpiringLicences(db: Db, now: Date = new Date()): Promise<number> {
  const windowEnd = new Date(now.getTime() + EXPIRING_WITHIN_MS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(videoLicence)
      .set({ expiringNotifiedAt: now })
      .where(
        and(
          isNull(videoLicence.expiringNotifiedAt),
          sql`${videoLicence.id} IN (
            SELECT id FROM video_licence
            WHERE expiring_notified_at IS NULL AND ends_at IS NOT NULL
              AND ends_at > ${now.toISOString()}::timestamptz AND ends_at <= ${windowEnd.toISOString()}::timestamptz
            ORDER BY ends_at
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning({
        id: videoLicence.id,
        orderId: videoLicence.orderId,
        videoId: videoLicence.orderVideoId,
        buyerAccountId: videoLicence.licenseeBuyerAccountId,
        endsAt: videoLicence.endsAt,
      });
    for (const row of rows) {
      await recordEvent(tx, {
        entity: "video_licence",
        entityId: row.id,
        type: "licence.expiring",
        actor: { kind: "system" },
        payload: {
          orderId: row.orderId,
          videoId: row.videoId,
          buyerAccountId: row.buyerAccountId,
          endsAt: row.endsAt?.toISOString() ?? null,
        },
      });
    }
    return rows.length;
  });
}
