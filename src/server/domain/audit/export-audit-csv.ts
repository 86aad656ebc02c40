import type { AuditFilters } from "@/contracts/admin/audit";
import type { Executor } from "@/server/db/database";
import { toCsv } from "@/lib/csv";
import { listAuditLog } from "./list-audit-log";

/** Most rows one export holds; a longer trail is exported in narrower date ranges. */
export const MAX_EXPORT_ROWS = 50_000;
const BATCH = 1000;

const HEADER = ["time_utc", "actor_id", "actor_email", "action", "target_type", "target_id", "reason", "before", "after", "metadata"];

/** The filtered audit trail as CSV, newest first, read in keyset batches. */
export async function exportAuditCsv(db: Executor, filters: AuditFilters): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const records: (string | null)[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listAuditLog(db, { ...filters, cursor, limit: BATCH });
    for (const e of page.entries) {
      records.push([
        e.createdAt,
        e.actor.userId,
        e.actor.email,
        e.action,
        e.target?.type ?? null,
        e.target?.id ?? null,
        e.reason,
        e.before ? JSON.stringify(e.before) : null,
        e.after ? JSON.stringify(e.after) : null,
        JSON.stringify(e.metadata),
      ]);
    }
    if (!page.nextCursor || records.length >= MAX_EXPORT_ROWS) {
      const truncated = records.length > MAX_EXPORT_ROWS || (records.length === MAX_EXPORT_ROWS && page.nextCursor !== null);
      const kept = records.slice(0, MAX_EXPORT_ROWS);
      return { csv: toCsv(HEADER, kept), rows: kept.length, truncated };
    }
    cursor = page.nextCursor;
  }
}
