"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { REPORT_STATUSES, type ReportPage, type ReportStatus } from "@/contracts/admin/moderation";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { cn } from "@/lib/utils";
import { formatWhen, STATUS_LABEL, TARGET_LABEL } from "./moderation-labels";

const EMPTY: Record<ReportStatus, string> = {
  open: "No open reports. Everything users reported has been looked at.",
  dismissed: "No dismissed reports yet.",
  actioned: "No actioned reports yet.",
};

const href = (status: ReportStatus, page = 1) => `/admin/moderation?status=${status}${page > 1 ? `&page=${page}` : ""}`;

/**
 * The reports queue: one tab per status (links, so a tab can be bookmarked and the back button
 * works), open reports oldest first, 20 a page.
 */
export function ModerationQueue({ status, page }: { status: ReportStatus; page: number }) {
  const reports = useApiData(v2.query("GET /reports", { query: { status, page } }));

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Report status" className="flex flex-wrap gap-2">
        {REPORT_STATUSES.map((s) => (
          <Link
            key={s}
            href={href(s)}
            aria-current={s === status ? "page" : undefined}
            className={cn(
              "rounded-md border px-3 py-1.5 text-sm font-medium",
              s === status ? "bg-primary text-primary-foreground border-primary" : "hover:bg-muted",
            )}
          >
            {STATUS_LABEL[s]}
          </Link>
        ))}
      </nav>
      {!reports.data ? (
        reports.error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-destructive">The reports could not be loaded.</span>
            <Button size="sm" variant="outline" onClick={() => void reports.mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <Skeleton className="h-64 rounded-xl" aria-busy="true" aria-label="Loading reports" />
        )
      ) : reports.data.items.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center text-sm">{EMPTY[status]}</p>
      ) : (
        <ReportTable data={reports.data} status={status} />
      )}
    </div>
  );
}

function ReportTable({ data, status }: { data: ReportPage; status: ReportStatus }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <Table data-testid="report-queue">
        <TableHeader>
          <TableRow>
            <TableHead>Reported</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead className="hidden md:table-cell">Reporter</TableHead>
            <TableHead className="hidden sm:table-cell">{status === "open" ? "Filed" : "Resolved"}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((r) => (
            <TableRow key={r.id} data-report-id={r.id}>
              <TableCell className="max-w-[14rem] whitespace-normal">
                <Badge variant="outline">{TARGET_LABEL[r.targetType]}</Badge>
                <Link
                  href={`/admin/moderation/${r.id}`}
                  className="text-primary mt-1 block font-medium break-words underline underline-offset-4"
                >
                  {r.targetLabel || "(untitled)"}
                </Link>
                {r.targetUser && <span className="text-muted-foreground block text-xs">{r.targetUser.name}</span>}
              </TableCell>
              <TableCell className="max-w-[18rem] whitespace-normal break-words">{r.reason}</TableCell>
              <TableCell className="hidden md:table-cell">{r.reporter?.name ?? "(deleted user)"}</TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">{formatWhen(r.resolvedAt ?? r.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        label="Pages"
        status={`${data.total} ${data.total === 1 ? "report" : "reports"} · page ${data.page} of ${pages}`}
        previous={data.page > 1 ? { href: href(status, data.page - 1) } : null}
        next={data.page < pages ? { href: href(status, data.page + 1) } : null}
      />
    </>
  );
}
