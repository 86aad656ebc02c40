"use client";

import { Megaphone, Wallet } from "lucide-react";
import Link from "next/link";
import { useMe } from "@/components/session/use-me";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AddFundsButton } from "@/components/wallet/add-funds-button";
import { AllowanceCard } from "@/features/billing/allowance-card";
import { ActivityCard } from "@/features/notifications/activity-card";
import { ActionItemsCard, OrderMoneyCard, RecentOrdersCard, RecentVideosCard } from "@/features/orders/dashboard-orders";
import { formatCents } from "@/lib/money-format";
import { isPlaceholderPath } from "@/lib/placeholder-routes";
import { hasSubscription, isPro, isStarter } from "@/lib/subscription-tier";
import { welcomeLine } from "@/lib/welcome";
import { DashboardLoading } from "../_shared/dashboard-loading";
import { useDashboardData } from "../_shared/use-dashboard-data";

/** The brand's home (/platform): loaded in the browser from the API (decision 094). */
export function BrandDashboard() {
  const { me } = useMe();
  const { orders, activity, loadedAt } = useDashboardData("brand");
  if (!me || orders === undefined || activity === undefined) return <DashboardLoading />;
  const subscribed = hasSubscription(me);
  const plan = me.subs[0]?.subscription_type.package_name;
  const firstName = me.user.name.trim().split(/\s+/)[0];

  return (
    <PageBody>
      <PageHeader
        title="Dashboard"
        description={`${welcomeLine(firstName, me.returningVisit)} Your orders, wallet, team and brands at a glance.`.trim()}
        actions={
          <Button asChild variant="outline" size="sm">
            {/* The in-platform creator search is a placeholder; the public directory works today. */}
            <Link href="/creators">Find creators</Link>
          </Button>
        }
      />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {orders === "error" ? (
          <OrdersUnavailable />
        ) : (
          orders && (
            <ActionItemsCard
              items={orders.actionItems}
              ordersWaiting={orders.counts.needsAction}
              allClearText="Nothing waits for you: no parcel to ship, no video to review."
            />
          )
        )}
        <Card data-testid="wallet-card">
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Wallet aria-hidden className="size-4" /> Wallet balance
            </CardDescription>
            <CardTitle className="text-3xl tabular-nums">{formatCents(me.wallet_balance)}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="text-muted-foreground text-sm">
              {me.wallet_balance > 0
                ? "Orders and accepted proposals are paid from this balance."
                : "Add funds before you buy a package or accept a proposal: orders are paid from your wallet."}
            </p>
            <div className="flex flex-wrap gap-2">
              <AddFundsButton balanceCents={me.wallet_balance} />
              <Button asChild variant="ghost" size="sm">
                <Link href="/platform/settings/payment-history">Payment history</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
        {orders && orders !== "error" && (
          <OrderMoneyCard
            testId="orders-money-card"
            rows={[
              {
                label: "In escrow",
                cents: orders.money.inEscrowCents,
                hint: "Paid for your open orders; released to creators as you approve videos.",
              },
              { label: "Paid to creators", cents: orders.money.spentCents, hint: "Released on approval, all time." },
            ]}
          />
        )}
      </div>

      {orders && orders !== "error" && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <RecentOrdersCard
            orders={orders.recentOrders}
            side="buyer"
            now={loadedAt}
            basePath="/platform/orders"
            empty={
              <div className="flex flex-col items-start gap-3">
                <p className="text-muted-foreground text-sm">
                  No orders yet. Pick a creator and buy one of their packages; it is paid from your wallet.
                </p>
                <Button asChild variant="brand" size="sm">
                  <Link href="/creators">Browse creators</Link>
                </Button>
              </div>
            }
          />
          <RecentVideosCard videos={orders.recentVideos} side="buyer" basePath="/platform/orders" />
        </div>
      )}

      <ActivityCard items={activity} now={loadedAt} />

      <div className="grid gap-4 md:grid-cols-2">
        <AllowanceCard me={me} kind="seats" testId="seats-card" getMoreHref="/platform/settings" />
        <AllowanceCard me={me} kind="brands" testId="brands-card" getMoreHref="/platform/settings" />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{subscribed ? `${plan} plan` : "No plan yet"}</CardTitle>
          <CardDescription>
            {subscribed
              ? "Your plan sets how many campaigns you can run, and the seats and brands above."
              : "A plan lets you publish campaigns and adds team seats and brands. It is paid monthly from your wallet."}
          </CardDescription>
          <CardAction>
            {subscribed ? (
              <Badge variant="success">{isPro(me) ? "Pro" : isStarter(me) ? "Starter" : "Active"}</Badge>
            ) : (
              <Badge variant="outline">Free</Badge>
            )}
          </CardAction>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant={subscribed ? "outline" : "brand"} size="sm">
            <Link href="/platform/settings">{subscribed ? "Manage plan" : "Choose a plan"}</Link>
          </Button>
          {!isPlaceholderPath("/platform/campaigns") && (
            <Button asChild variant="ghost" size="sm">
              <Link href="/platform/campaigns">
                <Megaphone aria-hidden /> Your campaigns
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </PageBody>
  );
}

function OrdersUnavailable() {
  return (
    <Card role="alert" data-testid="orders-unavailable">
      <CardHeader>
        <CardTitle>Your orders could not be loaded</CardTitle>
        <CardDescription>This is on our side and nothing was changed. Reload the page in a moment.</CardDescription>
      </CardHeader>
    </Card>
  );
}
