import { ArrowLeft, ExternalLink, PackageCheck, PackageX, Truck } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { OrderDetails, OrderVideo } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";
import { hasRunningDeadline, isFinishedOrder } from "@/lib/order-status";
import { usageRightsTermLabel } from "@/lib/package-labels";
import { orderPay } from "@/lib/platform-fee";
import { Countdown } from "./countdown";
import { DisputeNotice } from "./dispute-notice";
import { MoneySummary } from "./money-summary";
import { CancelOrderButton, DisputeOrderButton, ReceiveForm, ShippingForm } from "./order-actions";
import { OrderTimeline } from "./order-timeline";
import { PaidUsagePanel } from "./paid-usage-panel";
import { StatusBadge } from "./status-badge";
import { TrackingLink } from "./tracking-link";
import { OrderReview } from "@/components/media/review-player/order-review";
import { MustFixNotice } from "@/components/media/review-player/brief-checklist";
import { VideoDelivery } from "./video-upload";

function when(at: string): string {
  return new Date(at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function VideoShipping({ video, details }: { video: OrderVideo; details: OrderDetails }) {
  const side = details.viewer;
  const pendingShipment = details.videos.filter((v) => v.allowedActions.includes("update_tracking") && !v.trackingNumber).length;
  return (
    <div className="grid gap-3">
      {video.trackingNumber ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Truck aria-hidden className="text-muted-foreground size-4" />
          <span>Shipped{video.shippedAt ? ` ${when(video.shippedAt)} UTC` : ""}:</span>
          <TrackingLink carrier={video.carrier} trackingNumber={video.trackingNumber} />
        </p>
      ) : (
        !video.receivedAt && (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <Truck aria-hidden className="size-4" />
            {side === "buyer" ? "Ship the product and enter its tracking number." : "The brand has not shipped the product yet."}
          </p>
        )
      )}
      {video.receivedAt && (
        <div className="flex flex-col gap-2 text-sm">
          <p className="flex items-center gap-2">
            {video.receivedCondition === "damaged" ? (
              <PackageX aria-hidden className="size-4 text-red-700" />
            ) : (
              <PackageCheck aria-hidden className="size-4 text-emerald-700" />
            )}
            {video.receivedCondition === "damaged" ? "Arrived damaged" : "Received"} {when(video.receivedAt)} UTC
          </p>
          {video.receivedNote && <p className="text-muted-foreground break-words">“{video.receivedNote}”</p>}
          {video.receivedPhotoUrl && (
            <a
              href={video.receivedPhotoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand inline-flex items-center gap-1 hover:underline"
            >
              Photo of the parcel <ExternalLink aria-hidden className="size-3.5" />
            </a>
          )}
        </div>
      )}
      {video.allowedActions.includes("update_tracking") && (
        <ShippingForm
          videoId={video.id}
          position={video.position}
          canApplyToAll={!video.trackingNumber && pendingShipment > 1}
          carrier={video.carrier}
          trackingNumber={video.trackingNumber}
        />
      )}
      {video.allowedActions.includes("mark_received") && (
        <ReceiveForm
          videoId={video.id}
          position={video.position}
          sameParcel={details.videos
            .filter(
              (v) =>
                v.id !== video.id &&
                v.allowedActions.includes("mark_received") &&
                v.trackingNumber !== null &&
                v.trackingNumber === video.trackingNumber &&
                v.carrier === video.carrier,
            )
            .map((v) => ({ id: v.id, position: v.position }))}
        />
      )}
    </div>
  );
}

/**
 * One order from the buyer's or the creator's side (docs/product/orders.md). `aside` is rendered at the top
 * of the side column: other areas' cards about this order (the licences).
 */
export function OrderDetailsView({
  details,
  now,
  listHref,
  aside,
}: {
  details: OrderDetails;
  now: string;
  listHref: string;
  aside?: React.ReactNode;
}) {
  const { order, brief, videos, money, viewer } = details;
  const counterpart = viewer === "buyer" ? `with ${order.creator.name} for ${order.brandProfile.name}` : `for ${order.brandProfile.name}`;
  const pkg = order.package;
  const pay = orderPay(order.priceCents, pkg.videos, order.platformFeeBps);
  return (
    <div className="flex flex-col gap-6" data-testid="order-details" data-status={order.status}>
      <div className="flex flex-col gap-3">
        <Link href={listHref} className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm">
          <ArrowLeft aria-hidden className="size-4" /> All orders
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{pkg.title}</h1>
            <p className="text-muted-foreground text-sm">
              {order.reference} · {counterpart} · {formatCents(order.priceCents)}
              {viewer === "creator" &&
                (details.dispute?.outcome
                  ? ` · you received ${formatCents(details.dispute.outcome.creatorNetCents)} by the dispute's decision`
                  : ` · you receive ${formatCents(pay.creatorReceivesCents)} after the platform fee`)}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={order.status} />
              {order.deadlineAt && hasRunningDeadline(order.status) && <Countdown deadline={order.deadlineAt} now={now} />}
              {order.lateAt && hasRunningDeadline(order.status) && <span className="text-sm font-medium text-red-700">Late</span>}
            </div>
          </div>
          {details.allowedActions.length > 0 && (
            <div className="flex flex-wrap gap-2" aria-label="Order actions" role="group">
              {details.allowedActions.includes("cancel") && (
                <CancelOrderButton orderId={order.id} priceLabel={formatCents(money.inEscrowCents)} />
              )}
              {details.allowedActions.includes("dispute") && <DisputeOrderButton orderId={order.id} />}
            </div>
          )}
        </div>
        {viewer === "buyer" && details.cancellableFromAt && !details.allowedActions.includes("cancel") && (
          <p className="text-muted-foreground text-sm">
            If the videos are not delivered, you can cancel for a full refund from {when(details.cancellableFromAt)} UTC.
          </p>
        )}
        {details.dispute && <DisputeNotice dispute={details.dispute} viewer={viewer} />}
        {order.status === "cancelled" && details.cancellationReason && (
          <p className="text-muted-foreground text-sm break-words">Cancelled: {details.cancellationReason}</p>
        )}
      </div>

      <OrderReview videos={videos} viewer={viewer} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                {viewer === "buyer" ? "Your brief" : "What the brand asked for"}
              </CardTitle>
              <CardDescription>
                {order.shipsProduct ? "A product is shipped to the creator." : "No product is shipped: production starts at once."}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p className="text-sm break-words whitespace-pre-line" data-testid="brief-what">
                {brief.whatToFilm}
              </p>
              <dl className="grid gap-3 sm:grid-cols-2">
                {brief.product && <Fact term="Product">{brief.product}</Fact>}
                {brief.notes && (
                  <Fact term="Notes">
                    <span className="break-words whitespace-pre-line">{brief.notes}</span>
                  </Fact>
                )}
                {brief.links.length > 0 && (
                  <Fact term="Links">
                    <ul className="flex flex-col gap-1">
                      {brief.links.map((href) => (
                        <li key={href}>
                          <a
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer nofollow"
                            className="text-brand break-all hover:underline"
                          >
                            {href}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </Fact>
                )}
              </dl>
              <dl className="bg-muted/50 grid grid-cols-2 gap-3 rounded-lg p-3 sm:grid-cols-3">
                <Fact term="Videos">{pkg.videos}</Fact>
                <Fact term="Length">{pkg.videoLengthSeconds} s</Fact>
                <Fact term="Aspect ratio">{pkg.aspectRatio}</Fact>
                <Fact term="Turnaround">{pkg.turnaroundDays} days</Fact>
                <Fact term="Revisions">{pkg.revisionRounds}</Fact>
                <Fact term="Usage rights">{usageRightsTermLabel(pkg.usageRightsTerm)}</Fact>
                <Fact term="Raw footage">{pkg.rawFootage ? "Included" : "Not included"}</Fact>
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Videos
              </CardTitle>
              <CardDescription>Each video has its own status{order.shipsProduct ? " and shipping" : ""}.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-4" aria-label="Videos of this order">
                {videos.map((video) => (
                  <li
                    key={video.id}
                    className="flex flex-col gap-3 rounded-lg border p-4"
                    data-testid="order-video"
                    data-video-status={video.status}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-medium">
                        Video {video.position} of {videos.length}
                      </h3>
                      <StatusBadge status={video.status} kind="video" />
                    </div>
                    {video.status === "uploaded" &&
                      video.reviewDueAt &&
                      (order.status === "delivered" || order.status === "revision_requested") && (
                        <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
                          Approved automatically if not reviewed: <Countdown deadline={video.reviewDueAt} now={now} />
                        </p>
                      )}
                    {video.revisionRoundsLeft > 0 && video.status !== "approved" && !isFinishedOrder(order.status) && (
                      <p className="text-muted-foreground text-xs">
                        {video.revisionRoundsLeft} revision round{video.revisionRoundsLeft === 1 ? "" : "s"} left
                      </p>
                    )}
                    {viewer === "creator" && video.status === "revision_requested" && <MustFixNotice videoId={video.id} />}
                    {order.shipsProduct && <VideoShipping video={video} details={details} />}
                    {viewer === "creator" &&
                      (video.allowedActions.includes("upload") || video.versions.length > 0 || video.latestUpload) && (
                        <VideoDelivery orderId={order.id} video={video} />
                      )}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          {aside}
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Money
              </CardTitle>
            </CardHeader>
            <CardContent>
              <MoneySummary money={money} pay={pay} feeBps={order.platformFeeBps} side={viewer} />
            </CardContent>
          </Card>
          <PaidUsagePanel orderId={order.id} viewer={viewer} />
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Timeline
              </CardTitle>
              <CardDescription>Everything that happened on this order.</CardDescription>
            </CardHeader>
            <CardContent>
              <OrderTimeline entries={details.timeline} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
