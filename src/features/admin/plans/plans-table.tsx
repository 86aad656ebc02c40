"use client";

import useSWR from "swr";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminPlan } from "@/contracts/admin/plans";
import { apiV2 } from "@/lib/api-client";
import { formatCents } from "@/lib/money-format";
import { PlanPriceDialog } from "./plan-price-dialog";

export const PLANS_KEY = "/plans";
export const fetchPlans = () => apiV2.get<AdminPlan[]>(PLANS_KEY);

/** The plans with their allowances and subscribers; a self-serve plan's price can be changed here. */
export function PlansTable() {
  const plans = useSWR(PLANS_KEY, fetchPlans);
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
          <TableHead scope="col" className="text-right">
            Seats
          </TableHead>
          <TableHead scope="col" className="text-right">
            Brands
          </TableHead>
          <TableHead scope="col" className="text-right">
            Live campaigns
          </TableHead>
          <TableHead scope="col" className="text-right">
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
            <TableCell className="font-medium">
              {p.packageName} {!p.isActive && <Badge variant="outline">not sold</Badge>}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums" data-testid="plan-price">
              {p.monthlyPriceCents === null ? "Custom" : formatCents(p.monthlyPriceCents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{p.includedSeats}</TableCell>
            <TableCell className="text-right tabular-nums">{p.includedBrands}</TableCell>
            <TableCell className="text-right tabular-nums">{p.allowedCampaigns}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
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
