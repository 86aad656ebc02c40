import type { Executor } from "@/server/db/database";
import { auditLog } from "@/server/db/schema";

export interface AuditEntry {
  /** The person acting: the admin, also while impersonating. */
  actorUserId: string;
  action: string;
  target?: { type: string; id: string };
  /** The admin's written reason; destructive admin actions always give one. */
  reason?: string;
  /** The target's changed fields as they were and as they became. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/**
 * Appends one row to the audit trail (docs/product/moderation-and-admin.md). Never updated, never deleted. An admin
 * action passes its transaction as `db`, so the row commits or rolls back with the change.
 */
export async function writeAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    metadata: entry.metadata ?? {},
  });
}
