"use client";

import { format } from "date-fns";
import { Download } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { NativeSelect } from "@/components/ui/native-select";
import { WALLET_TRANSACTION_TYPES, type TopUp } from "@/contracts/money";
import { v1 } from "@/lib/api-client";
import { useApi } from "@/lib/use-api";
import { formatCents } from "@/lib/money-format";
import { cn } from "@/lib/utils";

const PER_PAGE = 20;

interface Filters {
  type: string;
  from: string;
  to: string;
}

function filterQuery(filters: Filters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ""));
}

/** Payment History (docs/product/money.md): date, reason, amount and running balance; filters, CSV, pages. */
export function PaymentHistory() {
  const [filters, setFilters] = useState<Filters>({ type: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const query = { ...filterQuery(filters), page: String(page), per_page: String(PER_PAGE) };
  const history = useApi(v1.query("GET /auth/wallet/transactions", { query }));
  const invalidRange = filters.from !== "" && filters.to !== "" && filters.from > filters.to;
  const csvHref = v1.url("GET /auth/wallet/transactions", { query: { ...filterQuery(filters), format: "csv" } });

  const update = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  // The route also answers CSV (format=csv, the export link); this query asks for JSON.
  const body = typeof history.data === "string" ? undefined : history.data;
  const rows = body?.data ?? [];
  const pagination = body?.pagination;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Wallet movements</CardTitle>
          <CardDescription>Newest first. Amounts going out of your wallet are negative.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form
            className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
            onSubmit={(e) => e.preventDefault()}
            aria-label="Filter payment history"
          >
            <div className="grid gap-2">
              <Label htmlFor="history-type">Type</Label>
              <NativeSelect id="history-type" value={filters.type} onChange={(e) => update({ type: e.target.value })}>
                <option value="">All types</option>
                {Object.entries(WALLET_TRANSACTION_TYPES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="history-from">From</Label>
              <Input
                id="history-from"
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(e) => update({ from: e.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="history-to">To</Label>
              <Input
                id="history-to"
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(e) => update({ to: e.target.value })}
                aria-invalid={invalidRange || undefined}
              />
            </div>
            <Button asChild variant="outline">
              <a href={csvHref} download="payment-history.csv" data-testid="export-csv">
                <Download aria-hidden /> Export CSV
              </a>
            </Button>
          </form>
          {invalidRange && (
            <p role="alert" className="text-destructive text-sm">
              &ldquo;To&rdquo; must not be before &ldquo;From&rdquo;.
            </p>
          )}

          {history.isLoading ? (
            <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading payment history">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-10" />
              ))}
            </div>
          ) : history.error && !invalidRange ? (
            <p role="alert" className="text-destructive text-sm">
              Payment history could not be loaded. Please try again.
            </p>
          ) : rows.length === 0 ? (
            <p className="text-muted-foreground py-8 text-center text-sm">
              {filters.type || filters.from || filters.to
                ? "No movements match these filters."
                : "No wallet movements yet. Add funds to get started."}
            </p>
          ) : (
            <>
              <ul className="divide-y sm:hidden" data-testid="history-list">
                {rows.map((row) => (
                  <li key={row.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{row.reason}</span>
                      <time className="text-muted-foreground text-xs" dateTime={row.date}>
                        {format(new Date(row.date), "MMM d, yyyy, HH:mm")}
                      </time>
                    </span>
                    <span className="flex shrink-0 flex-col items-end tabular-nums">
                      <span className={cn("font-medium", row.amount > 0 ? "text-emerald-700" : "text-foreground")}>
                        {row.amount > 0 ? "+" : ""}
                        {formatCents(row.amount)}
                      </span>
                      <span className="text-muted-foreground text-xs">Balance {formatCents(row.balance)}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <div className="hidden sm:block">
                <table className="w-full text-sm" data-testid="history-table">
                  <thead>
                    <tr className="text-muted-foreground border-b text-left text-xs tracking-wide uppercase">
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Date
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Reason
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-medium">
                        Amount
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        Balance
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id} className="border-b last:border-0">
                        <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
                          <time dateTime={row.date}>{format(new Date(row.date), "MMM d, yyyy, HH:mm")}</time>
                        </td>
                        <td className="py-3 pr-4">
                          <span className="flex flex-col">
                            <span>{row.reason}</span>
                            <span className="text-muted-foreground text-xs">
                              {(WALLET_TRANSACTION_TYPES as Record<string, string>)[row.type] ?? row.type}
                            </span>
                          </span>
                        </td>
                        <td
                          className={cn(
                            "py-3 pr-4 text-right font-medium whitespace-nowrap tabular-nums",
                            row.amount > 0 ? "text-emerald-700" : "text-foreground",
                          )}
                        >
                          {row.amount > 0 ? "+" : ""}
                          {formatCents(row.amount)}
                        </td>
                        <td className="py-3 text-right whitespace-nowrap tabular-nums">{formatCents(row.balance)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}

          {pagination && pagination.total > 0 && (
            <Pager
              label="Pagination"
              status={`Page ${pagination.page} of ${pagination.total_pages} · ${pagination.total} movements`}
              previous={page > 1 ? { onClick: () => setPage((p) => p - 1) } : null}
              next={page < pagination.total_pages ? { onClick: () => setPage((p) => p + 1) } : null}
            />
          )}
        </CardContent>
      </Card>
      <TopUpAttempts />
    </div>
  );
}

const STATUS: Record<TopUp["status"], { label: string; variant: "success" | "warning" | "secondary" | "destructive" }> = {
  paid: { label: "Paid", variant: "success" },
  pending: { label: "Pending", variant: "warning" },
  declined: { label: "Declined", variant: "destructive" },
  canceled: { label: "Abandoned", variant: "secondary" },
  expired: { label: "Expired", variant: "secondary" },
};

/** Top-ups with their outcome: declined and abandoned ones moved no money, so they are listed here. */
function TopUpAttempts() {
  const topUps = useApi(v1.query("GET /auth/wallet/top-ups", { query: { per_page: 10 } }));
  const rows = topUps.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent top-ups</CardTitle>
        <CardDescription>Every Add Funds attempt and how it ended.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" data-testid="top-ups">
          {rows.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-3 text-sm">
              <span className="flex flex-col">
                <span className="font-medium tabular-nums">{formatCents(t.amount)}</span>
                <time className="text-muted-foreground text-xs" dateTime={t.created_at}>
                  {format(new Date(t.created_at), "MMM d, yyyy, HH:mm")}
                </time>
              </span>
              <Badge variant={STATUS[t.status].variant}>{STATUS[t.status].label}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
