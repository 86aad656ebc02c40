"use client";

import { Check, Loader2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMe } from "@/components/session/use-me";
import { startWalletTopUp } from "@/components/wallet/add-funds";
import type { PublicCreatorPackage } from "@/contracts/creators";
import { addOnOfferOf, priceWithAddOns } from "@/lib/package-add-ons";
import type { BrandProfileSummary } from "@/contracts/media";
import { briefSchema, type OrderSummary } from "@/contracts/orders";
import { v1 } from "@/lib/api-client";
import { errorMessage, isApiError, schemaErrors } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { packageFacts } from "@/lib/package-labels";
import { cn } from "@/lib/utils";
import { BrandStep } from "./steps/brand-step";
import { BriefStep } from "./steps/brief-step";
import { OrderPlaced } from "./steps/order-placed";
import { PackageStep } from "./steps/package-step";
import { ReviewStep } from "./steps/review-step";
import {
  clearDraft,
  linksOf,
  loadDraft,
  newDraft,
  paidUsageOfDraft,
  PURCHASE_STEPS,
  type PurchaseDraft,
  type PurchaseStep,
  saveDraft,
  topUpFor,
} from "./purchase-draft";

const STEP_LABELS: Record<PurchaseStep, string> = { package: "Package", brand: "Brand", brief: "Brief", review: "Review" };

export interface PurchaseWizardProps {
  creator: { userId: string; name: string; customUrl: string };
  packages: PublicCreatorPackage[];
  brandProfiles: BrandProfileSummary[];
  /** The package chosen on the creator's page (`?package=`), when it is still on sale. */
  initialPackageId: string | null;
  /** True when the page was reached back from the payment page (`?top_up=…`) or with `?step=`. */
  resume: boolean;
}

/**
 * Buying a package: package → brand profile → brief → review and confirm. The draft,
 * step included, lives in sessionStorage (purchase-draft.ts), so Add Funds can leave for the
 * payment page and come back (`?step=review`) to the review step. Confirm calls POST /auth/orders with the
 * draft's idempotency key.
 */
export function PurchaseWizard({ creator, packages, brandProfiles, initialPackageId, resume }: PurchaseWizardProps) {
  const { me, refresh } = useMe();
  const onlyProfile = brandProfiles.length === 1 ? brandProfiles[0]!.id : null;
  const [draft, setDraft] = useState<PurchaseDraft>(() => newDraft(initialPackageId, onlyProfile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [funding, setFunding] = useState(false);
  const [placed, setPlaced] = useState<OrderSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);

  // Restore the draft once on the client (sessionStorage is not there on the server).
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = loadDraft(creator.userId);
    const samePackage = stored && (!initialPackageId || stored.packageId === initialPackageId);
    if (stored && (resume || samePackage)) setDraft({ ...stored, packageId: stored.packageId ?? initialPackageId });
  }, [creator.userId, initialPackageId, resume]);

  useEffect(() => {
    if (!restored.current || placed) return;
    // The URL is left alone (a replaceState per step makes Chromium refetch the favicon); the
    // Add Funds return address carries `?step=review` itself.
    saveDraft(creator.userId, draft);
  }, [creator.userId, draft, placed]);

  const pkg = packages.find((p) => p.id === draft.packageId) ?? null;
  const profile = brandProfiles.find((b) => b.id === draft.brandProfileId) ?? null;
  const balance = me?.wallet_balance ?? null;
  const price = pkg ? priceWithAddOns(addOnOfferOf(pkg), { extraHooks: draft.extraHooks, rawFootage: draft.rawFootage }) : null;
  // Paid usage (decision 084) is escrowed beside the order's price, so the wallet must cover both.
  const paidUsage = pkg ? paidUsageOfDraft(pkg.paidUsageOffers, draft.paidUsage) : null;
  const remaining = price && balance !== null ? balance - price.totalCents - (paidUsage?.priceCents ?? 0) : null;
  const shortfall = remaining !== null && remaining < 0 ? -remaining : 0;

  const update = (change: Partial<PurchaseDraft>) => setDraft((d) => ({ ...d, ...change }));
  const go = (step: PurchaseStep) => {
    setFailure(null);
    update({ step });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const checkBrief = (): boolean => {
    const found: Record<string, string> = {};
    const parsed = briefSchema.safeParse({
      whatToFilm: draft.whatToFilm,
      product: draft.product,
      links: linksOf(draft.links),
      notes: draft.notes,
    });
    if (!parsed.success) Object.assign(found, schemaErrors(parsed.error));
    if (draft.shipsProduct === null) found.shipsProduct = "Say whether a product will be shipped";
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const next = () => {
    const current: PurchaseStep = !pkg ? "package" : !profile && draft.step !== "package" ? "brand" : draft.step;
    if (current === "package") {
      if (!pkg) return setErrors({ packageId: "Choose a package" });
      setErrors({});
      return go("brand");
    }
    if (current === "brand") {
      if (!profile) return setErrors({ brandProfileId: "Choose a brand profile" });
      setErrors({});
      return go("brief");
    }
    if (current === "brief" && checkBrief()) go("review");
  };

  const confirm = async () => {
    if (!pkg || !profile || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const res = await v1.call("POST /auth/orders", {
        json: {
          packageId: pkg.id,
          brandProfileId: profile.id,
          brief: { whatToFilm: draft.whatToFilm, product: draft.product, links: linksOf(draft.links), notes: draft.notes },
          // Checked before confirming: the question has an answer by now.
          shipsProduct: draft.shipsProduct === true,
          ...(draft.extraHooks > 0 && { extraHooks: draft.extraHooks }),
          ...(draft.rawFootage && { rawFootage: true }),
          ...(paidUsage && { paidUsage: { platform: paidUsage.platform, windowDays: paidUsage.windowDays } }),
          idempotencyKey: draft.idempotencyKey,
        },
      });
      clearDraft(creator.userId);
      setPlaced(res.data);
      void refresh();
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      if (isApiError(error, { code: "insufficient_funds" })) {
        await refresh();
        setFailure("Your wallet does not cover this order yet. Nothing was charged.");
      } else if (isApiError(error, { status: 404 })) {
        setFailure("This package or brand profile is no longer available. Go back and pick another.");
      } else if (isApiError(error) && error.fields) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^brief\./, ""), v]));
        setErrors(fields);
        setFailure(error.message);
      } else {
        setFailure(errorMessage(error, "Could not place the order. Please try again."));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const addFunds = async () => {
    if (!pkg || shortfall <= 0) return;
    setFunding(true);
    saveDraft(creator.userId, { ...draft, step: "review" });
    try {
      const returnPath = `/platform/creators/${encodeURIComponent(creator.userId)}/order?package=${encodeURIComponent(pkg.id)}&step=review`;
      window.location.assign(await startWalletTopUp(v1, topUpFor(shortfall), returnPath));
    } catch {
      setFunding(false);
      setFailure("Error adding wallet funds");
    }
  };

  if (placed) return <OrderPlaced placed={placed} creator={creator} headingRef={headingRef} />;

  // A restored draft may point at a package taken off sale since: ask again rather than show an empty step.
  const step: PurchaseStep =
    !pkg && draft.step !== "package" ? "package" : !profile && (draft.step === "brief" || draft.step === "review") ? "brand" : draft.step;
  const stepIndex = PURCHASE_STEPS.indexOf(step);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <ol className="flex gap-1 text-xs sm:gap-2 sm:text-sm" aria-label="Steps">
          {PURCHASE_STEPS.map((step, i) => (
            <li
              key={step}
              aria-current={i === stepIndex ? "step" : undefined}
              className={cn(
                "flex flex-1 items-center gap-1.5 rounded-full border px-2 py-1.5 sm:px-3",
                i === stepIndex
                  ? "border-brand bg-brand/10 text-brand font-medium"
                  : i < stepIndex
                    ? "text-foreground"
                    : "text-muted-foreground",
              )}
            >
              <span
                className={cn(
                  "grid size-5 shrink-0 place-items-center rounded-full text-[11px]",
                  i < stepIndex ? "bg-brand text-brand-foreground" : "bg-muted",
                )}
              >
                {i < stepIndex ? <Check aria-hidden className="size-3" /> : i + 1}
              </span>
              <span className="truncate">{STEP_LABELS[step]}</span>
            </li>
          ))}
        </ol>

        <section className="bg-card flex flex-col gap-5 rounded-2xl border p-5 shadow-xs sm:p-6" aria-labelledby="step-heading">
          {step === "package" && (
            <PackageStep
              creatorName={creator.name}
              packages={packages}
              draft={draft}
              update={update}
              errors={errors}
              headingRef={headingRef}
            />
          )}

          {step === "brand" && (
            <BrandStep brandProfiles={brandProfiles} draft={draft} update={update} errors={errors} headingRef={headingRef} />
          )}

          {step === "brief" && (
            <BriefStep creatorName={creator.name} draft={draft} update={update} errors={errors} headingRef={headingRef} />
          )}

          {step === "review" && pkg && (
            <ReviewStep
              creatorName={creator.name}
              pkg={pkg}
              profile={profile}
              draft={draft}
              onAddOns={(change) => update(change)}
              balance={balance}
              remaining={remaining}
              shortfall={shortfall}
              funding={funding}
              onAddFunds={() => void addFunds()}
              headingRef={headingRef}
            />
          )}

          {failure && (
            <p role="alert" className="text-destructive text-sm">
              {failure}
            </p>
          )}

          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            {stepIndex > 0 ? (
              <Button variant="outline" onClick={() => go(PURCHASE_STEPS[stepIndex - 1]!)}>
                Back
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link href={`/c/${creator.customUrl}#packages`}>Cancel</Link>
              </Button>
            )}
            {step === "review" ? (
              <Button variant="brand" onClick={() => void confirm()} disabled={submitting || shortfall > 0 || balance === null}>
                {submitting && <Loader2 aria-hidden className="animate-spin" />}
                Confirm and pay {price ? formatCents(price.totalCents) : ""}
              </Button>
            ) : (
              <Button
                variant="brand"
                onClick={next}
                disabled={(step === "package" && packages.length === 0) || (step === "brand" && brandProfiles.length === 0)}
              >
                Continue
              </Button>
            )}
          </div>
        </section>
      </div>

      <aside className="bg-card h-fit rounded-2xl border p-5 text-sm shadow-xs" aria-label="Your order">
        <p className="text-muted-foreground">From {creator.name}</p>
        {pkg ? (
          <>
            <p className="mt-1 font-medium">{pkg.title}</p>
            <p className="mt-2 text-2xl font-semibold tabular-nums">{formatCents(price?.totalCents ?? pkg.priceCents)}</p>
            <p className="text-muted-foreground mt-2">{packageFacts(pkg)}</p>
          </>
        ) : (
          <p className="mt-1">No package chosen yet.</p>
        )}
      </aside>
    </div>
  );
}
