import { Check } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { Plan } from "@/contracts/plans";
import { formatPlanPrice, isHighlighted, planCta, planIncludes, type Visitor } from "./plan-cta";

function Capacity({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col">
      <dt className="order-2 text-xs text-muted-foreground">{label}</dt>
      <dd className="order-1 text-lg font-semibold tabular-nums text-foreground">{value}</dd>
    </div>
  );
}

/** The plan cards of /pricing, from the database (docs/product/plans-and-limits.md). */
export function PricingPlans({ plans, visitor }: { plans: Plan[]; visitor: Visitor }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3" data-testid="pricing-plans">
      {plans.map((plan) => {
        const cta = planCta(plan, visitor);
        const highlighted = isHighlighted(plan);
        const headingId = `plan-${plan.code}`;
        return (
          <li
            key={plan.id}
            aria-labelledby={headingId}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-background p-7 shadow-xs",
              highlighted ? "border-brand shadow-[0_20px_60px_-25px] shadow-brand/50 ring-1 ring-brand" : "border-border",
            )}
          >
            {highlighted ? (
              <span className="absolute -top-3 left-7 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-brand-foreground">
                Most popular
              </span>
            ) : null}
            <h3 id={headingId} className="text-lg font-semibold text-foreground">
              {plan.packageName}
            </h3>
            <p className="mt-2 min-h-10 text-sm leading-relaxed text-muted-foreground">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-1.5">
              <span className="text-4xl font-semibold tracking-tight text-foreground">{formatPlanPrice(plan.monthlyPriceCents)}</span>
              <span className="text-sm text-muted-foreground">{plan.monthlyPriceCents === null ? "priced to your volume" : "/ month"}</span>
            </p>
            <dl className="mt-6 grid grid-cols-3 gap-3 rounded-xl bg-muted/60 p-4">
              <Capacity value={plan.includedSeats} label={plan.includedSeats === 1 ? "seat" : "seats"} />
              <Capacity value={plan.includedBrands} label={plan.includedBrands === 1 ? "brand" : "brands"} />
              <Capacity value={plan.allowedCampaigns} label="active campaigns" />
            </dl>
            <Button asChild size="lg" variant={highlighted ? "brand" : "outline"} className="mt-6 w-full">
              <Link href={cta.href}>
                {cta.label}
                <span className="sr-only"> with {plan.packageName}</span>
              </Link>
            </Button>
            <p className="mt-6 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Includes</p>
            <ul className="mt-3 space-y-2.5 text-sm">
              {planIncludes(plan.features).map((f) => (
                <li key={f} className="flex gap-2.5 text-foreground/90">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                  {f}
                </li>
              ))}
              {plan.monthlyPriceCents !== null ? (
                <li className="flex gap-2.5 text-muted-foreground">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                  Extra seats {formatPlanPrice(plan.extraSeatPriceCents)}, extra brands {formatPlanPrice(plan.extraBrandPriceCents)} a month
                </li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
