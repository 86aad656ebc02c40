import { Building2, Megaphone, Users, Wallet } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { AddFundsButton } from "@/features/wallet/add-funds-button";
import { additionalBrands, brandsRemaining, brandsUsedPct, includedBrands } from "@/lib/brands";
import { formatCents } from "@/lib/money-format";
import { additionalSeats, includedSeats, seatsRemaining, seatsUsedPct } from "@/lib/seats";
import { hasSubscription, isPro, isStarter } from "@/lib/subscription-tier";
import { getServerMe } from "@/server/auth/server-session";

export const metadata: Metadata = { title: "Dashboard", description: "Your brand home." };

export default async function BrandDashboardPage() {
  const me = await getServerMe();
  if (!me) return null;
  const subscribed = hasSubscription(me);
  const plan = me.subs[0]?.subscription_type.package_name;
  const firstName = me.user.name.trim().split(/\s+/)[0];

  return (
    <PageBody>
      <PageHeader
        title="Dashboard"
        description={
          firstName ? `Welcome back, ${firstName}. Your wallet, team and brands at a glance.` : "Your wallet, team and brands at a glance."
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/platform/creators">Find creators</Link>
          </Button>
        }
      />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
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

        <AllowanceCard
          testId="seats-card"
          icon={<Users aria-hidden className="size-4" />}
          label="Team seats"
          used={me.used_seats}
          total={me.total_seats}
          remaining={seatsRemaining(me)}
          pct={seatsUsedPct(me)}
          included={includedSeats(me)}
          additional={additionalSeats(me)}
          unit="seat"
        />
        <AllowanceCard
          testId="brands-card"
          icon={<Building2 aria-hidden className="size-4" />}
          label="Brands"
          used={me.used_brands}
          total={me.total_brands}
          remaining={brandsRemaining(me)}
          pct={brandsUsedPct(me)}
          included={includedBrands(me)}
          additional={additionalBrands(me)}
          unit="brand"
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{subscribed ? `${plan} plan` : "No plan yet"}</CardTitle>
          <CardDescription>
            {subscribed
              ? "Your plan sets how many campaigns you can run, and the seats and brands above."
              : "You can buy creator packages and accept proposals without a plan. Publishing campaigns needs one."}
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
          <Button asChild variant="ghost" size="sm">
            <Link href="/platform/campaigns">
              <Megaphone aria-hidden /> Your campaigns
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageBody>
  );
}

function AllowanceCard(props: {
  testId: string;
  icon: ReactNode;
  label: string;
  used: number;
  total: number;
  remaining: number;
  pct: number;
  included: number;
  additional: number;
  unit: string;
}) {
  const plural = (n: number) => `${n} ${props.unit}${n === 1 ? "" : "s"}`;
  return (
    <Card data-testid={props.testId}>
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          {props.icon} {props.label}
        </CardDescription>
        <CardTitle className="text-3xl tabular-nums">
          {props.used}
          <span className="text-muted-foreground text-base font-normal"> of {props.total} used</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Progress value={props.pct} aria-label={`${props.label} used`} />
        <dl className="text-muted-foreground grid grid-cols-3 gap-2 text-xs">
          <div>
            <dt>Remaining</dt>
            <dd className="text-foreground text-sm font-medium tabular-nums">{props.remaining}</dd>
          </div>
          <div>
            <dt>In your plan</dt>
            <dd className="text-foreground text-sm font-medium tabular-nums">{props.included}</dd>
          </div>
          <div>
            <dt>Extra</dt>
            <dd className="text-foreground text-sm font-medium tabular-nums">{props.additional}</dd>
          </div>
        </dl>
        {props.remaining <= 0 && (
          <p className="text-sm">
            You are using all {plural(props.total)}.{" "}
            <Link href="/platform/settings" className="text-brand font-medium hover:underline">
              Get more
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
