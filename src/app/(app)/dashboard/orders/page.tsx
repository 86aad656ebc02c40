import type { Metadata } from "next";
import { LiveRefresh } from "@/components/live/live-refresh";
import { areaPage } from "@/components/shell/area-guard";
import { OrdersScreen } from "@/features/orders/orders-screen";
import { loadOrderList, parseOrderListQuery, renderedAt } from "@/server/pages/orders";

const title = "Your Orders";
const description = "Orders from brands who bought your packages or accepted your proposals.";

const ORDER_EVENTS = ["order.", "order_video."];

export const metadata: Metadata = { title, description };

async function CreatorOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseOrderListQuery(await searchParams);
  const list = await loadOrderList("creator", query);
  if (!list) return null;
  return (
    <>
      <LiveRefresh prefixes={ORDER_EVENTS} />
      <OrdersScreen side="creator" title={title} description={description} list={list} query={query} now={renderedAt()} />
    </>
  );
}

export default areaPage("creator", CreatorOrdersPage);
