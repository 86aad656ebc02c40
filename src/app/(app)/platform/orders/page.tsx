import type { Metadata } from "next";
import { LiveRefresh } from "@/components/live/live-refresh";
import { areaPage } from "@/components/shell/area-guard";
import { OrdersScreen } from "@/features/orders/orders-screen";
import { loadOrderList, parseOrderListQuery, renderedAt } from "@/server/pages/orders";

const title = "Orders";
const description = "Orders you placed with creators, from packages and accepted proposals.";

const ORDER_EVENTS = ["order.", "order_video."];

export const metadata: Metadata = { title, description };

async function BrandOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseOrderListQuery(await searchParams);
  const list = await loadOrderList("buyer", query);
  if (!list) return null;
  return (
    <>
      <LiveRefresh prefixes={ORDER_EVENTS} />
      <OrdersScreen side="buyer" title={title} description={description} list={list} query={query} now={renderedAt()} />
    </>
  );
}

export default areaPage("brand", BrandOrdersPage);
