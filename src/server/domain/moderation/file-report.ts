import { and, count, eq, gte, sql } from "drizzle-orm";
import { REPORTS_PER_HOUR } from "@/contracts/reports";
import type { ReportTargetType } from "@/contracts/admin/moderation";
import type { Executor } from "@/server/db/database";
import { contentReport } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";

export interface FileReportInput {
  reporterUserId: string;
  targetType: ReportTargetType;
  targetId: string;
  /** Whose content it is (the reported person, or the owner of the content). */
  targetUserId: string | null;
  conversationId?: string | null;
  reason: string;
  /** The audit action; the conversation report keeps its historical name. */
  auditAction?: string;
  auditMetadata?: Record<string, unknown>;
}

/**
 * Queues one report for the admins and writes its audit row, in the caller's transaction. One open
 * report per reporter and target: reporting the same thing again while the first waits changes
 * nothing and answers the first (an advisory lock serialises two clicks racing each other). A
 * reporter files at most REPORTS_PER_HOUR reports an hour, so the queue cannot be flooded.
 */
export async function fileReport(tx: Executor, input: FileReportInput): Promise<{ id: string; duplicate: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${input.reporterUserId}`}))`);
  const [open] = await tx
    .select({ id: contentReport.id })
    .from(contentReport)
    .where(
      and(
        eq(contentReport.reporterUserId, input.reporterUserId),
        eq(contentReport.targetType, input.targetType),
        eq(contentReport.targetId, input.targetId),
        eq(contentReport.status, "open"),
      ),
    )
    .limit(1);
  if (open) return { id: open.id, duplicate: true };

  const [recent] = await tx
    .select({ n: count() })
    .from(contentReport)
    .where(and(eq(contentReport.reporterUserId, input.reporterUserId), gte(contentReport.createdAt, new Date(Date.now() - 3_600_000))));
  if ((recent?.n ?? 0) >= REPORTS_PER_HOUR) {
    throw new AppError("rate_limited", `You can send at most ${REPORTS_PER_HOUR} reports an hour; try again later`);
  }

  const [row] = await tx
    .insert(contentReport)
    .values({
      reporterUserId: input.reporterUserId,
      targetType: input.targetType,
      targetId: input.targetId,
      targetUserId: input.targetUserId,
      conversationId: input.conversationId ?? null,
      reason: input.reason,
    })
    .returning({ id: contentReport.id });
  await writeAuditLog(tx, {
    actorUserId: input.reporterUserId,
    action: input.auditAction ?? "report.create",
    target: { type: input.targetType, id: input.targetId },
    metadata: { reportId: row!.id, reason: input.reason, ...input.auditMetadata },
  });
  return { id: row!.id, duplicate: false };
}
