"use client";

import Link from "next/link";
import type { PlanView } from "@/contracts/money";
import type { Plan } from "@/contracts/plans";
import { useVisitor } from "@/features/marketing/components/use-visitor";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import type { Visitor } from "./plan-cta";
import { PricingPlans } from "./pricing-plans";

function planOf(p: PlanView): Plan {
  return {
    id: p.id,
    code: p.code,
    packageName: p.package_name,
    priceId: p.price_id,
    description: p.description,
    features: p.features,
    includedSeats: p.included_seats,
    includedBrands: p.included_brands,
    allowedCampaigns: p.allowed_campaigns,
    monthlyPriceCents: p.monthly_price_cents,
    extraSeatPriceCents: p.extra_seat_price_cents,
    extraBrandPriceCents: p.extra_brand_price_cents,
    isSelfServe: p.is_self_serve,
    // The API lists only the plans on sale.
    isActive: true,
  };
}

/** The pricing page's view of who is looking: a brand is sent to Settings, anyone else to sign in. */
function usePricingVisitor(): Visitor {
  const visitor = useVisitor();
  if (visitor.state !== "signed-in") return "signed-out";
  return visitor.isBrand ? "brand" : "other";
}

/**
 * The plan cards, read in the browser: /pricing is prerendered once for everyone (plan prices are
 * settings an admin changes at run time, so the build cannot know them), and the visitor decides
 * each card's call to action.
 */
export function LivePricingPlans() {
  const visitor = usePricingVisitor();
  const { data, mutate, ...swr } = useApiData(v1.query("GET /plans"), { revalidateOnFocus: false });
  const error: unknown = swr.error;
  if (error && !data) {
    return (
      <div role="alert" className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground" data-testid="pricing-plans-error">
        The plans could not be loaded.{" "}
        <button type="button" className="font-medium text-foreground underline underline-offset-2" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <ul className="grid gap-6 lg:grid-cols-3" aria-busy="true" aria-label="Loading the plans" data-testid="pricing-plans-loading">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-[34rem] animate-pulse rounded-2xl border border-border bg-muted/40" />
        ))}
      </ul>
    );
  }
  return <PricingPlans plans={data.map(planOf)} visitor={visitor} />;
}

/** The closing call to action: a signed-in brand goes to Settings, anyone else where the copy says. */
export function PricingClosingLink({ href, label }: { href: string; label: string }) {
  const isBrand = usePricingVisitor() === "brand";
  return <Link href={isBrand ? "/platform/settings" : href}>{isBrand ? "Go to Settings" : label}</Link>;
}
