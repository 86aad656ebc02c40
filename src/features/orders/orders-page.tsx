"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useLiveChanges } from "@/components/live/live-refresh";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { v1 } from "@/lib/api-client";
import { useApi } from "@/lib/use-api";
import { parseOrderListQuery } from "./order-list-query";
import { OrdersLoading } from "./orders-loading";
import { OrdersScreen } from "./orders-screen";

const ORDER_EVENTS = ["order.", "order_video."];

const PAGES = {
  buyer: { title: "Orders", description: "Orders you placed with creators, from packages and accepted proposals." },
  creator: { title: "Your Orders", description: "Orders from brands who bought your packages or accepted your proposals." },
} as const;

/** An order list page, loaded in the browser from the API (decision 094) with the URL's filters; live events refresh it. */
export function OrdersPage({ side }: { side: "buyer" | "creator" }) {
  const query = parseOrderListQuery(useSearchParams());
  const [loadedAt] = useState(() => new Date().toISOString());
  const request = { query: { status: query.status, q: query.q, page: query.page } };
  const list = useApi(side === "buyer" ? v1.query("GET /auth/orders", request) : v1.query("GET /auth/creator-orders", request), {
    keepPreviousData: true,
  });
  useLiveChanges({ prefixes: ORDER_EVENTS }, () => void list.mutate());
  const { title, description } = PAGES[side];

  if (list.data) return <OrdersScreen side={side} title={title} description={description} list={list.data} query={query} now={loadedAt} />;
  if (!list.error) return <OrdersLoading label="Loading orders…" />;
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      <Card role="alert" data-testid="orders-unavailable">
        <CardHeader>
          <CardTitle>Your orders could not be loaded</CardTitle>
          <CardDescription>This is on our side and nothing was changed. Reload the page in a moment.</CardDescription>
        </CardHeader>
      </Card>
    </PageBody>
  );
}

export function BrandOrdersPage() {
  return <OrdersPage side="buyer" />;
}

export function CreatorOrdersPage() {
  return <OrdersPage side="creator" />;
}
