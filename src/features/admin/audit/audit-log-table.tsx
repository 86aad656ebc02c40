"use client";

import { Download } from "lucide-react";
import Link from "next/link";
import useSWRInfinite from "swr/infinite";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditFilters, AuditPage, AuditRow } from "@/contracts/admin/audit";
import { v2 } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { auditDiff, auditTargetHref } from "./audit-links";
import { filtersToQuery } from "./audit-filters";

const PAGE_SIZE = 50;

/** The filtered audit trail, newest first, 50 at a time with "Older entries"; the CSV link carries the same filters. */
export function AuditLogTable({ filters }: { filters: AuditFilters }) {
  const query = filtersToQuery(filters);
  const pageQuery = (cursor: string | null) =>
    v2.query("GET /audit", { query: { ...filters, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } });
  // Each page's key is its typed query's; the page after the last one has none.
  const pages = useSWRInfinite(
    (_index: number, previous: AuditPage | null) => (previous && !previous.nextCursor ? null : pageQuery(previous?.nextCursor ?? null).key),
    ([, , input]) =>
      pageQuery((input as { query: { cursor?: string } }).query.cursor ?? null)
        .fetch()
        .then((r) => r.data),
  );
  const entries = pages.data?.flatMap((p) => p.entries) ?? [];
  const hasMore = pages.data?.at(-1)?.nextCursor != null;
  const csvHref = `/api/v2/audit.csv${query ? `?${query}` : ""}`;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {pages.data ? `${entries.length}${hasMore ? "+" : ""} entries` : ""}
        </p>
        <a href={csvHref} className={buttonVariants({ variant: "outline", size: "sm" })} download>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </div>
      {pages.error ? (
        <p role="alert" className="text-destructive text-sm">
          {isApiError(pages.error, { status: 400 }) ? pages.error.message : "The audit log could not be loaded. Please reload the page."}
        </p>
      ) : !pages.data ? (
        <Skeleton className="h-64 rounded-lg" aria-busy="true" aria-label="Loading the audit log" />
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground py-6 text-sm">{query ? "No entry matches these filters." : "Nothing has been audited yet."}</p>
      ) : (
        <>
          {/* A phone reads the entries as a list; the table needs the width of a larger screen. */}
          <ul className="divide-y sm:hidden" data-testid="audit-entries">
            {entries.map((e) => (
              <AuditEntryItem key={e.id} entry={e} />
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table data-testid="audit-log">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Time (UTC)</TableHead>
                  <TableHead scope="col">Actor</TableHead>
                  <TableHead scope="col">Action</TableHead>
                  <TableHead scope="col">Target</TableHead>
                  <TableHead scope="col">Reason</TableHead>
                  <TableHead scope="col">Change</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((e) => (
                  <AuditEntryRow key={e.id} entry={e} />
                ))}
              </TableBody>
            </Table>
          </div>
          {hasMore && (
            <Button
              variant="outline"
              className="self-center"
              disabled={pages.isValidating}
              onClick={() => void pages.setSize(pages.size + 1)}
            >
              Older entries
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function TargetLink({ entry: e }: { entry: AuditRow }) {
  const href = auditTargetHref(e.target);
  if (!e.target) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <span className="text-muted-foreground">{e.target.type} </span>
      {href ? (
        <Link href={href} className="font-mono break-all underline underline-offset-4">
          {e.target.id}
        </Link>
      ) : (
        <span className="font-mono break-all">{e.target.id}</span>
      )}
    </>
  );
}

function AuditChange({ entry: e }: { entry: AuditRow }) {
  const diff = auditDiff(e.before, e.after);
  if (diff.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="grid gap-1">
      {diff.map((d) => (
        <div key={d.key}>
          <dt className="text-muted-foreground inline">{d.key}: </dt>
          <dd className="inline break-words">
            <span className="line-through decoration-1">{d.before ?? "∅"}</span>
            <span aria-label="became"> → </span>
            <span className="font-medium">{d.after ?? "∅"}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AuditEntryItem({ entry: e }: { entry: AuditRow }) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm" data-action={e.action}>
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono text-xs">{e.action}</span>
        <time className="text-muted-foreground text-xs" dateTime={e.createdAt}>
          {e.createdAt.slice(0, 16).replace("T", " ")} UTC
        </time>
      </span>
      <span className="text-muted-foreground text-xs break-all">by {e.actor.email ?? e.actor.name ?? e.actor.userId}</span>
      <span className="text-xs">
        <TargetLink entry={e} />
      </span>
      {e.reason && <span className="break-words">{e.reason}</span>}
      <span className="text-xs">
        <AuditChange entry={e} />
      </span>
    </li>
  );
}

function AuditEntryRow({ entry: e }: { entry: AuditRow }) {
  return (
    <TableRow data-action={e.action} className="align-top">
      <TableCell className="whitespace-nowrap">
        <time dateTime={e.createdAt}>{e.createdAt.slice(0, 16).replace("T", " ")}</time>
      </TableCell>
      <TableCell className="max-w-[12rem]">
        <span className="block truncate">{e.actor.name ?? e.actor.userId}</span>
        {e.actor.email && <span className="text-muted-foreground block truncate text-xs">{e.actor.email}</span>}
      </TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">{e.action}</TableCell>
      <TableCell className="max-w-[12rem] text-xs">
        <TargetLink entry={e} />
      </TableCell>
      <TableCell className="max-w-[16rem] min-w-[10rem] text-sm break-words">
        {e.reason ?? <span className="text-muted-foreground">—</span>}
      </TableCell>
      <TableCell className="min-w-[12rem] text-xs">
        <AuditChange entry={e} />
      </TableCell>
    </TableRow>
  );
}
