import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { contentReport } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";

/**
 * An admin looked at a report and found nothing to do. Only an open report can be dismissed (409
 * otherwise), so two admins working the queue cannot overwrite each other's decision.
 */
export async function dismissReport(db: Db, input: { actorUserId: string; reportId: string; reason: string }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contentReport).where(eq(contentReport.id, input.reportId)).for("update");
    if (!current) throw notFound("Report");
    if (current.status !== "open") throw new AppError("invalid_state", `This report was already ${current.status}`);
    const resolvedAt = new Date();
    await tx
      .update(contentReport)
      .set({ status: "dismissed", resolvedByUserId: input.actorUserId, resolvedAt, resolutionNote: input.reason })
      .where(eq(contentReport.id, input.reportId));
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "moderation.dismiss",
      target: { type: "content_report", id: input.reportId },
      reason: input.reason,
      before: { status: "open" },
      after: { status: "dismissed", resolvedAt: resolvedAt.toISOString() },
      metadata: { targetType: current.targetType, targetId: current.targetId, targetUserId: current.targetUserId },
    });
    return { id: input.reportId };
  });
}
