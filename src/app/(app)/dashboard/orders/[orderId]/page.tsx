import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { OrderDetailsView } from "@/features/orders/order-details-view";
import { loadOrderDetails, renderedAt } from "@/server/pages/orders";

const ORDER_EVENTS = ["order.", "order_video."];

export const metadata: Metadata = { title: "Order", description: "One order: brief, videos, shipping, money and timeline." };

async function CreatorOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const details = await loadOrderDetails("creator", (await params).orderId);
  if (!details) notFound();
  return (
    <PageBody>
      {/* Either party's change (or a clock) re-renders the page live (decision 035). */}
      <LiveRefresh prefixes={ORDER_EVENTS} ids={[details.order.id, ...details.videos.map((v) => v.id)]} />
      <OrderDetailsView details={details} now={renderedAt()} listHref="/dashboard/orders" />
    </PageBody>
  );
}

export default areaPage("creator", CreatorOrderPage);
