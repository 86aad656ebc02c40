"use client";

import { AlertCircle, ChevronRight } from "lucide-react";
import Link from "next/link";
import { hasRunningDeadline, isFinishedOrder } from "@/lib/order-status";
import { Countdown } from "./countdown";
import { OrderPrice } from "./order-price";
import { StatusBadge } from "./status-badge";
import type { OrderListRow as OrderRow } from "@/contracts/orders";

function Party({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{name}</span>
      {detail && <span className="text-muted-foreground truncate text-xs">{detail}</span>}
    </span>
  );
}

function Deadline({ order, now }: { order: OrderRow; now: string }) {
  if (isFinishedOrder(order.status) || order.status === "disputed") return <span className="text-muted-foreground text-sm">—</span>;
  if (order.status === "delivered") return <span className="text-muted-foreground text-sm">Delivered</span>;
  if (!order.deadlineAt || !hasRunningDeadline(order.status))
    return (
      <span className="text-muted-foreground text-sm">{order.status === "awaiting_shipment" ? "Starts on receipt" : "Not started"}</span>
    );
  return <Countdown deadline={order.deadlineAt} now={now} />;
}

function ActionNote({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
      <AlertCircle aria-hidden className="size-4 shrink-0" />
      {text}
    </span>
  );
}

/**
 * The orders of one side, drawn once: a table from the md breakpoint and, on phones (390 px), the
 * same rows laid out as cards (a wrapping flex row per order, cells reordered; the whole card opens the order through the title
 * link's stretched hit area). The explicit roles keep the table's semantics when the phone layout
 * changes its display. Orders that wait for this side come first (the server sorts; `action` says
 * what to do). A client component: the page hands over the rows as data, and their markup is drawn
 * once, in the HTML pass, instead of twice on the server and once more in the page's payload.
 */
export function OrdersList({
  orders,
  side,
  now,
  basePath,
}: {
  orders: OrderRow[];
  side: "buyer" | "creator";
  now: string;
  basePath: string;
}) {
  const other = (o: OrderRow) =>
    side === "buyer" ? { name: o.creator.name, detail: `for ${o.brandProfile.name}` } : { name: o.brandProfile.name, detail: null };
  return (
    <div data-testid="orders-list">
      <table role="table" className="block w-full md:table md:text-sm">
        <caption className="sr-only">{side === "buyer" ? "Your orders" : "Orders from brands"}</caption>
        <thead role="rowgroup" className="text-muted-foreground border-b text-left text-xs max-md:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="py-2 pr-3 font-medium">
              Order
            </th>
            <th role="columnheader" scope="col" className="py-2 pr-3 font-medium">
              {side === "buyer" ? "Creator" : "Brand"}
            </th>
            <th role="columnheader" scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th role="columnheader" scope="col" className="py-2 pr-3 font-medium">
              Deadline
            </th>
            <th role="columnheader" scope="col" className="py-2 pr-3 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
          {orders.map((o) => (
            <tr
              key={o.id}
              role="row"
              data-order-id={o.id}
              className="bg-card relative flex flex-wrap items-start gap-x-3 gap-y-2 rounded-xl border p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0 md:align-top md:shadow-none md:last:border-0 md:hover:bg-muted/40"
            >
              <td role="cell" className="order-1 min-w-0 flex-1 md:py-3 md:pr-3">
                <Link
                  href={`${basePath}/${o.id}`}
                  className="focus-visible:ring-ring block truncate rounded font-medium focus-visible:outline-none max-md:after:absolute max-md:after:inset-0 max-md:after:rounded-xl max-md:focus-visible:after:ring-2 md:inline md:overflow-visible md:whitespace-normal md:hover:underline md:focus-visible:ring-2"
                >
                  {o.packageTitle}
                </Link>
                <div className="text-muted-foreground text-xs">
                  {o.reference} · <span className="md:hidden">{`${o.videos} video${o.videos === 1 ? "" : "s"}`}</span>
                  <span className="hidden md:inline">{`${o.videosApproved} of ${o.videos} video${o.videos === 1 ? "" : "s"} approved`}</span>
                </div>
                {o.nextAction && (
                  <div className="mt-1 hidden md:block">
                    <ActionNote text={o.nextAction} />
                  </div>
                )}
              </td>
              <td role="cell" className="order-3 w-full min-w-0 md:w-auto md:max-w-56 md:py-3 md:pr-3">
                <Party {...other(o)} />
              </td>
              <td role="cell" className="order-4 flex self-center md:table-cell md:py-3 md:pr-3">
                <StatusBadge status={o.status} />
              </td>
              <td role="cell" className="order-5 flex self-center md:table-cell md:py-3 md:pr-3">
                <Deadline order={o} now={now} />
              </td>
              <td role="cell" className="order-2 shrink-0 md:py-3 md:pr-3 md:text-right">
                <OrderPrice order={o} side={side} />
              </td>
              {o.nextAction && (
                <td role="cell" className="order-6 flex w-full md:hidden">
                  <ActionNote text={o.nextAction} />
                </td>
              )}
              <td aria-hidden className="text-brand order-7 flex w-full items-center gap-1 text-sm md:hidden">
                Open order <ChevronRight aria-hidden className="size-4" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
