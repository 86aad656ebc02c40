import { Building2, Users } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { Me } from "@/contracts/me";
import { additionalBrands, brandsRemaining, brandsUsedPct, brandsWithoutPlanText, includedBrands } from "@/lib/brands";
import { additionalSeats, includedSeats, seatsRemaining, seatsUsedPct, seatsWithoutPlanText } from "@/lib/seats";

type AllowanceFields = Pick<Me, "used_seats" | "total_seats" | "used_brands" | "total_brands" | "subs">;

const KINDS = {
  seats: {
    label: "Team seats",
    unit: "seat",
    Icon: Users,
    numbers: (me: AllowanceFields) => ({
      used: me.used_seats,
      total: me.total_seats,
      pct: seatsUsedPct(me),
      remaining: seatsRemaining(me),
      included: includedSeats(me),
      additional: additionalSeats(me),
      withoutPlan: seatsWithoutPlanText(me),
    }),
  },
  brands: {
    label: "Brands",
    unit: "brand",
    Icon: Building2,
    numbers: (me: AllowanceFields) => ({
      used: me.used_brands,
      total: me.total_brands,
      pct: brandsUsedPct(me),
      remaining: brandsRemaining(me),
      included: includedBrands(me),
      additional: additionalBrands(me),
      withoutPlan: brandsWithoutPlanText(me),
    }),
  },
} as const;

/**
 * Seats or brands of a brand account (docs/product/plans-and-limits.md derived values): used of total, a meter, and
 * what is left, in the plan and bought on top (or, without a plan, what the account has for free). Shown on the dashboard and in Settings → Billing;
 * `getMoreHref` is left out where the card already sits next to the plan picker.
 */
export function AllowanceCard({
  me,
  kind,
  testId,
  getMoreHref,
}: {
  me: AllowanceFields;
  kind: keyof typeof KINDS;
  testId: string;
  getMoreHref?: string;
}) {
  const { label, unit, Icon, numbers } = KINDS[kind];
  const n = numbers(me);
  const plural = (count: number) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <Icon aria-hidden className="size-4" /> {label}
        </CardDescription>
        <CardTitle className="text-3xl tabular-nums">
          {n.used}
          <span className="text-muted-foreground text-base font-normal"> of {n.total} used</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Progress value={n.pct} aria-label={`${label} used`} />
        {n.withoutPlan ? (
          <p className="text-muted-foreground text-sm" data-testid={`${testId}-without-plan`}>
            {n.withoutPlan}
          </p>
        ) : (
          <dl className="text-muted-foreground grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt>Remaining</dt>
              <dd className="text-foreground text-sm font-medium tabular-nums">{n.remaining}</dd>
            </div>
            <div>
              <dt>In your plan</dt>
              <dd className="text-foreground text-sm font-medium tabular-nums">{n.included}</dd>
            </div>
            <div>
              <dt>Extra</dt>
              <dd className="text-foreground text-sm font-medium tabular-nums">{n.additional}</dd>
            </div>
          </dl>
        )}
        {n.remaining <= 0 && (
          <p className="text-sm">
            You are using all {plural(n.total)}.
            {getMoreHref && (
              <>
                {" "}
                <Link href={getMoreHref} className="text-brand font-medium hover:underline">
                  Get more
                </Link>
              </>
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
