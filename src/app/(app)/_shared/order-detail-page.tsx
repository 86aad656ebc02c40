import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import { PageBody } from "@/components/shell/page-header";
import { OrderRating } from "@/features/brand-discovery/order-rating";
import { OrderLicencesCard } from "@/features/licences/order-licences-card";
import { OrderDetailsView } from "@/features/orders/order-details-view";
import { getServerCaller } from "@/server/auth/server-session";
import { loadOrderRating } from "@/server/pages/discovery";
import { loadOrderLicences } from "@/server/pages/licences";
import { loadOrderDetails, renderedAt } from "@/server/pages/orders";

const ORDER_EVENTS = ["order.", "order_video."];

/**
 * One order as either party sees it (the brand's /platform/orders/[id], the creator's
 * /dashboard/orders/[id]): the details, the licences beside them, and the rating once completed.
 * A private folder (`_shared`) of the app: it composes features, which only pages may do.
 */
export async function OrderDetailPage({ side, orderId, listHref }: { side: "buyer" | "creator"; orderId: string; listHref: string }) {
  // Independent reads, in parallel: the caller is resolved once per request (React-cached), and
  // the licences and the rating are checked against the same party as the order itself.
  const caller = await getServerCaller();
  if (!caller) notFound();
  const [details, licences, storedRating] = await Promise.all([
    loadOrderDetails(side, orderId),
    loadOrderLicences(side, orderId),
    loadOrderRating(caller, side, orderId),
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
        listHref={listHref}
        aside={<OrderLicencesCard licences={licences} now={now} side={side} />}
      />
      {isRateable ? (
        <OrderRating orderId={details.order.id} viewer={side} creatorName={details.order.creator.name} rating={rating} />
      ) : null}
    </PageBody>
  );
}
