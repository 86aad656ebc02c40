"use client";

import { FileText, Globe, Megaphone, Package, ShoppingBag } from "lucide-react";
import Link from "next/link";
import { ProfileCompletenessPanel } from "@/components/creator/profile-completeness-panel";
import { useMe } from "@/components/session/use-me";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ActivityCard } from "@/features/notifications/activity-card";
import { ActionItemsCard, OrderMoneyCard, RecentOrdersCard, RecentVideosCard } from "@/features/orders/dashboard-orders";
import { isPlaceholderPath, liveLinks } from "@/lib/placeholder-routes";
import { profileCompleteness } from "@/lib/profile-completeness";
import { profileDisplayName } from "@/lib/profile-display";
import { welcomeLine } from "@/lib/welcome";
import { DashboardLoading } from "../_shared/dashboard-loading";
import { useDashboardData } from "../_shared/use-dashboard-data";

/** Shortcuts to the creator's work; those whose page is still a placeholder are not offered. */
const SHORTCUTS = liveLinks([
  { href: "/dashboard/view-campaigns", label: "View Campaigns", text: "Apply to active brand campaigns.", icon: Megaphone },
  { href: "/dashboard/campaigns/proposals", label: "Campaign Proposals", text: "Track the status of what you sent.", icon: FileText },
  { href: "/dashboard/orders", label: "Your Orders", text: "Deliver videos for brands.", icon: ShoppingBag },
  { href: "/dashboard/settings/earn", label: "Your Packages", text: "Sell packages at your price.", icon: Package },
]);

const PROFILE_EDITOR = "/dashboard/settings";
const canEditProfile = !isPlaceholderPath(PROFILE_EDITOR);

/** The creator's home (/dashboard): loaded in the browser from the API (decision 094). */
export function CreatorDashboard() {
  const { me } = useMe();
  const { orders, activity, loadedAt } = useDashboardData("creator");
  if (!me || orders === undefined || activity === undefined) return <DashboardLoading />;
  const completeness = profileCompleteness(me);
  const firstName = me.creator_info?.first_name?.trim() || profileDisplayName(me).split(" ")[0];
  const customUrl = me.creator_info?.custom_url;
  const shortcuts = customUrl
    ? [
        ...SHORTCUTS,
        {
          href: `/c/${encodeURIComponent(customUrl)}`,
          label: "Your public page",
          text: "What brands see: profile and packages.",
          icon: Globe,
        },
      ]
    : SHORTCUTS;

  return (
    <PageBody>
      <PageHeader title="Dashboard" description={`${welcomeLine(firstName, me.returningVisit)} Here is what to do next.`.trim()} />

      {orders === "error" ? (
        <Card role="alert" data-testid="orders-unavailable">
          <CardHeader>
            <CardTitle>Your orders could not be loaded</CardTitle>
            <CardDescription>This is on our side and nothing was changed. Reload the page in a moment.</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        orders && (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <ActionItemsCard
                items={orders.actionItems}
                ordersWaiting={orders.counts.needsAction}
                allClearText="Nothing waits for you: no parcel to receive, no video due soon."
              />
              <OrderMoneyCard
                testId="earnings-card"
                rows={[
                  {
                    label: "Available for payout",
                    cents: orders.money.availableCents,
                    hint: "Earnings from approved videos you can pay out now.",
                  },
                  {
                    label: "In escrow",
                    cents: orders.money.inEscrowCents,
                    hint: "Paid by brands for your open orders; yours as they approve.",
                  },
                  {
                    label: "Paid out this month",
                    cents: orders.money.paidOutThisMonthCents,
                    hint: "Payouts marked paid since the 1st of this month.",
                  },
                  { label: "Earned", cents: orders.money.earnedCents, hint: "Your share of every approved video, after the platform fee." },
                ]}
              />
            </div>
            <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <RecentOrdersCard
                orders={orders.recentOrders}
                side="creator"
                now={loadedAt}
                basePath="/dashboard/orders"
                empty={
                  <div className="flex flex-col items-start gap-3">
                    <p className="text-muted-foreground text-sm">
                      No orders yet. Brands order from the packages on your public page, or accept your campaign proposals.
                    </p>
                    {!isPlaceholderPath("/dashboard/settings/earn") && (
                      <Button asChild variant="brand" size="sm">
                        <Link href="/dashboard/settings/earn">Set up your packages</Link>
                      </Button>
                    )}
                  </div>
                }
              />
              <RecentVideosCard videos={orders.recentVideos} side="creator" basePath="/dashboard/orders" />
            </div>
          </>
        )
      )}

      <ActivityCard items={activity} now={loadedAt} />

      <ProfileCompletenessPanel completeness={completeness} addLinks={canEditProfile ? "to-editor" : "none"}>
        <p className="text-muted-foreground text-sm">
          {completeness.isComplete
            ? "Brands see everything they need to pick you for their campaigns."
            : canEditProfile
              ? "Brands choose creators with complete profiles first. Fill in the missing parts below."
              : "Brands choose creators with complete profiles first. These parts are still missing."}
        </p>
      </ProfileCompletenessPanel>

      {shortcuts.length > 0 && (
        <section aria-labelledby="shortcuts" className="flex flex-col gap-3">
          <h2 id="shortcuts" className="text-lg font-semibold">
            Your work
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {shortcuts.map(({ href, label, text, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="bg-card hover:border-brand/40 focus-visible:ring-ring flex h-full flex-col gap-2 rounded-xl border p-4 shadow-sm transition-colors outline-none focus-visible:ring-2"
                >
                  <Icon aria-hidden className="text-brand size-5" />
                  <span className="font-medium">{label}</span>
                  <span className="text-muted-foreground text-sm">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageBody>
  );
}
