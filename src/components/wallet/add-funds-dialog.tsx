"use client";

import { Loader2, Wallet } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  CUSTOM_AMOUNT_MAX,
  CUSTOM_AMOUNT_MIN,
  DEFAULT_TOP_UP_SELECTION,
  isAddFundsDisabled,
  parseCustomAmount,
  type TopUpSelection,
  topUpAmountCents,
  topUpReturnPath,
  WALLET_TOP_UP_OPTIONS,
} from "@/lib/add-funds";
import { type ApiClient, v1 } from "@/lib/api-client";
import type { V1Routes } from "@/lib/api-routes";
import { formatCents, formatDialogBalance } from "@/lib/money-format";
import { cn } from "@/lib/utils";
import { startWalletTopUp } from "./add-funds";

export const ADD_FUNDS_ERROR = "Error adding wallet funds";

export interface AddFundsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balanceCents: number | null | undefined;
  /** Injectable for tests; the main API client otherwise. */
  client?: ApiClient<V1Routes>;
  /** Where the browser goes on success; a full navigation to the payment page by default. */
  redirect?: (url: string) => void;
  /**
   * Come back to the page the dialog was opened on after paying (e.g. the proposal being accepted)
   * instead of the server's default, /platform.
   */
  returnHere?: boolean;
}

/**
 * Add Funds (docs/product/money.md): presets $25, $100 (default), $250, $500 and Other; the custom
 * USD field only for Other (0–100000, empty or negative clears it, 2 decimals); the button is
 * disabled while Other has no amount; the amount goes out in cents rounded up.
 */
export function AddFundsDialog({
  open,
  onOpenChange,
  balanceCents,
  client = v1,
  redirect = (url) => window.location.assign(url),
  returnHere = false,
}: AddFundsDialogProps) {
  const [selection, setSelection] = useState<TopUpSelection>(DEFAULT_TOP_UP_SELECTION);
  const [customText, setCustomText] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const customId = useId();
  const hintId = useId();

  const customAmount = parseCustomAmount(customText);
  const disabled = isAddFundsDisabled({ selection, customAmount }) || submitting;
  const cents = topUpAmountCents({ selection, customAmount });

  const onCustomChange = (value: string) => {
    // docs/product/money.md: an empty or negative value clears the amount.
    if (value.trim() !== "" && parseCustomAmount(value) === null) setCustomText("");
    else setCustomText(value);
  };

  const onCustomBlur = () => {
    // Rounded to 2 decimals (and held within the range) once the user leaves the field.
    if (customAmount !== null) setCustomText(String(customAmount));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (cents === null || disabled) return;
    setSubmitting(true);
    try {
      const url = await startWalletTopUp(client, cents, returnHere ? topUpReturnPath(window.location) : null);
      redirect(url);
    } catch {
      // One id: retrying after a failure replaces the toast instead of stacking copies.
      toast.error(ADD_FUNDS_ERROR, { id: "add-funds-error" });
      setSubmitting(false);
    }
  };

  const reset = (next: boolean) => {
    if (!next) {
      setSelection(DEFAULT_TOP_UP_SELECTION);
      setCustomText("");
      setSubmitting(false);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add Funds</DialogTitle>
          <DialogDescription>
            Top up your wallet to pay for orders and accepted proposals. You will finish the payment on a secure page.
          </DialogDescription>
        </DialogHeader>

        <div className="bg-muted flex items-center gap-3 rounded-lg px-4 py-3">
          <Wallet aria-hidden className="text-muted-foreground size-5" />
          <div className="flex flex-col">
            <span className="text-muted-foreground text-xs">Current balance</span>
            <span className="text-lg font-semibold tabular-nums" data-testid="dialog-balance">
              ${formatDialogBalance(balanceCents)}
            </span>
          </div>
        </div>

        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Amount</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5" role="radiogroup" aria-label="Amount">
              {WALLET_TOP_UP_OPTIONS.map((option) => {
                const checked = selection === option.label;
                return (
                  <label
                    key={option.label}
                    className={cn(
                      "has-[:focus-visible]:ring-ring/50 flex h-11 cursor-pointer items-center justify-center rounded-md border text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px]",
                      checked ? "border-brand bg-brand/10 text-brand" : "hover:bg-muted",
                    )}
                  >
                    <input
                      type="radio"
                      name="top-up-amount"
                      value={option.label}
                      checked={checked}
                      onChange={() => setSelection(option.label)}
                      className="sr-only"
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
          </fieldset>

          {selection === "Other" && (
            <div className="grid gap-2">
              <Label htmlFor={customId}>Custom amount (USD)</Label>
              <div className="relative">
                <span className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm">$</span>
                <Input
                  id={customId}
                  type="number"
                  inputMode="decimal"
                  min={CUSTOM_AMOUNT_MIN}
                  max={CUSTOM_AMOUNT_MAX}
                  step="0.01"
                  placeholder="0.00"
                  autoFocus
                  value={customText}
                  onChange={(e) => onCustomChange(e.target.value)}
                  onBlur={onCustomBlur}
                  aria-describedby={hintId}
                  className="pl-7"
                />
              </div>
              <p id={hintId} className="text-muted-foreground text-xs">
                Up to $100,000.00. Amounts are rounded to the cent.
              </p>
            </div>
          )}

          <DialogFooter className="gap-2 sm:items-center sm:justify-between">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {cents !== null ? (
                <>
                  You will add <span className="text-foreground font-medium tabular-nums">{formatCents(cents)}</span>
                </>
              ) : (
                "Enter an amount to continue"
              )}
            </p>
            <Button type="submit" variant="brand" disabled={disabled}>
              {submitting && <Loader2 aria-hidden className="animate-spin" />}
              Add Funds
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
