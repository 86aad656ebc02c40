import { SearchX, ShoppingBag } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/shell/empty-state";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { Card, CardContent } from "@/components/ui/card";
import type { OrderListQuery, OrderListResponse } from "@/contracts/orders";
import { liveLinks } from "@/lib/placeholder-routes";
import { toQueryString } from "@/lib/query-string";
import { OrderFilters } from "./order-filters";
import { OrdersList } from "./orders-list";

const SIDES = {
  buyer: {
    basePath: "/platform/orders",
    searchHint: "Reference, package or creator",
    emptyTitle: "No orders yet",
    emptyText:
      "Buying a creator's package or accepting a proposal creates an order, paid from your wallet. Its shipping, deadline and deliveries are tracked here.",
    next: [{ href: "/creators", label: "Browse creators" }],
  },
  creator: {
    basePath: "/dashboard/orders",
    searchHint: "Reference, package or brand",
    emptyTitle: "No orders yet",
    emptyText:
      "When a brand buys one of your packages or accepts a proposal, the order shows up here with its deadline and the videos to deliver.",
    next: [
      { href: "/dashboard/settings/earn", label: "Set up your packages" },
      { href: "/dashboard/view-campaigns", label: "Browse campaigns" },
    ],
  },
} as const;

/** The order list of one side: filters in the URL, the caller's to-dos first, empty states with a next step. */
export function OrdersScreen({
  side,
  title,
  description,
  list,
  query,
  now,
}: {
  side: "buyer" | "creator";
  title: string;
  description: string;
  list: OrderListResponse;
  query: OrderListQuery;
  now: string;
}) {
  const s = SIDES[side];
  const filtered = query.status !== "all" || Boolean(query.q);
  const { page, total_pages: totalPages, total } = list.pagination;
  const pageHref = (p: number) =>
    `${s.basePath}?${toQueryString({ status: query.status === "all" ? null : query.status, q: query.q || null, page: p })}`;
  const next = liveLinks<{ href: string; label: string }>(s.next);
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      {list.data.length === 0 && !filtered ? (
        <EmptyState icon={ShoppingBag} title={s.emptyTitle} description={s.emptyText}>
          {next.map((link, i) => (
            <Button key={link.href} asChild variant={i === 0 ? "brand" : "outline"} size="sm">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
        </EmptyState>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-5">
            <OrderFilters basePath={s.basePath} status={query.status} q={query.q ?? ""} searchHint={s.searchHint} />
            <p className="text-muted-foreground text-sm" role="status">
              {total} order{total === 1 ? "" : "s"}
              {filtered ? " match" : ""}
              {"; those waiting for you come first."}
            </p>
            {list.data.length === 0 ? (
              <EmptyState icon={SearchX} title="No orders match" description="Try another status or search term." className="py-8">
                <Button asChild variant="outline" size="sm">
                  <Link href={s.basePath}>Show all orders</Link>
                </Button>
              </EmptyState>
            ) : (
              <OrdersList orders={list.data} side={side} now={now} basePath={s.basePath} />
            )}
            {totalPages > 1 && (
              <Pager
                label="Pages"
                status={`Page ${page} of ${totalPages}`}
                previous={page > 1 ? { href: pageHref(page - 1) } : null}
                next={page < totalPages ? { href: pageHref(page + 1) } : null}
              />
            )}
          </CardContent>
        </Card>
      )}
    </PageBody>
  );
}
