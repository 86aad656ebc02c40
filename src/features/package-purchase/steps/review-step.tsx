"use client";

import type { RefObject } from "react";
import { AlertTriangle, Loader2, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PublicCreatorPackage } from "@/contracts/creators";
import type { BrandProfileSummary } from "@/contracts/media";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCents } from "@/lib/money-format";
import { addOnOfferOf, offersHooks, offersRawFootage, priceWithAddOns } from "@/lib/package-add-ons";
import { packageFacts, USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";
import { cn } from "@/lib/utils";
import { PAID_USAGE_PLATFORM_LABELS } from "@/lib/paid-usage";
import { paidUsageKey, paidUsageOfDraft, type PurchaseDraft, topUpFor } from "../purchase-draft";

/** The order as it will be placed, the money it moves, and the top-up when the wallet is short. */
export function ReviewStep({
  creatorName,
  pkg,
  profile,
  draft,
  onAddOns,
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
  onAddOns: (change: Pick<PurchaseDraft, "extraHooks"> | Pick<PurchaseDraft, "rawFootage"> | Pick<PurchaseDraft, "paidUsage">) => void;
  balance: number | null;
  remaining: number | null;
  shortfall: number;
  funding: boolean;
  onAddFunds: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const offer = addOnOfferOf(pkg);
  const price = priceWithAddOns(offer, { extraHooks: draft.extraHooks, rawFootage: draft.rawFootage });
  const paidUsageOffers = pkg.paidUsageOffers ?? [];
  const paidUsage = paidUsageOfDraft(paidUsageOffers, draft.paidUsage);
  const totalCents = price.totalCents + (paidUsage?.priceCents ?? 0);
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
      {(offersHooks(offer) || offersRawFootage(offer) || paidUsageOffers.length > 0) && (
        <fieldset className="grid gap-3 rounded-xl border p-4 text-sm" data-testid="purchase-add-ons">
          <legend className="px-1 font-medium">Add-ons</legend>
          {offersHooks(offer) && (
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <label htmlFor="add-on-hooks">
                Extra hooks per video{" "}
                <span className="text-muted-foreground">
                  (separate 2–5 s openings, {formatCents(offer.extraHookPriceCents)} each
                  {pkg.videos > 1 ? ` × ${pkg.videos} videos` : ""})
                </span>
              </label>
              <NativeSelect
                id="add-on-hooks"
                className="sm:w-28"
                value={String(draft.extraHooks)}
                onChange={(e) => onAddOns({ extraHooks: Number(e.target.value) })}
              >
                {Array.from({ length: offer.maxExtraHooks + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n === 0 ? "None" : n}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {offersRawFootage(offer) && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={draft.rawFootage}
                onChange={(e) => onAddOns({ rawFootage: e.target.checked })}
                className="accent-brand size-4"
              />
              Raw footage <span className="text-muted-foreground">({formatCents(offer.rawFootagePriceCents)})</span>
            </label>
          )}
          {paidUsageOffers.length > 0 && (
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <label htmlFor="add-on-paid-usage">
                Paid usage <span className="text-muted-foreground">(run the videos as ads from {creatorName}&apos;s account)</span>
              </label>
              <NativeSelect
                id="add-on-paid-usage"
                className="sm:w-72"
                value={paidUsage ? paidUsageKey(paidUsage) : ""}
                onChange={(e) => onAddOns({ paidUsage: e.target.value })}
              >
                <option value="">None</option>
                {paidUsageOffers.map((o) => (
                  <option key={paidUsageKey(o)} value={paidUsageKey(o)}>
                    {PAID_USAGE_PLATFORM_LABELS[o.platform]}, {o.windowDays} days ({formatCents(o.priceCents)})
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </fieldset>
      )}
      <div className="bg-muted/50 grid gap-2 rounded-xl p-4 text-sm" data-testid="purchase-money">
        <div className="flex justify-between">
          <span>Package</span>
          <span className="font-medium tabular-nums">{formatCents(pkg.priceCents)}</span>
        </div>
        {price.hooksCents > 0 && (
          <div className="flex justify-between">
            <span>
              {draft.extraHooks} extra hook{draft.extraHooks === 1 ? "" : "s"} per video
            </span>
            <span className="tabular-nums">{formatCents(price.hooksCents)}</span>
          </div>
        )}
        {price.rawFootageCents > 0 && (
          <div className="flex justify-between">
            <span>Raw footage</span>
            <span className="tabular-nums">{formatCents(price.rawFootageCents)}</span>
          </div>
        )}
        {paidUsage && (
          <div className="flex justify-between">
            <span>Paid usage, {paidUsage.windowDays} days (held until the code is handed over)</span>
            <span className="tabular-nums">{formatCents(paidUsage.priceCents)}</span>
          </div>
        )}
        {(price.addOnCents > 0 || paidUsage) && (
          <div className="flex justify-between font-medium">
            <span>Price</span>
            <span className="tabular-nums" data-testid="purchase-total">
              {formatCents(totalCents)}
            </span>
          </div>
        )}
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
