"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminPlan } from "@/contracts/admin/plans";
import { ReasonDialog } from "@/features/admin/reason-dialog";
import { ApiClientError, v2 } from "@/lib/api-client";
import { formatCents } from "@/lib/money-format";
import { dollarsToCents } from "@/lib/price-input";

/** Change a plan's monthly price, with a reason: subscribers pay it from their next renewal. */
export function PlanPriceDialog({ plan, onChanged }: { plan: AdminPlan; onChanged: () => void }) {
  const [price, setPrice] = useState(((plan.monthlyPriceCents ?? 0) / 100).toFixed(2));
  const priceId = useId();
  return (
    <ReasonDialog
      triggerLabel="Change price"
      triggerVariant="outline"
      title={`Change the ${plan.packageName} price`}
      description={
        <>
          Now {formatCents(plan.monthlyPriceCents)} a month. The {plan.subscribers} live subscription(s) keep the period they paid for and
          are charged the new price from their next renewal.
        </>
      }
      confirmLabel="Change price"
      reasonHint="Kept in the audit log."
      onConfirm={async (reason) => {
        const cents = dollarsToCents(price);
        if (cents === null) throw new ApiClientError(400, "validation_error", "Enter a price in dollars, like 59 or 59.00");
        await v2.call("PATCH /plans/:id", { param: { id: plan.id }, json: { monthlyPriceCents: cents, reason } });
        toast.success(`${plan.packageName} now costs ${formatCents(cents)} a month from the next renewal`);
        onChanged();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={priceId}>New monthly price (USD)</Label>
        <Input id={priceId} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} autoComplete="off" />
      </div>
    </ReasonDialog>
  );
}
