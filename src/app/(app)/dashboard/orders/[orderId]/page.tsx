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

async function CreatorOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  // Independent reads, in parallel: the caller is resolved once per request (React-cached), and
  // the licences and the rating are checked against the same party as the order itself.
  const caller = await getServerCaller();
  if (!caller) notFound();
  const [details, licences, storedRating] = await Promise.all([
    loadOrderDetails("creator", orderId),
    loadOrderLicences("creator", orderId),
    loadOrderRating(caller, "creator", orderId),
  ]);
  if (!details) notFound();
  const now = renderedAt();
  // Ratings: offered once the order is completed.
  const isRateable = details.order.status === "completed";
  const rating = isRateable ? storedRating : null;
  return (
    <PageBody>
      {/* Either party's change (or a clock) re-renders the page live (decision 035). */}
      <LiveRefresh prefixes={ORDER_EVENTS} ids={[details.order.id, ...details.videos.map((v) => v.id)]} />
      <OrderDetailsView
        details={details}
        now={now}
        listHref="/dashboard/orders"
        aside={<OrderLicencesCard licences={licences} now={now} side="creator" />}
      />
      {isRateable ? (
        <OrderRating orderId={details.order.id} viewer="creator" creatorName={details.order.creator.name} rating={rating} />
      ) : null}
    </PageBody>
  );
}

export default areaPage("creator", CreatorOrderPage);
