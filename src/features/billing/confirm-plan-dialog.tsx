"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { PlanChargeQuote, PlanView } from "@/contracts/money";
import { formatCents } from "@/lib/money-format";

export interface PendingPlanChoice {
  plan: PlanView;
  extraSeats: number;
  extraBrands: number;
  quote: PlanChargeQuote;
}

/**
 * The last step before a plan or extras charge leaves the wallet: the amount taken
 * now and what stays in the wallet for paying creators. A wallet that cannot cover the charge
 * cannot confirm; the buyer adds funds first.
 */
export function ConfirmPlanDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: PendingPlanChoice | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const q = pending?.quote;
  const short = q !== undefined && q.balance_after_cents < 0;
  const extras =
    pending && pending.extraSeats + pending.extraBrands > 0 ? ` with +${pending.extraSeats} seats and +${pending.extraBrands} brands` : "";
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="sm:max-w-md" data-testid="confirm-plan-dialog">
        {pending && q && (
          <>
            <DialogHeader>
              <DialogTitle>Confirm {pending.plan.package_name}</DialogTitle>
              <DialogDescription>
                {q.applied === "at_period_end"
                  ? `${pending.plan.package_name}${extras} starts when this period ends, at ${formatCents(q.period_price_cents)} a month. Nothing is charged now.`
                  : `${pending.plan.package_name}${extras} costs ${formatCents(q.period_price_cents)} a month, paid from your wallet.`}
              </DialogDescription>
            </DialogHeader>
            <dl className="bg-muted grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg px-4 py-3 text-sm">
              <dt className="text-muted-foreground">{q.applied === "now" ? "Charged now (rest of this period)" : "Charged now"}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="confirm-charge">
                {formatCents(q.charge_cents)}
              </dd>
              <dt className="text-muted-foreground">Wallet balance</dt>
              <dd className="text-right tabular-nums">{formatCents(q.wallet_balance_cents)}</dd>
              <dt className="text-muted-foreground">Left for paying creators</dt>
              <dd
                className={short ? "text-destructive text-right font-semibold tabular-nums" : "text-right font-semibold tabular-nums"}
                data-testid="confirm-remaining"
              >
                {short ? `−${formatCents(-q.balance_after_cents)}` : formatCents(q.balance_after_cents)}
              </dd>
            </dl>
            {short && (
              <p role="alert" className="text-destructive text-sm">
                Your wallet is {formatCents(-q.balance_after_cents)} short. Add funds, then choose the plan again.
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button variant="brand" onClick={onConfirm} disabled={busy || short}>
                {busy && <Loader2 aria-hidden className="animate-spin" />}
                {q.charge_cents > 0 ? `Pay ${formatCents(q.charge_cents)} from wallet` : "Confirm"}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
