"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { type LiveEvent, useLiveEvents } from "@/components/live/use-live-events";
import { Pager } from "@/components/ui/pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminPayoutAction, PayoutStatus } from "@/contracts/payouts";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorMessage } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { type AdminPayout, PayoutRows } from "./payout-rows";
import { StatusTabs } from "./status-tabs";

type Filter = "all" | PayoutStatus;

const EMPTY: Record<Filter, string> = {
  all: "No payouts yet. Creators' requests appear here.",
  requested: "No payout requests waiting for approval.",
  approved: "No approved payouts waiting to be paid.",
  paid: "No payouts paid yet.",
  failed: "No failed payouts.",
};

/**
 * The admin payout queue (decision 030): approve, mark paid or failed, every action audited. Each
 * row offers only the steps the server says its state still allows, and the page reloads on every
 * payout event (the sandbox pays an approved payout a moment after the approval; another admin may
 * act too), so a row never offers a step that has become impossible. A step that lost the race
 * anyway is refused by the server (409) and the list reloads.
 */
export function PayoutQueue() {
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const panelId = useId();
  const queue = useApiData(v2.query("GET /payouts", { query: { page, ...(filter === "all" ? {} : { status: filter }) } }), {
    keepPreviousData: true,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const { mutate } = queue;
  useLiveEvents(
    useCallback(
      (event: LiveEvent) => {
        if (event.entity === "payout") void mutate();
      },
      [mutate],
    ),
  );
  // A tab or page opened again reloads at once: its cached list may hold a payout whose state (and
  // so its actions) changed while another tab was shown. SWR's own revalidation of a revisited key
  // is deduplicated and deferred, and did not always come.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) void mutate();
    shown.current = true;
    // Only a change of tab or page reloads; mutate's identity follows the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter, page]);

  const run = async (p: AdminPayout, call: () => Promise<unknown>, done: string) => {
    setBusy(p.id);
    try {
      await call();
      toast.success(done);
    } finally {
      setBusy(null);
      void mutate();
    }
  };
  const act = (p: AdminPayout, action: Exclude<AdminPayoutAction, "mark_failed">) =>
    run(
      p,
      () =>
        action === "approve"
          ? v2.call("POST /payouts/:id/approve", { param: { id: p.id } })
          : v2.call("POST /payouts/:id/settle", { param: { id: p.id }, json: { outcome: "paid" } }),
      action === "approve" ? "Payout approved" : "Marked paid",
    ).catch((error: unknown) => {
      toast.error(errorMessage(error, "The action failed. Please try again."));
    });
  // The dialog shows a refusal itself and stays open, so this one rethrows.
  const fail = (p: AdminPayout, reason: string) =>
    run(
      p,
      () => v2.call("POST /payouts/:id/settle", { param: { id: p.id }, json: { outcome: "failed", reason } }),
      "Marked failed; the money is back in earnings",
    );

  const counts = queue.data?.counts;
  const tabs = [
    { key: "all" as const, label: "All", count: counts ? counts.requested + counts.approved + counts.paid + counts.failed : undefined },
    { key: "requested" as const, label: "Requested", count: counts?.requested },
    { key: "approved" as const, label: "Approved", count: counts?.approved },
    { key: "paid" as const, label: "Paid", count: counts?.paid },
    { key: "failed" as const, label: "Failed", count: counts?.failed },
  ];
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>Payouts</CardTitle>
        <CardDescription>
          {queue.data ? `${formatCents(queue.data.inTransitCents)} in transit in the ledger. ` : ""}
          Waiting requests oldest first, then settled ones newest first. The list follows changes live.
        </CardDescription>
        <StatusTabs
          label="Filter payouts by status"
          tabs={tabs}
          value={filter}
          panelId={panelId}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </CardHeader>
      <CardContent id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${filter}`} aria-busy={queue.isValidating}>
        {!queue.data ? (
          queue.error ? (
            <p role="alert" className="text-destructive text-sm">
              The payout queue could not be loaded. Please reload the page.
            </p>
          ) : (
            <Skeleton className="h-64 rounded-xl" aria-label="Loading payouts" />
          )
        ) : queue.data.payouts.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm" data-testid="payout-queue-empty">
            {EMPTY[filter]}
          </p>
        ) : (
          <PayoutRows payouts={queue.data.payouts} busy={busy} onAct={act} onFail={fail} />
        )}
        {queue.data && pages > 1 && (
          <Pager
            label="Payout pages"
            className="border-t pt-4"
            status={`Page ${page} of ${pages}`}
            previous={page > 1 ? { onClick: () => setPage((n) => n - 1) } : null}
            next={page < pages ? { onClick: () => setPage((n) => n + 1) } : null}
          />
        )}
      </CardContent>
    </Card>
  );
}
