"use client";

import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import type { UserRecordKind } from "@/contracts/admin/users";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { formatCents } from "@/lib/money-format";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** One of the user page's lists (orders, campaigns, payouts, reports, audit trail), ten at a time. */
export function UserRecords({ userId, kind, label, empty }: { userId: string; kind: UserRecordKind; label: string; empty: string }) {
  const [page, setPage] = useState(1);
  const list = useApiData(v2.query("GET /users/:id/records/:list", { param: { id: userId, list: kind }, query: { page } }));
  if (list.error) {
    return (
      <p role="alert" className="text-destructive text-sm">
        The {label.toLowerCase()} could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!list.data) return <Skeleton className="h-32 rounded-lg" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} />;
  const { records, total, pageSize } = list.data;
  if (total === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y" data-testid={`user-records-${kind}`}>
        {records.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">
                {r.href ? (
                  <Link href={r.href} className="underline-offset-4 hover:underline">
                    {r.title}
                  </Link>
                ) : (
                  r.title
                )}
              </p>
              {r.detail && <p className="text-muted-foreground text-xs break-words">{r.detail}</p>}
            </div>
            <div className="flex shrink-0 items-center gap-2 text-sm">
              {r.status && (
                <Badge variant="outline" className="capitalize">
                  {r.status.replaceAll("_", " ")}
                </Badge>
              )}
              {r.amountCents !== null && <span className="tabular-nums">{formatCents(r.amountCents)}</span>}
              <time dateTime={r.at} className="text-muted-foreground text-xs whitespace-nowrap">
                {when.format(new Date(r.at))}
              </time>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          label={`Pages of ${label.toLowerCase()}`}
          status={`Page ${page} of ${pages}`}
          previous={page > 1 ? { onClick: () => setPage(page - 1) } : null}
          next={page < pages ? { onClick: () => setPage(page + 1) } : null}
        />
      )}
    </div>
  );
}
