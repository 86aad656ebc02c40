import type { Executor } from "@/server/db/database";
import { auditLog } from "@/server/db/schema";

export interface AuditEntry {
  /** The person acting: the admin, also while impersonating. */
  actorUserId: string;
  action: string;
  target?: { type: string; id: string };
  metadata?: Record<string, unknown>;
}

/** Appends one row to the audit trail (PRODUCT.md §10). Never updated, never deleted. */
export async function writeAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    metadata: entry.metadata ?? {},
  });
}
