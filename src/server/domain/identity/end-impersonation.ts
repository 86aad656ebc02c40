import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { session } from "@/server/db/schema";
import { writeAuditLog } from "./write-audit-log";

/**
 * Ends an impersonation session (docs/product/moderation-and-admin.md). Only the admin who started it may end it, and
 * only impersonation sessions can be ended this way. Returns whether a session was ended;
 * ending one that is already gone is not an error (the stop button may be pressed twice).
 */
export async function endImpersonation(
  db: Executor,
  input: { adminUserId: string; sessionToken?: string; sessionId?: string },
): Promise<boolean> {
  const where = input.sessionId ? eq(session.id, input.sessionId) : input.sessionToken ? eq(session.token, input.sessionToken) : null;
  if (!where) return false;
  const [found] = await db
    .select({ id: session.id, userId: session.userId })
    .from(session)
    .where(and(where, isNotNull(session.impersonatedBy), eq(session.impersonatedBy, input.adminUserId)))
    .limit(1);
  if (!found) return false;
  await db.delete(session).where(eq(session.id, found.id));
  await writeAuditLog(db, {
    actorUserId: input.adminUserId,
    action: "impersonation.stop",
    target: { type: "user", id: found.userId },
    metadata: { sessionId: found.id },
  });
  return true;
}
