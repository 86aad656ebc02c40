"use client";

import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { formatCents } from "@/lib/money-format";
import { PlanPriceDialog } from "./plan-price-dialog";

/** The plans, read here and by the complimentary plans card (which revalidates it). */
export const plansQuery = () => v2.query("GET /plans");
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** The plans with their allowances and subscribers; a self-serve plan's price can be changed here. */
export function PlansTable() {
  const plans = useApiData(plansQuery());
  if (plans.error) {
    return (
      <p role="alert" className="text-destructive text-sm">
        The plans could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!plans.data) return <Skeleton className="h-40 rounded-lg" aria-busy="true" aria-label="Loading plans" />;
  return (
    <Table data-testid="admin-plans">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Plan</TableHead>
          <TableHead scope="col" className="text-right">
            Monthly price
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Seats
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Brands
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Live campaigns
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Subscribers
          </TableHead>
          <TableHead scope="col">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {plans.data.map((p) => (
          <TableRow key={p.id} data-plan={p.code}>
            <TableCell>
              <span className="font-medium">{p.packageName}</span> {!p.isActive && <Badge variant="outline">not sold</Badge>}
              {/* On a phone the allowances sit under the name, so the price and its action stay in view. */}
              <span className="text-muted-foreground block text-xs md:hidden">
                {count(p.includedSeats, "seat")} · {count(p.includedBrands, "brand")} · {count(p.allowedCampaigns, "live campaign")} ·{" "}
                {count(p.subscribers, "subscriber")}
              </span>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums" data-testid="plan-price">
              {p.monthlyPriceCents === null ? "Custom" : formatCents(p.monthlyPriceCents)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">{p.includedSeats}</TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">{p.includedBrands}</TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">{p.allowedCampaigns}</TableCell>
            <TableCell className="hidden text-right whitespace-nowrap tabular-nums md:table-cell">
              {p.subscribers}
              {p.complimentary > 0 && <span className="text-muted-foreground"> ({p.complimentary} free)</span>}
            </TableCell>
            <TableCell className="text-right">
              {p.monthlyPriceCents === null ? (
                <span className="text-muted-foreground text-xs">Invoiced by the team</span>
              ) : (
                <PlanPriceDialog plan={p} onChanged={() => void plans.mutate()} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
