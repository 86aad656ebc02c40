"use client";

import { format } from "date-fns";
import { Check, CreditCard, Loader2, Megaphone } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Field } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import type { PlanView, SubscriptionDetail } from "@/contracts/money";
import { useMe } from "@/components/session/use-me";
import { AddFundsButton } from "@/components/wallet/add-funds-button";
import { v1 } from "@/lib/api-client";
import { errorMessage, isApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { allowanceSummary } from "@/lib/subscription-allowance";
import { cn } from "@/lib/utils";
import { AllowanceCard } from "./allowance-card";
import { ConfirmPlanDialog, type PendingPlanChoice } from "./confirm-plan-dialog";
import { usePlans, useSubscriptionAllowance, useSubscriptions } from "./use-billing";

/**
 * Settings → Billing (docs/product/plans-and-limits.md): the plan, seats and brands used (docs/product/plans-and-limits.md derived values),
 * the campaign allowance meter, and changing the plan and extras. Plans are paid from the wallet.
 */
export function BillingSection() {
  const { me, refresh } = useMe();
  const subs = useSubscriptions();
  const plans = usePlans();
  const current = subs.data?.[0] ?? null;
  const allowance = useSubscriptionAllowance((me?.subs.length ?? 0) > 0);
  const summary = allowanceSummary(allowance.data);

  const reload = async () => {
    await Promise.all([refresh(), subs.mutate(), allowance.mutate()]);
  };

  if (!me || subs.isLoading || plans.isLoading) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading billing">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="billing-heading" className="flex flex-col gap-4" data-testid="billing-section">
      <div className="flex flex-col gap-1">
        <h2 id="billing-heading" className="text-xl font-semibold tracking-tight">
          Billing
        </h2>
        <p className="text-muted-foreground text-sm">
          Your plan is paid monthly from your wallet balance ({formatCents(me.wallet_balance)} available).
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <Card data-testid="plan-card">
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <CreditCard aria-hidden className="size-4" /> Current plan
            </CardDescription>
            <CardTitle className="text-2xl" data-testid="current-plan">
              {current ? current.plan.package_name : "No plan"}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-muted-foreground flex flex-col gap-2 text-sm">
            {current ? <PlanStatus sub={current} /> : <p>Choose a plan below to publish campaigns and add team seats.</p>}
          </CardContent>
        </Card>
        <AllowanceCard me={me} kind="seats" testId="billing-seats" />
        <AllowanceCard me={me} kind="brands" testId="billing-brands" />
      </div>

      <Card data-testid="allowance-meter">
        <CardHeader>
          <CardDescription className="flex items-center gap-2">
            <Megaphone aria-hidden className="size-4" /> Campaign allowance
          </CardDescription>
          <CardTitle className="tabular-nums" data-testid="allowance-total">
            {summary.remaining} active {summary.remaining === 1 ? "campaign" : "campaigns"} allowed
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Progress value={summary.pct_out_of_100} aria-label="Campaign allowance" />
          <p className="text-muted-foreground text-sm">
            {current
              ? "Campaigns that are not drafts or archived count towards your plan's allowance."
              : "Without a plan you cannot publish campaigns."}
          </p>
        </CardContent>
      </Card>

      <PlanPicker plans={plans.data ?? []} current={current} walletCents={me.wallet_balance} onChanged={reload} />
    </section>
  );
}

function PlanStatus({ sub }: { sub: SubscriptionDetail }) {
  const end = format(new Date(sub.current_period_end), "MMM d, yyyy");
  return (
    <>
      <p>
        <span className="text-foreground font-medium tabular-nums">{formatCents(sub.period_price_cents)}</span> / month
        {sub.extra_seats + sub.extra_brands > 0 && ` · +${sub.extra_seats} seats, +${sub.extra_brands} brands`}
      </p>
      {sub.status === "past_due" ? (
        <Badge variant="warning">Payment due — add funds to keep your plan</Badge>
      ) : sub.cancel_at_period_end ? (
        <Badge variant="warning">Ends on {end}</Badge>
      ) : (
        <p>Renews on {end}</p>
      )}
      {sub.pending_change && (
        <p>
          Changes to <span className="text-foreground font-medium">{sub.pending_change.plan.package_name}</span> on {end}.
        </p>
      )}
    </>
  );
}

function PlanPicker({
  plans,
  current,
  walletCents,
  onChanged,
}: {
  plans: PlanView[];
  current: SubscriptionDetail | null;
  walletCents: number;
  onChanged: () => Promise<void>;
}) {
  const [extraSeats, setExtraSeats] = useState(String(current?.extra_seats ?? 0));
  const [extraBrands, setExtraBrands] = useState(String(current?.extra_brands ?? 0));
  const [busy, setBusy] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState(false);
  const seats = Math.max(0, Math.floor(Number(extraSeats) || 0));
  const brands = Math.max(0, Math.floor(Number(extraBrands) || 0));

  const [pending, setPending] = useState<PendingPlanChoice | null>(null);

  /** First step: ask the server what this choice would charge now, and let the buyer confirm it. */
  const review = async (plan: PlanView) => {
    setBusy(plan.code);
    setShortfall(false);
    try {
      const quote = await v1.call("POST /auth/subscriptions/quote", {
        json: { plan: plan.code, extra_seats: seats, extra_brands: brands },
      });
      if (quote.data.applied === "unchanged") {
        // Nothing is charged: choosing the current plan again only drops a scheduled change.
        await choose({ plan, extraSeats: seats, extraBrands: brands, quote: quote.data });
      } else {
        setPending({ plan, extraSeats: seats, extraBrands: brands, quote: quote.data });
        setBusy(null);
      }
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(null);
    }
  };

  const choose = async ({ plan, extraSeats: seats, extraBrands: brands }: PendingPlanChoice) => {
    setBusy(plan.code);
    setShortfall(false);
    try {
      const body = { plan: plan.code, extra_seats: seats, extra_brands: brands };
      if (current) {
        const res = await v1.call("PUT /auth/subscriptions", { json: body });
        const applied = res.data.applied;
        toast.success(
          applied === "now"
            ? `Changed to ${plan.package_name}${res.data.chargedCents > 0 ? ` — ${formatCents(res.data.chargedCents)} charged for the rest of this period` : ""}`
            : applied === "at_period_end"
              ? `${plan.package_name} starts at the end of this period`
              : "Your plan is unchanged",
        );
      } else {
        await v1.call("POST /auth/subscriptions", { json: body });
        toast.success(`You're on ${plan.package_name}`);
      }
      setPending(null);
      await onChanged();
    } catch (error) {
      if (isApiError(error, { code: "insufficient_funds" })) setShortfall(true);
      setPending(null);
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const cancel = async (undo: boolean) => {
    setBusy(undo ? "resume" : "cancel");
    try {
      await v1.call(undo ? "POST /auth/subscriptions/resume" : "POST /auth/subscriptions/cancel");
      toast.success(undo ? "Your plan will renew" : "Your plan ends at the end of this period");
      await onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <ConfirmPlanDialog
        pending={pending}
        busy={pending !== null && busy === pending.plan.code}
        onConfirm={() => pending && void choose(pending)}
        onCancel={() => setPending(null)}
      />
      <CardHeader>
        <CardTitle>{current ? "Change plan" : "Choose a plan"}</CardTitle>
        <CardDescription>
          Upgrades apply now and charge the difference for the rest of the period; downgrades apply when the period ends.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="extra-seats"
            label="Extra seats"
            type="number"
            inputMode="numeric"
            min={0}
            max={500}
            value={extraSeats}
            onChange={(e) => setExtraSeats(e.target.value)}
            hint={`On top of the plan's seats, ${formatCents(plans[0]?.extra_seat_price_cents ?? 0)} each per month.`}
          />
          <Field
            id="extra-brands"
            label="Extra brands"
            type="number"
            inputMode="numeric"
            min={0}
            max={500}
            value={extraBrands}
            onChange={(e) => setExtraBrands(e.target.value)}
            hint={`On top of the plan's brands, ${formatCents(plans[0]?.extra_brand_price_cents ?? 0)} each per month.`}
          />
        </div>

        {shortfall && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>Your wallet doesn&apos;t hold enough for this plan. Add funds, then choose it again.</span>
            <AddFundsButton balanceCents={walletCents} />
          </div>
        )}

        <ul className="grid gap-4 lg:grid-cols-3">
          {plans.map((plan) => {
            const isCurrent = current?.plan.code === plan.code;
            const price = plan.monthly_price_cents;
            const total = price === null ? null : price + seats * plan.extra_seat_price_cents + brands * plan.extra_brand_price_cents;
            return (
              <li
                key={plan.code}
                className={cn("flex flex-col gap-4 rounded-xl border p-5", isCurrent && "border-brand ring-brand/30 ring-2")}
                data-testid={`plan-${plan.code}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold">{plan.package_name}</h3>
                    <p className="text-muted-foreground text-sm">{plan.description}</p>
                  </div>
                  {isCurrent && <Badge variant="success">Current</Badge>}
                </div>
                <p className="text-2xl font-semibold tabular-nums">
                  {price === null ? "Custom" : formatCents(price)}
                  {price !== null && <span className="text-muted-foreground text-sm font-normal"> / month</span>}
                </p>
                <ul className="text-muted-foreground flex flex-col gap-1.5 text-sm">
                  {plan.features.map((f) => (
                    <li key={f} className="flex items-start gap-2">
                      <Check aria-hidden className="text-brand mt-0.5 size-4 shrink-0" /> {f}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto">
                  {plan.is_self_serve ? (
                    <Button
                      className="w-full"
                      variant={isCurrent ? "outline" : "brand"}
                      disabled={busy !== null}
                      onClick={() => void review(plan)}
                    >
                      {busy === plan.code && <Loader2 aria-hidden className="animate-spin" />}
                      {isCurrent
                        ? seats !== current.extra_seats || brands !== current.extra_brands
                          ? `Update extras · ${formatCents(total)}/mo`
                          : "Keep this plan"
                        : `${current ? "Switch to" : "Choose"} ${plan.package_name} · ${formatCents(total)}/mo`}
                    </Button>
                  ) : (
                    <Button asChild className="w-full" variant="outline">
                      <Link href="/pricing">Talk to us</Link>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
      {current && (
        <CardFooter className="flex flex-wrap justify-between gap-2 border-t pt-6">
          <p className="text-muted-foreground text-sm">
            {current.cancel_at_period_end
              ? "Your plan will end at the end of this period."
              : "Cancel any time: you keep your plan until the period ends."}
          </p>
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void cancel(current.cancel_at_period_end)}>
            {(busy === "cancel" || busy === "resume") && <Loader2 aria-hidden className="animate-spin" />}
            {current.cancel_at_period_end ? "Keep my plan" : "Cancel plan"}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
