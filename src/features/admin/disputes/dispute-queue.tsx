"use client";

import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { DisputeQueueItem } from "@/contracts/admin/disputes";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { formatCents } from "@/lib/money-format";
import { ageText, RESOLUTION_LABEL, shortDate } from "./dispute-labels";

const LIMIT = 20;
type State = "open" | "resolved";

/**
 * The dispute queue (decision 057): open disputes oldest first, the longest wait on top, with what
 * each escrow holds; or the resolved ones, most recent first. A page at a time.
 */
export function DisputeQueue() {
  const [state, setState] = useState<State>("open");
  const [page, setPage] = useState(1);
  const queue = useApiData(v2.query("GET /disputes", { query: { state, page, limit: LIMIT } }));
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / LIMIT)) : 1;

  const choose = (next: State) => {
    setState(next);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle role="heading" aria-level={2}>
              {state === "open" ? "Waiting for a decision" : "Resolved"}
            </CardTitle>
            <CardDescription>
              {state === "open" ? "Oldest first: the order's money stays in escrow until you decide." : "Most recent decision first."}
            </CardDescription>
          </div>
          <div role="group" aria-label="Which disputes" className="flex gap-2">
            {(["open", "resolved"] as const).map((s) => (
              <Button key={s} size="sm" variant={state === s ? "default" : "outline"} aria-pressed={state === s} onClick={() => choose(s)}>
                {s === "open" ? "Open" : "Resolved"}
              </Button>
            ))}
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {queue.error ? (
          <p role="alert" className="text-destructive text-sm">
            The disputes could not be loaded. Please reload the page.
          </p>
        ) : !queue.data ? (
          <Skeleton className="h-48 rounded-lg" aria-busy="true" aria-label="Loading disputes" />
        ) : queue.data.items.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm">
            {state === "open" ? "No open disputes. Every order's money is moving." : "No dispute has been resolved yet."}
          </p>
        ) : (
          <>
            <div data-testid="dispute-queue">
              <DisputeCards items={queue.data.items} state={state} />
              <DisputeTable items={queue.data.items} state={state} />
            </div>
            <Pager
              label="Pages"
              status={`${queue.data.total} dispute${queue.data.total === 1 ? "" : "s"} · page ${page} of ${pages}`}
              previous={page > 1 ? { onClick: () => setPage((p) => p - 1) } : null}
              next={page < pages ? { onClick: () => setPage((p) => p + 1) } : null}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Outcome({ d }: { d: DisputeQueueItem }) {
  return (
    <div className="flex flex-col items-end gap-1">
      {d.resolution && <Badge variant="secondary">{RESOLUTION_LABEL[d.resolution]}</Badge>}
      {d.creatorCents !== null && d.buyerCents !== null && (
        <span className="text-muted-foreground text-xs">
          {formatCents(d.creatorCents)} creator · {formatCents(d.buyerCents)} brand
        </span>
      )}
    </div>
  );
}

/** On a phone: one card per dispute, everything the table shows, nothing to scroll sideways. */
function DisputeCards({ items, state }: { items: DisputeQueueItem[]; state: State }) {
  return (
    <ul className="flex flex-col divide-y sm:hidden">
      {items.map((d) => (
        <li key={d.orderId} data-order-id={d.orderId} className="flex flex-col gap-1 py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <Link href={`/admin/disputes/${d.orderId}`} className="font-medium underline-offset-4 hover:underline">
              {d.reference}
              <span className="sr-only">: open the evidence</span>
            </Link>
            {state === "open" ? <span className="font-medium tabular-nums">{formatCents(d.escrowCents)}</span> : <Outcome d={d} />}
          </div>
          <p className="text-muted-foreground text-xs break-words">
            {d.title} · {d.brand.name} with {d.creator.name}
          </p>
          <p className="text-xs">
            By the {d.openedBy} · {shortDate(d.openedAt)} ·{" "}
            {state === "open" ? `waiting ${ageText(d.openedAt)}` : d.resolvedAt ? `decided ${shortDate(d.resolvedAt)}` : ""}
          </p>
          <p className="text-muted-foreground line-clamp-2 text-xs break-words">{d.reason}</p>
        </li>
      ))}
    </ul>
  );
}

function DisputeTable({ items, state }: { items: DisputeQueueItem[]; state: State }) {
  return (
    <Table className="hidden sm:table">
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Parties</TableHead>
          <TableHead className="text-right">{state === "open" ? "In escrow" : "Outcome"}</TableHead>
          <TableHead>Opened</TableHead>
          <TableHead>{state === "open" ? "Waiting" : "Decided"}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((d) => (
          <TableRow key={d.orderId} data-order-id={d.orderId}>
            <TableCell className="min-w-40 align-top">
              <Link href={`/admin/disputes/${d.orderId}`} className="font-medium underline-offset-4 hover:underline">
                {d.reference}
                <span className="sr-only">: open the evidence</span>
              </Link>
              <p className="text-muted-foreground text-xs break-words">{d.title}</p>
            </TableCell>
            <TableCell className="min-w-40 align-top">
              <p>{d.brand.name}</p>
              <p className="text-muted-foreground text-xs">with {d.creator.name}</p>
            </TableCell>
            <TableCell className="text-right align-top tabular-nums">
              {state === "open" ? formatCents(d.escrowCents) : <Outcome d={d} />}
            </TableCell>
            <TableCell className="max-w-72 min-w-48 align-top">
              <p>
                By the {d.openedBy} · {shortDate(d.openedAt)}
              </p>
              <p className="text-muted-foreground line-clamp-2 text-xs break-words">{d.reason}</p>
            </TableCell>
            <TableCell className="align-top whitespace-nowrap">
              {state === "open" ? ageText(d.openedAt) : d.resolvedAt ? shortDate(d.resolvedAt) : "—"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
