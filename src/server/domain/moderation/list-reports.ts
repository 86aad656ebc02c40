import { asc, count, desc, eq } from "drizzle-orm";
import { REPORTS_PAGE_SIZE, type ListReportsQuery, type ReportPage } from "@/contracts/admin/moderation";
import type { Executor } from "@/server/db/database";
import { contentReport } from "@/server/db/schema";
import { selectReports, targetLabels, toAdminReport } from "./report-rows";

/**
 * The moderation queue: open reports oldest first (the one waiting longest is handled first);
 * dismissed and actioned ones most recently resolved first. Paged on the (status, created_at) index.
 */
export async function listReports(db: Executor, query: ListReportsQuery): Promise<ReportPage> {
  const order =
    query.status === "open"
      ? [asc(contentReport.createdAt), asc(contentReport.id)]
      : [desc(contentReport.resolvedAt), desc(contentReport.createdAt), desc(contentReport.id)];
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(eq(contentReport.status, query.status))
      .orderBy(...order)
      .limit(REPORTS_PAGE_SIZE)
      .offset((query.page - 1) * REPORTS_PAGE_SIZE),
    db.select({ n: count() }).from(contentReport).where(eq(contentReport.status, query.status)),
  ]);
  const labels = await targetLabels(
    db,
    rows.map((r) => r.r),
  );
  return { items: rows.map((r) => toAdminReport(r, labels)), total: total?.n ?? 0, page: query.page, pageSize: REPORTS_PAGE_SIZE };
}
