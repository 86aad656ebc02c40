"use client";

import { AlertTriangle, Check, CheckCircle2, Loader2, Wallet } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useMe } from "@/components/session/use-me";
import type { PublicCreatorPackage } from "@/contracts/creators";
import type { BrandProfileSummary } from "@/contracts/media";
import { briefSchema, type OrderSummary, type PurchaseOrderResponse } from "@/contracts/orders";
import { api } from "@/lib/api-client";
import { errorMessage, isApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { packageFacts, USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";
import { cn } from "@/lib/utils";
import {
  clearDraft,
  linksOf,
  loadDraft,
  newDraft,
  PURCHASE_STEPS,
  type PurchaseDraft,
  type PurchaseStep,
  saveDraft,
  topUpFor,
} from "./purchase-draft";
import { StoredImage } from "@/components/ui/stored-image";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

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
 * Buying a package (issue 12 §2): package → brand profile → brief → review and confirm. The draft,
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
  const ids = { film: useId(), product: useId(), links: useId(), notes: useId() };

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
  const remaining = pkg && balance !== null ? balance - pkg.priceCents : null;
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
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
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
      const res = await api.post<PurchaseOrderResponse>("/auth/orders", {
        packageId: pkg.id,
        brandProfileId: profile.id,
        brief: { whatToFilm: draft.whatToFilm, product: draft.product, links: linksOf(draft.links), notes: draft.notes },
        shipsProduct: draft.shipsProduct,
        idempotencyKey: draft.idempotencyKey,
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
      const info = await api.get<{ payment_provider?: string }>("/auth/settings-info");
      if (!info?.payment_provider) throw new Error("No payment provider");
      const returnPath = `/platform/creators/${encodeURIComponent(creator.userId)}/order?package=${encodeURIComponent(pkg.id)}&step=review`;
      const res = await api.post<{ data: { url: string } }>(`/auth/${encodeURIComponent(info.payment_provider)}/add-wallet-funds`, {
        amount: topUpFor(shortfall),
        return_path: returnPath,
      });
      window.location.assign(res.data.url);
    } catch {
      setFunding(false);
      setFailure("Error adding wallet funds");
    }
  };

  if (placed) {
    return (
      <section
        className="bg-card mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border p-8 text-center shadow-xs"
        data-testid="order-placed"
      >
        <CheckCircle2 aria-hidden className="size-10 text-emerald-600" />
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Order {placed.reference} is placed
        </h2>
        <p className="text-muted-foreground text-sm">
          {formatCents(placed.priceCents)} moved from your wallet into escrow. {creator.name} is paid when you approve the videos.
          {placed.shipsProduct ? " Next: ship the product and enter the tracking number on the order." : ""}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="brand">
            <Link href="/platform/orders">See your orders</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/c/${creator.customUrl}`}>Back to {creator.name}</Link>
          </Button>
        </div>
      </section>
    );
  }

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
            <>
              <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
                Choose a package
              </h2>
              {packages.length === 0 ? (
                <p className="text-muted-foreground text-sm">{creator.name} has no package on sale right now.</p>
              ) : (
                <fieldset className="grid gap-3">
                  <legend className="sr-only">Package</legend>
                  {packages.map((p) => (
                    <label
                      key={p.id}
                      className={cn(
                        "has-[:focus-visible]:ring-ring/50 flex cursor-pointer gap-3 rounded-xl border p-4 has-[:focus-visible]:ring-[3px]",
                        draft.packageId === p.id ? "border-brand bg-brand/5" : "hover:bg-muted/50",
                      )}
                    >
                      <input
                        type="radio"
                        name="package"
                        className="accent-brand mt-1 size-4"
                        checked={draft.packageId === p.id}
                        onChange={() => update({ packageId: p.id })}
                      />
                      <span className="flex min-w-0 flex-1 flex-col gap-1">
                        <span className="flex items-baseline justify-between gap-3">
                          <span className="font-medium">{p.title}</span>
                          <span className="font-semibold tabular-nums">{formatCents(p.priceCents)}</span>
                        </span>
                        <span className="text-muted-foreground text-sm">{packageFacts(p)}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
              {errors.packageId && <p className="text-destructive text-sm">{errors.packageId}</p>}
            </>
          )}

          {step === "brand" && (
            <>
              <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
                Which brand is this for?
              </h2>
              {brandProfiles.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  You have no brand profile yet.{" "}
                  <Link href="/platform/settings" className="text-brand underline">
                    Add one in Settings
                  </Link>
                  , then come back.
                </p>
              ) : (
                <fieldset className="grid gap-3 sm:grid-cols-2">
                  <legend className="sr-only">Brand profile</legend>
                  {brandProfiles.map((b) => (
                    <label
                      key={b.id}
                      className={cn(
                        "has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-center gap-3 rounded-xl border p-4 has-[:focus-visible]:ring-[3px]",
                        draft.brandProfileId === b.id ? "border-brand bg-brand/5" : "hover:bg-muted/50",
                      )}
                    >
                      <input
                        type="radio"
                        name="brand-profile"
                        className="accent-brand size-4"
                        checked={draft.brandProfileId === b.id}
                        onChange={() => update({ brandProfileId: b.id })}
                      />
                      {b.logo_url ? (
                        <StoredImage src={b.logo_url} alt="" className="size-8 rounded object-cover" />
                      ) : (
                        <span aria-hidden className="bg-muted grid size-8 place-items-center rounded text-sm font-medium">
                          {b.name.slice(0, 1).toUpperCase()}
                        </span>
                      )}
                      <span className="min-w-0 truncate font-medium">{b.name}</span>
                    </label>
                  ))}
                </fieldset>
              )}
              {errors.brandProfileId && <p className="text-destructive text-sm">{errors.brandProfileId}</p>}
            </>
          )}

          {step === "brief" && (
            <>
              <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
                Write a short brief
              </h2>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.film}>What should {creator.name} film?</Label>
                <Textarea
                  id={ids.film}
                  rows={4}
                  maxLength={2000}
                  value={draft.whatToFilm}
                  onChange={(e) => update({ whatToFilm: e.target.value })}
                  aria-invalid={errors.whatToFilm ? true : undefined}
                  aria-describedby={errors.whatToFilm ? `${ids.film}-error` : undefined}
                  className="bg-background min-h-0"
                  placeholder="Unboxing and first use of our serum, with a hook about morning routines…"
                />
                {errors.whatToFilm && (
                  <p id={`${ids.film}-error`} className="text-destructive text-xs">
                    {errors.whatToFilm}
                  </p>
                )}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.product}>Product</Label>
                <Input
                  id={ids.product}
                  value={draft.product}
                  maxLength={200}
                  onChange={(e) => update({ product: e.target.value })}
                  className="bg-background"
                  placeholder="Glow Serum 30 ml"
                />
                {errors.product && <p className="text-destructive text-xs">{errors.product}</p>}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.links}>Links (one per line, up to 5)</Label>
                <Textarea
                  id={ids.links}
                  rows={2}
                  value={draft.links}
                  onChange={(e) => update({ links: e.target.value })}
                  aria-invalid={errors.links ? true : undefined}
                  className="bg-background min-h-0"
                  placeholder="https://example.com/product"
                />
                {errors.links && <p className="text-destructive text-xs">{errors.links}</p>}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.notes}>Notes</Label>
                <Textarea
                  id={ids.notes}
                  rows={2}
                  maxLength={2000}
                  value={draft.notes}
                  onChange={(e) => update({ notes: e.target.value })}
                  className="bg-background min-h-0"
                />
              </div>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Will you ship a product to {creator.name}?</legend>
                <div className="flex flex-wrap gap-2">
                  {[
                    { value: true, label: "Yes, I will ship it" },
                    { value: false, label: "No, nothing to ship" },
                  ].map((o) => (
                    <label
                      key={o.label}
                      className={cn(
                        "has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-[3px]",
                        draft.shipsProduct === o.value ? "border-brand bg-brand/5" : "hover:bg-muted/50",
                      )}
                    >
                      <input
                        type="radio"
                        name="ships-product"
                        className="accent-brand size-4"
                        checked={draft.shipsProduct === o.value}
                        onChange={() => update({ shipsProduct: o.value })}
                      />
                      {o.label}
                    </label>
                  ))}
                </div>
                <p className="text-muted-foreground text-xs">
                  When you ship, production starts once the creator has the product; otherwise at once.
                </p>
                {errors.shipsProduct && <p className="text-destructive text-xs">{errors.shipsProduct}</p>}
              </fieldset>
            </>
          )}

          {step === "review" && pkg && (
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
                  <Button variant="brand" onClick={() => void addFunds()} disabled={funding}>
                    {funding ? <Loader2 aria-hidden className="animate-spin" /> : <Wallet aria-hidden />}
                    Add {formatCents(topUpFor(shortfall))}
                  </Button>
                </div>
              )}
              <p className="text-muted-foreground text-xs">
                The price waits in escrow; {creator.name} is paid when you approve the videos.{" "}
                {USAGE_RIGHTS_TERM_LABELS[pkg.usageRightsTerm]} of usage rights from approval.
              </p>
            </>
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
                Confirm and pay {pkg ? formatCents(pkg.priceCents) : ""}
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
            <p className="mt-2 text-2xl font-semibold tabular-nums">{formatCents(pkg.priceCents)}</p>
            <p className="text-muted-foreground mt-2">{packageFacts(pkg)}</p>
          </>
        ) : (
          <p className="mt-1">No package chosen yet.</p>
        )}
      </aside>
    </div>
  );
}
