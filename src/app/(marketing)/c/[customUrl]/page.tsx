import { TrackRecordSection } from "@/components/creator/track-record";
import { ArrowLeft, MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { isPlaceholderPath } from "@/lib/placeholder-routes";
import { cache } from "react";
import { PackageCard, type PackageCta } from "@/features/creator-directory/components/package-card";
import { CreatorJsonLd } from "@/features/creator-directory/components/creator-json-ld";
import {
  CreatorAbout,
  CreatorAvatar,
  CreatorFacts,
  CreatorNiches,
  CreatorRecentWork,
  CreatorSocialLinks,
} from "@/features/creator-directory/components/creator-profile-view";
import { PortfolioReel } from "@/features/creator-directory/components/portfolio-reel";
import { ReportButton } from "@/components/moderation/report-button";
import { directoryMetadata, siteOrigin } from "@/features/creator-directory/metadata";
import { InviteToCampaign } from "@/features/campaigns/invite-to-campaign";
import { getServerCaller, getServerMe } from "@/server/auth/server-session";
import type { PublicCreator } from "@/contracts/creators";
import { loadInviteOptions } from "@/server/pages/campaigns";
import { findMovedCreatorUrl, findPublicCreator } from "@/server/pages/creators";

type Props = { params: Promise<{ customUrl: string }> };

/**
 * The creator, or null for an unknown or malformed slug (cached per request). A custom URL the
 * creator changed in the last 90 days answers 308 to the current one (decision 033).
 */
const loadCreator = cache(async (customUrl: string): Promise<PublicCreator | null> => {
  if (!/^[a-z0-9-]{1,80}$/i.test(customUrl)) return null;
  const creator = await findPublicCreator(customUrl);
  if (creator) return creator;
  const moved = await findMovedCreatorUrl(customUrl);
  if (moved) permanentRedirect(`/c/${moved}`);
  return null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { customUrl } = await params;
  const creator = await loadCreator(customUrl);
  if (!creator) return { title: "Creator not found", robots: { index: false } };
  return directoryMetadata({
    title: `${creator.name} — UGC creator`,
    description: creator.shortBio ?? `${creator.name} makes UGC video ads on Reelbrief. See packages, prices and social reach.`,
    path: `/c/${creator.customUrl}`,
    ogTitle: creator.name,
  });
}

/** The public creator page /c/{custom_url}. */
export default async function CreatorPage({ params }: Props) {
  const { customUrl } = await params;
  const creator = await loadCreator(customUrl);
  if (!creator) notFound();
  const me = await getServerMe();
  // A signed-in brand with active campaigns may invite this creator to one.
  const caller = me?.is_brand && me.user.id !== creator.userId ? await getServerCaller() : null;
  const inviteOptions = caller ? await loadInviteOptions(caller, creator.userId) : [];

  // Buying a package (decision 026): the brand area's page of this creator, /order.
  const orderHref = (packageId: string) => `/platform/creators/${creator.userId}/order?package=${packageId}`;
  // Should the order page turn back into a placeholder, no button promises an order.
  const canOrder = !isPlaceholderPath(orderHref(""));
  const ctaFor = (packageId: string): PackageCta =>
    !canOrder
      ? { kind: "soon" }
      : !me
        ? // A visitor signs in and lands on the purchase flow with this package chosen.
          { kind: "signin", href: `/auth/signin?redirect=${encodeURIComponent(orderHref(packageId))}` }
        : me.is_brand
          ? { kind: "brand", href: orderHref(packageId) }
          : { kind: "other" };

  const cheapest = creator.packages[0];
  const featuredIndex = creator.packages.length >= 3 ? 1 : 0;

  return (
    <main id="main" className="pb-16 lg:pb-0">
      <CreatorJsonLd creator={creator} origin={siteOrigin().origin} />
      <div className="border-b bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--brand)_12%,transparent),transparent_60%)]">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 lg:pb-16">
          <Link
            href="/creators"
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 inline-flex items-center gap-1.5 rounded text-sm outline-none focus-visible:ring-[3px]"
          >
            <ArrowLeft aria-hidden className="size-4" />
            All creators
          </Link>

          <div className="mt-8 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
            <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
              <CreatorAvatar creator={creator} size={112} className="size-24 border-4 border-white shadow-lg sm:size-28" />
              <div className="min-w-0">
                <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{creator.name}</h1>
                {creator.shortBio ? (
                  <p className="text-muted-foreground mt-2 max-w-xl text-base leading-relaxed text-pretty sm:text-lg">{creator.shortBio}</p>
                ) : null}
                <CreatorFacts creator={creator} showEmptyRating={false} className="mt-4" />
                {me?.user.id !== creator.userId && (!me || me.is_brand) ? (
                  <Link
                    href={
                      me
                        ? `/inbox/${encodeURIComponent(creator.userId)}`
                        : `/auth/signin?redirect=${encodeURIComponent(`/inbox/${creator.userId}`)}`
                    }
                    className="text-brand focus-visible:ring-ring/50 mt-4 inline-flex items-center gap-1.5 rounded text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
                    data-testid="message-creator"
                  >
                    <MessageSquare aria-hidden className="size-4" />
                    Message this creator
                  </Link>
                ) : null}
                {me && me.user.id !== creator.userId ? (
                  <div className="mt-2">
                    <ReportButton targetType="creator_profile" targetId={creator.userId} />
                  </div>
                ) : null}
              </div>
            </div>
            {inviteOptions.length > 0 || cheapest ? (
              <div className="flex flex-wrap items-center gap-4 lg:flex-col lg:items-end lg:gap-3">
                {inviteOptions.length > 0 ? (
                  <InviteToCampaign creatorUserId={creator.userId} creatorName={creator.name} campaigns={inviteOptions} />
                ) : null}
                {cheapest ? (
                  <>
                    <a
                      href="#packages"
                      className="bg-brand text-brand-foreground hover:bg-brand/90 focus-visible:ring-ring/50 inline-flex h-11 items-center rounded-lg px-6 text-sm font-medium shadow-sm outline-none focus-visible:ring-[3px]"
                    >
                      See packages
                    </a>
                    <p className="text-muted-foreground text-sm">
                      {creator.packages.length} {creator.packages.length === 1 ? "package" : "packages"}
                    </p>
                  </>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-16">
        <div className="min-w-0 space-y-12">
          <PortfolioReel videos={creator.portfolioVideos} creatorName={creator.name} />
          <CreatorRecentWork creator={creator} />

          <CreatorAbout creator={creator} />
          <TrackRecordSection record={creator.trackRecord} />
        </div>

        <aside className="space-y-8 lg:pt-1">
          <CreatorNiches creator={creator} nicheHref={(n) => `/creators?niche=${n}`} />
          <CreatorSocialLinks creator={creator} />
        </aside>
      </div>

      <section id="packages" aria-labelledby="packages-heading" className="bg-muted/40 scroll-mt-20 border-t">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
          <div className="max-w-2xl">
            <h2 id="packages-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Packages
            </h2>
            <p className="text-muted-foreground mt-2 text-base">
              Fixed prices, agreed deliverables. Pay from your Reelbrief wallet; the creator is paid when you approve the videos.
            </p>
          </div>
          {creator.packages.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {creator.packages.map((pkg, i) => (
                <PackageCard key={pkg.id} pkg={pkg} cta={ctaFor(pkg.id)} featured={i === featuredIndex} />
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground mt-8 rounded-2xl border border-dashed p-8 text-center text-sm">
              {creator.firstName ?? creator.name} has not published a package yet.
            </p>
          )}
          {me?.is_brand && creator.packages.length > 0 ? (
            <p className="text-muted-foreground mt-6 text-sm" data-testid="checkout-note">
              {canOrder
                ? `“Order this package” opens the order form with the package selected: add a short brief, review, and pay from your wallet.`
                : "Package checkout arrives with orders. The prices above are what you will pay, from your wallet."}
            </p>
          ) : null}
        </div>
      </section>
    </main>
  );
}
