"use client";

import { ArrowRight, CheckCircle2, Clapperboard, ListTodo, PiggyBank } from "lucide-react";
import Link from "next/link";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { OrderActionItem, OrderListRow, RecentOrderVideo } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";
import { hasRunningDeadline } from "@/lib/order-status";
import { Countdown } from "./countdown";
import { youReceiveText } from "./order-price";
import { StatusBadge } from "./status-badge";

/** Orders to ship, videos to review, deadlines close: each a link to the filtered order list. */
export function ActionItemsCard({
  items,
  ordersWaiting,
  allClearText,
}: {
  items: OrderActionItem[];
  ordersWaiting: number;
  allClearText: string;
}) {
  const open = items.filter((item) => item.count > 0);
  return (
    <Card data-testid="action-items">
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <ListTodo aria-hidden className="size-4" /> Orders waiting for you
        </CardDescription>
        {/* Orders, not the sum of the items: one order can be both "to deliver" and "deadline close". */}
        <CardTitle className="text-3xl tabular-nums">{ordersWaiting}</CardTitle>
      </CardHeader>
      <CardContent>
        {open.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <CheckCircle2 aria-hidden className="size-4 text-emerald-600" /> {allClearText}
          </p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Action items">
            {open.map((item) => (
              <li key={item.kind}>
                <Link
                  href={item.href}
                  data-kind={item.kind}
                  className="hover:bg-muted focus-visible:ring-ring -mx-2 flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:outline-none"
                >
                  {/* The label carries the count ("2 orders to ship"). */}
                  <span className="font-medium">{item.label}</span>
                  <ArrowRight aria-hidden className="size-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Money of the orders: what sits in escrow and what was paid or earned. */
export function OrderMoneyCard({ rows, testId }: { rows: { label: string; cents: number; hint: string }[]; testId: string }) {
  const [main, ...rest] = rows;
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <PiggyBank aria-hidden className="size-4" /> {main?.label}
        </CardDescription>
        <CardTitle className="text-3xl tabular-nums">{formatCents(main?.cents)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm">{main?.hint}</p>
        <dl className="grid grid-cols-2 gap-3">
          {rest.map((row) => (
            <div key={row.label} title={row.hint}>
              <dt className="text-muted-foreground text-xs">{row.label}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(row.cents)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The latest orders, linked to their details; a card list that fits a phone. */
export function RecentOrdersCard({
  orders,
  side,
  now,
  basePath,
  empty,
}: {
  orders: OrderListRow[];
  side: "buyer" | "creator";
  now: string;
  basePath: string;
  empty: React.ReactNode;
}) {
  return (
    <Card data-testid="recent-orders">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Recent orders
        </CardTitle>
        <CardAction>
          <Link href={basePath} className="text-brand text-sm font-medium hover:underline">
            All orders
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          empty
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Recent orders">
            {orders.map((o) => (
              <li
                key={o.id}
                className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="flex min-w-0 flex-col">
                  <Link href={`${basePath}/${o.id}`} className="truncate font-medium hover:underline">
                    {o.packageTitle}
                  </Link>
                  <span className="text-muted-foreground truncate text-xs">
                    {o.reference} · {side === "buyer" ? o.creator.name : o.brandProfile.name} · {formatCents(o.priceCents)}
                    {side === "creator" && ` · ${youReceiveText(o)}`}
                  </span>
                  {o.nextAction && <span className="text-sm font-medium text-amber-800">{o.nextAction}</span>}
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <StatusBadge status={o.status} />
                  {o.deadlineAt && hasRunningDeadline(o.status) && <Countdown deadline={o.deadlineAt} now={now} />}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const WHEN_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(date) : WHEN_FORMAT.format(date);
}

/** Videos delivered or changed lately (/auth/order-videos/recent). */
export function RecentVideosCard({ videos, side, basePath }: { videos: RecentOrderVideo[]; side: "buyer" | "creator"; basePath: string }) {
  return (
    <Card data-testid="recent-videos">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Recent videos
        </CardTitle>
        <CardDescription>
          {side === "buyer" ? "Deliveries to review and approved videos." : "What you delivered lately and how it was received."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {videos.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <Clapperboard aria-hidden className="size-4" /> No videos delivered yet.
          </p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Recent videos">
            {videos.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0">
                <Link href={`${basePath}/${v.orderId}`} className="min-w-0 text-sm hover:underline">
                  <span className="font-medium">
                    {v.packageTitle} · video {v.position}
                  </span>
                  <span className="text-muted-foreground block text-xs">
                    {v.orderReference} · {side === "buyer" ? v.creator.name : v.brandProfile.name}
                    {v.approvedAt ? ` · approved ${when(v.approvedAt)}` : v.uploadedAt ? ` · delivered ${when(v.uploadedAt)}` : ""}
                  </span>
                </Link>
                <StatusBadge status={v.status} kind="video" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
