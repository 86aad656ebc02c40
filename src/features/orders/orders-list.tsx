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
 * The orders of one side: a table from the md breakpoint, a card list on phones (390 px). Orders
 * that wait for this side come first (the server sorts; `action` says what to do).
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
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{side === "buyer" ? "Your orders" : "Orders from brands"}</caption>
        <thead className="text-muted-foreground border-b text-left text-xs">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Order
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {side === "buyer" ? "Creator" : "Brand"}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Deadline
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="hover:bg-muted/40 border-b align-top last:border-0" data-order-id={o.id}>
              <td className="py-3 pr-3">
                <Link
                  href={`${basePath}/${o.id}`}
                  className="focus-visible:ring-ring rounded font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
                >
                  {o.packageTitle}
                </Link>
                <div className="text-muted-foreground text-xs">
                  {o.reference} · {o.videosApproved} of {o.videos} video{o.videos === 1 ? "" : "s"} approved
                </div>
                {o.nextAction && (
                  <div className="mt-1">
                    <ActionNote text={o.nextAction} />
                  </div>
                )}
              </td>
              <td className="max-w-56 py-3 pr-3">
                <Party {...other(o)} />
              </td>
              <td className="py-3 pr-3">
                <StatusBadge status={o.status} />
              </td>
              <td className="py-3 pr-3">
                <Deadline order={o} now={now} />
              </td>
              <td className="py-3 pr-3 text-right">
                <OrderPrice order={o} side={side} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={side === "buyer" ? "Your orders" : "Orders from brands"}>
        {orders.map((o) => (
          <li key={o.id} data-order-id={o.id}>
            <Link
              href={`${basePath}/${o.id}`}
              className="bg-card focus-visible:ring-ring flex flex-col gap-2 rounded-xl border p-4 shadow-sm focus-visible:ring-2 focus-visible:outline-none"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{o.packageTitle}</span>
                  <span className="text-muted-foreground block text-xs">
                    {o.reference} · {o.videos} video{o.videos === 1 ? "" : "s"}
                  </span>
                </span>
                <span className="shrink-0">
                  <OrderPrice order={o} side={side} />
                </span>
              </span>
              <Party {...other(o)} />
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StatusBadge status={o.status} />
                <Deadline order={o} now={now} />
              </span>
              {o.nextAction && <ActionNote text={o.nextAction} />}
              <span className="text-brand inline-flex items-center gap-1 text-sm">
                Open order <ChevronRight aria-hidden className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
