"use client";

import type { RefObject } from "react";
import { AlertTriangle, Loader2, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PublicCreatorPackage } from "@/contracts/creators";
import type { BrandProfileSummary } from "@/contracts/media";
import { formatCents } from "@/lib/money-format";
import { packageFacts, USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";
import { cn } from "@/lib/utils";
import { type PurchaseDraft, topUpFor } from "../purchase-draft";

/** The order as it will be placed, the money it moves, and the top-up when the wallet is short. */
export function ReviewStep({
  creatorName,
  pkg,
  profile,
  draft,
  balance,
  remaining,
  shortfall,
  funding,
  onAddFunds,
  headingRef,
}: {
  creatorName: string;
  pkg: PublicCreatorPackage;
  profile: BrandProfileSummary | null;
  draft: PurchaseDraft;
  balance: number | null;
  remaining: number | null;
  shortfall: number;
  funding: boolean;
  onAddFunds: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Review and pay from your wallet
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Package</dt>
        <dd>
          <span className="font-medium">{pkg.title}</span>
          <span className="text-muted-foreground block">{packageFacts(pkg)}</span>
        </dd>
        <dt className="text-muted-foreground">Brand profile</dt>
        <dd>{profile?.name ?? "—"}</dd>
        <dt className="text-muted-foreground">What to film</dt>
        <dd className="break-words whitespace-pre-line">{draft.whatToFilm}</dd>
        {draft.product && (
          <>
            <dt className="text-muted-foreground">Product</dt>
            <dd>{draft.product}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Shipping</dt>
        <dd>{draft.shipsProduct ? "You will ship the product" : "Nothing to ship"}</dd>
      </dl>
      <div className="bg-muted/50 grid gap-2 rounded-xl p-4 text-sm" data-testid="purchase-money">
        <div className="flex justify-between">
          <span>Price</span>
          <span className="font-medium tabular-nums">{formatCents(pkg.priceCents)}</span>
        </div>
        <div className="flex justify-between">
          <span>Wallet balance</span>
          <span className="tabular-nums" data-testid="purchase-balance">
            {balance === null ? "…" : formatCents(balance)}
          </span>
        </div>
        <div className="flex justify-between border-t pt-2 font-medium">
          <span>{shortfall > 0 ? "Missing" : "Left after this order"}</span>
          <span className={cn("tabular-nums", shortfall > 0 && "text-destructive")} data-testid="purchase-remaining">
            {remaining === null ? "…" : formatCents(shortfall > 0 ? shortfall : remaining)}
          </span>
        </div>
      </div>
      {shortfall > 0 && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex gap-2">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            Your wallet is {formatCents(shortfall)} short. Add funds and you will come back here to confirm.
          </p>
          <Button variant="brand" onClick={onAddFunds} disabled={funding}>
            {funding ? <Loader2 aria-hidden className="animate-spin" /> : <Wallet aria-hidden />}
            Add {formatCents(topUpFor(shortfall))}
          </Button>
        </div>
      )}
      <p className="text-muted-foreground text-xs">
        The price waits in escrow; {creatorName} is paid when you approve the videos. {USAGE_RIGHTS_TERM_LABELS[pkg.usageRightsTerm]} of
        usage rights from approval.
      </p>
    </>
  );
}
