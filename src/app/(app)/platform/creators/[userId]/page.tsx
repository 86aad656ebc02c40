import { TrackRecordSection } from "@/components/creator/track-record";
import { ArrowLeft, MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button-variants";
import { InviteToCampaign } from "@/features/campaigns/invite-to-campaign";
import { CreatorRatings } from "@/features/brand-discovery/creator-ratings";
import { SaveToList } from "@/features/brand-discovery/save-to-list";
import { PackageCard } from "@/features/creator-directory/components/package-card";
import { ReportButton } from "@/components/moderation/report-button";
import { PortfolioReel } from "@/features/creator-directory/components/portfolio-reel";
import {
  CreatorAbout,
  CreatorAvatar,
  CreatorFacts,
  CreatorNiches,
  CreatorRecentWork,
  CreatorSocialLinks,
} from "@/features/creator-directory/components/creator-profile-view";
import { formatPrice } from "@/features/creator-directory/format";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBrandCreator } from "@/server/pages/discovery";

export const metadata: Metadata = { title: "Creator", description: "One creator's profile, packages, ratings and your orders with them." };

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const STATUS_LABELS: Record<string, string> = {
  funded: "Funded",
  awaiting_shipment: "Awaiting shipment",
  in_production: "In production",
  delivered: "Delivered",
  revision_requested: "Revision requested",
  completed: "Completed",
  cancelled: "Cancelled",
  disputed: "Disputed",
  refunded: "Refunded",
};

/**
 * /platform/creators/{userId} (docs/product/screens-and-navigation.md): the creator's profile and packages
 * (buy → /order), ratings, this account's past orders with them, invite, message, save. An unknown
 * or hidden creator is the 404 page.
 */
async function BrandCreatorPage({ params }: { params: Promise<{ userId: string }> }) {
  const caller = await getServerCaller();
  if (!caller) return null;
  const { userId } = await params;
  const data = await loadBrandCreator(caller, userId);
  if (!data) notFound();
  const { creator, pastOrders, ratings, lists, campaigns } = data;
  const isSelf = caller.userId === creator.userId;

  return (
    <PageBody>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/platform/creators" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm">
          <ArrowLeft aria-hidden className="size-4" />
          All creators
        </Link>
        {!isSelf && <ReportButton targetType="creator_profile" targetId={creator.userId} />}
      </div>

      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between" data-testid="brand-creator">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <CreatorAvatar creator={creator} size={96} className="size-24 border" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{creator.name}</h1>
            {creator.shortBio ? <p className="text-muted-foreground mt-1 max-w-xl text-sm sm:text-base">{creator.shortBio}</p> : null}
            <CreatorFacts creator={creator} showEmptyRating className="mt-3" />
          </div>
        </div>
        {isSelf ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={`/inbox/${encodeURIComponent(creator.userId)}`}
              className={buttonVariants({ variant: "outline", className: "h-11" })}
            >
              <MessageSquare aria-hidden />
              Message
            </Link>
            {campaigns.length > 0 ? (
              <InviteToCampaign creatorUserId={creator.userId} creatorName={creator.name} campaigns={campaigns} />
            ) : null}
            <SaveToList
              creatorUserId={creator.userId}
              creatorName={creator.name}
              lists={lists.map((l) => ({ id: l.id, name: l.name }))}
              savedListIds={lists.filter((l) => l.saved).map((l) => l.id)}
              className="h-11 px-4"
            />
          </div>
        )}
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <PortfolioReel videos={creator.portfolioVideos} creatorName={creator.name} />
          <CreatorRecentWork creator={creator} />
          <CreatorAbout creator={creator} />
          <TrackRecordSection record={creator.trackRecord} />

          <section aria-labelledby="packages-heading">
            <h2 id="packages-heading" className="text-lg font-semibold tracking-tight">
              Packages
            </h2>
            {creator.packages.length > 0 ? (
              <ul className="mt-4 grid gap-5 md:grid-cols-2">
                {creator.packages.map((pkg) => (
                  <PackageCard
                    key={pkg.id}
                    pkg={pkg}
                    cta={
                      isSelf ? { kind: "other" } : { kind: "brand", href: `/platform/creators/${creator.userId}/order?package=${pkg.id}` }
                    }
                  />
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground mt-3 rounded-xl border border-dashed p-6 text-center text-sm">
                {creator.firstName ?? creator.name} has not published a package yet. Invite them to a campaign or send a message.
              </p>
            )}
          </section>

          {!isSelf && creator.packages.length > 0 && (
            <div className="-mt-4 flex flex-wrap gap-1" aria-label="Report a package" role="group">
              {creator.packages.map((pkg) => (
                <ReportButton key={pkg.id} targetType="package" targetId={pkg.id} label={`Report “${pkg.title}”`} />
              ))}
            </div>
          )}

          <CreatorRatings ratings={ratings} average={creator.ratingAverage} count={creator.ratingCount} />
        </div>

        <aside className="flex flex-col gap-8">
          <section aria-labelledby="orders-heading" data-testid="past-orders">
            <h2 id="orders-heading" className="text-sm font-semibold">
              Your orders with {creator.firstName ?? creator.name}
            </h2>
            {pastOrders.length === 0 ? (
              <p className="text-muted-foreground mt-2 text-sm">None yet.</p>
            ) : (
              <ul className="mt-3 divide-y rounded-xl border">
                {pastOrders.map((o) => (
                  <li key={o.id}>
                    <Link href={`/platform/orders/${o.id}`} className="hover:bg-muted/60 flex flex-col gap-0.5 px-4 py-3 text-sm">
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate font-medium">{o.title}</span>
                        <span className="tabular-nums">{formatPrice(o.priceCents)}</span>
                      </span>
                      <span className="text-muted-foreground text-xs">
                        {o.reference} · {STATUS_LABELS[o.status] ?? o.status} · {dateFormat.format(o.createdAt)}
                        {o.status === "completed" ? (o.rated ? " · Rated" : " · Not rated yet") : ""}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <CreatorNiches creator={creator} />
          <CreatorSocialLinks creator={creator} />
        </aside>
      </div>
    </PageBody>
  );
}

export default areaPage("brand", BrandCreatorPage);
