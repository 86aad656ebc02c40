import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { OrderLicencesCard } from "@/features/licences/order-licences-card";
import { OrderDetailsView } from "@/features/orders/order-details-view";
import { loadOrderLicences } from "@/server/pages/licences";
import { loadOrderDetails, renderedAt } from "@/server/pages/orders";
import { OrderRating } from "@/features/brand-discovery/order-rating";
import { getServerCaller } from "@/server/auth/server-session";
import { loadOrderRating } from "@/server/pages/discovery";

const ORDER_EVENTS = ["order.", "order_video."];

export const metadata: Metadata = { title: "Order", description: "One order: brief, videos, shipping, money and timeline." };

async function BrandOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const details = await loadOrderDetails("buyer", orderId);
  if (!details) notFound();
  const licences = await loadOrderLicences("buyer", orderId);
  const now = renderedAt();
  // Ratings (issue 15 item 5): once the order is completed.
  const caller = details.order.status === "completed" ? await getServerCaller() : null;
  const rating = caller ? await loadOrderRating(caller, "buyer", details.order.id) : null;
  return (
    <PageBody>
      {/* Either party's change (or a clock) re-renders the page live (decision 035). */}
      <LiveRefresh prefixes={ORDER_EVENTS} ids={[details.order.id, ...details.videos.map((v) => v.id)]} />
      <OrderDetailsView
        details={details}
        now={now}
        listHref="/platform/orders"
        aside={<OrderLicencesCard licences={licences} now={now} side="buyer" />}
      />
      {caller ? <OrderRating orderId={details.order.id} viewer="buyer" creatorName={details.order.creator.name} rating={rating} /> : null}
    </PageBody>
  );
}

export default areaPage("brand", BrandOrderPage);
