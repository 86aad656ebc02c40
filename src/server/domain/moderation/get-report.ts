import { eq } from "drizzle-orm";
import type { ReportDetail } from "@/contracts/admin/moderation";
import type { Db } from "@/server/db/database";
import { contentReport } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";
import { readReportedContent } from "./reported-content";
import { selectReports, targetLabels, toAdminReport } from "./report-rows";

/**
 * One report with the reported content in context. Private messages are read only to decide on a
 * report, and every such reading is written to the audit log with the conversation it read
 * (docs/product/moderation-and-admin.md), in the same transaction as the read.
 */
export async function getReport(db: Db, input: { actorUserId: string; reportId: string }): Promise<ReportDetail> {
  return db.transaction(async (tx) => {
    const [row] = await selectReports(tx).where(eq(contentReport.id, input.reportId)).limit(1);
    if (!row) throw notFound("Report");
    const content = await readReportedContent(tx, row.r);
    if (content.messages) {
      await writeAuditLog(tx, {
        actorUserId: input.actorUserId,
        action: "moderation.read_messages",
        target: { type: "content_report", id: row.r.id },
        reason: "Reviewing a report",
        metadata: { conversationId: row.r.conversationId, messageIds: content.messages.map((m) => m.id) },
      });
    }
    return { ...toAdminReport(row, await targetLabels(tx, [row.r])), content };
  });
}
