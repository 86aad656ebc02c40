import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageBody } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { OrderDetailsView } from "@/features/orders/order-details-view";
import { loadOrderDetails, renderedAt } from "@/server/pages/orders";
import { OrderRating } from "@/features/brand-discovery/order-rating";
import { getServerCaller } from "@/server/auth/server-session";
import { loadOrderRating } from "@/server/pages/discovery";

export const metadata: Metadata = { title: "Order", description: "One order: brief, videos, shipping, money and timeline." };

async function CreatorOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const details = await loadOrderDetails("creator", (await params).orderId);
  if (!details) notFound();
  // Ratings (issue 15 item 5): once the order is completed.
  const caller = details.order.status === "completed" ? await getServerCaller() : null;
  const rating = caller ? await loadOrderRating(caller, "creator", details.order.id) : null;
  return (
    <PageBody>
      <OrderDetailsView details={details} now={renderedAt()} listHref="/dashboard/orders" />
      {caller ? <OrderRating orderId={details.order.id} viewer="creator" creatorName={details.order.creator.name} rating={rating} /> : null}
    </PageBody>
  );
}

export default areaPage("creator", CreatorOrderPage);
