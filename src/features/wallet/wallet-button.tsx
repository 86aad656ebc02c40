"use client";

import { Wallet } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatHeaderBalance } from "@/lib/money-format";
import { AddFundsDialog } from "@/components/wallet/add-funds-dialog";

/** Header wallet button (docs/product/money.md): the balance in whole dollars; it opens Add Funds. */
export function WalletButton({ balanceCents }: { balanceCents: number | null | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Wallet balance ${formatHeaderBalance(balanceCents)}. Add funds`}
        data-testid="wallet-button"
        className="tabular-nums"
      >
        <Wallet aria-hidden />
        {formatHeaderBalance(balanceCents)}
      </Button>
      <AddFundsDialog open={open} onOpenChange={setOpen} balanceCents={balanceCents} />
    </>
  );
}
