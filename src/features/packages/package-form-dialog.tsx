"use client";

import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { MAX_PAID_USAGE_OFFERS, PAID_USAGE_PLATFORMS, PAID_USAGE_WINDOWS } from "@/lib/paid-usage";
import { Field, SelectField, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ASPECT_RATIOS, createPackageSchema, type OwnPackage, PACKAGE_LIMITS, USAGE_RIGHTS_TERMS } from "@/contracts/packages";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage, schemaErrors } from "@/lib/api-error";
import { ASPECT_RATIO_LABELS, USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";

/** What the form holds: text as typed, so a half-typed number is not lost. */
interface Draft {
  title: string;
  description: string;
  price: string;
  videos: string;
  videoLengthSeconds: string;
  aspectRatio: string;
  turnaroundDays: string;
  revisionRounds: string;
  usageRightsTerm: string;
  rawFootage: boolean;
  /** Add-ons (decision 080): dollars as typed; "" means not offered. */
  hookPrice: string;
  maxExtraHooks: string;
  rawFootagePrice: string;
  /** Paid usage (decision 084): dollars as typed per "platform:days"; "" means not offered. */
  paidUsage: Record<string, string>;
  isActive: boolean;
}

/** Every platform × window a creator may price, in the order the form shows them. */
const PAID_USAGE_CHOICES = PAID_USAGE_PLATFORMS.flatMap((platform) =>
  PAID_USAGE_WINDOWS[platform].map((windowDays) => ({ platform, windowDays, key: `${platform}:${windowDays}` })),
);

const EMPTY: Draft = {
  title: "",
  description: "",
  price: "",
  videos: "1",
  videoLengthSeconds: "30",
  aspectRatio: "9:16",
  turnaroundDays: "7",
  revisionRounds: "2",
  usageRightsTerm: "90d",
  rawFootage: false,
  hookPrice: "",
  maxExtraHooks: "0",
  rawFootagePrice: "",
  paidUsage: {},
  isActive: true,
};

function draftOf(p: OwnPackage): Draft {
  return {
    title: p.title,
    description: p.description,
    price: (p.priceCents / 100).toFixed(p.priceCents % 100 === 0 ? 0 : 2),
    videos: String(p.videos),
    videoLengthSeconds: String(p.videoLengthSeconds),
    aspectRatio: p.aspectRatio,
    turnaroundDays: String(p.turnaroundDays),
    revisionRounds: String(p.revisionRounds),
    usageRightsTerm: p.usageRightsTerm,
    rawFootage: p.rawFootage,
    hookPrice: p.extraHookPriceCents === null ? "" : String(p.extraHookPriceCents / 100),
    maxExtraHooks: String(p.maxExtraHooks),
    rawFootagePrice: p.rawFootagePriceCents === null ? "" : String(p.rawFootagePriceCents / 100),
    paidUsage: Object.fromEntries((p.paidUsageOffers ?? []).map((o) => [`${o.platform}:${o.windowDays}`, String(o.priceCents / 100)])),
    isActive: p.isActive,
  };
}

/** "" stays "" (so "Enter a price" is the message), anything else becomes a number or NaN. */
const num = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text));

/** Dollars as typed → cents; "" is null (not offered). */
const addOnCents = (text: string): number | null => (text.trim() === "" ? null : Math.round(Number(text) * 100));

function toBody(d: Draft) {
  const dollars = num(d.price);
  return {
    title: d.title,
    description: d.description,
    priceCents: dollars === undefined ? undefined : Math.round(dollars * 100),
    videos: num(d.videos),
    videoLengthSeconds: num(d.videoLengthSeconds),
    aspectRatio: d.aspectRatio,
    turnaroundDays: num(d.turnaroundDays),
    revisionRounds: num(d.revisionRounds),
    usageRightsTerm: d.usageRightsTerm,
    rawFootage: d.rawFootage,
    extraHookPriceCents: addOnCents(d.hookPrice),
    maxExtraHooks: num(d.maxExtraHooks) ?? 0,
    rawFootagePriceCents: d.rawFootage ? null : addOnCents(d.rawFootagePrice),
    paidUsageOffers: PAID_USAGE_CHOICES.filter((c) => (d.paidUsage[c.key] ?? "").trim() !== "").map((c) => ({
      platform: c.platform,
      windowDays: c.windowDays,
      priceCents: Math.round(Number(d.paidUsage[c.key]) * 100),
    })),
    isActive: d.isActive,
  };
}

/** Field errors keyed by the form's names (the API says priceCents, the form shows dollars). */
function formErrors(fields: Record<string, string>): Record<string, string> {
  const { priceCents, extraHookPriceCents, rawFootagePriceCents, ...rest } = fields;
  return {
    ...rest,
    ...(priceCents && { price: priceCents }),
    ...(extraHookPriceCents && { hookPrice: extraHookPriceCents }),
    ...(rawFootagePriceCents && { rawFootagePrice: rawFootagePriceCents }),
  };
}

/**
 * Create or edit a package. The same zod schema as the API checks the form first, so the
 * messages are the API's ("The price must be at least $10"); the API's answer is shown too.
 */
export function PackageFormDialog({
  open,
  onOpenChange,
  editing,
  canSell = true,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package being edited, or null to create one. */
  editing: OwnPackage | null;
  /** False while the profile is incomplete: new packages are saved paused and cannot be put on sale. */
  canSell?: boolean;
  onSaved: (saved: OwnPackage, created: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : canSell ? EMPTY : { ...EMPTY, isActive: false });
  const lockedPaused = !canSell && !editing?.isActive;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A corrected field drops its message; the others stay until the next save.
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _dropped, ...rest } = e;
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = toBody(draft);
    const checked = createPackageSchema.safeParse(body);
    if (!checked.success) {
      setErrors(formErrors(schemaErrors(checked.error)));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = editing
        ? await v1.call("PATCH /creator-packages/:id", { param: { id: editing.id }, json: checked.data })
        : await v1.call("POST /creator-packages", { json: checked.data });
      onSaved(res.data, !editing);
      onOpenChange(false);
    } catch (error) {
      const fields = errorFields(error);
      if (fields) setErrors(formErrors(fields));
      setFormError(errorMessage(error, "Could not save the package. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  const idPrefix = editing ? `pkg-${editing.id}` : "pkg-new";
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit package" : "New package"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Changes apply to new orders; orders already placed keep what was bought."
              : "Say what you deliver and your price. Brands buy it from your public page."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? "Edit package" : "New package"}>
          <Field
            id={id("title")}
            label="Title"
            value={draft.title}
            onChange={(e) => set("title", e.target.value)}
            maxLength={PACKAGE_LIMITS.title}
            error={errors.title}
            placeholder="Three-video hook test"
          />
          <TextareaField
            id={id("description")}
            label="Description"
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
            maxLength={PACKAGE_LIMITS.description}
            rows={3}
            error={errors.description}
            className="bg-background"
            placeholder="What the brand gets: hooks, edits, captions…"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("price")}
              label="Price (USD)"
              type="number"
              inputMode="decimal"
              min={10}
              max={10000}
              step="0.01"
              value={draft.price}
              onChange={(e) => set("price", e.target.value)}
              error={errors.price}
              hint="$10 to $10,000"
            />
            <Field
              id={id("videos")}
              label="Videos"
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              value={draft.videos}
              onChange={(e) => set("videos", e.target.value)}
              error={errors.videos}
              hint="1 to 10"
            />
            <Field
              id={id("length")}
              label="Video length (seconds)"
              type="number"
              inputMode="numeric"
              min={5}
              max={180}
              value={draft.videoLengthSeconds}
              onChange={(e) => set("videoLengthSeconds", e.target.value)}
              error={errors.videoLengthSeconds}
              hint="5 to 180 seconds"
            />
            <SelectField
              id={id("aspect")}
              label="Aspect ratio"
              value={draft.aspectRatio}
              onChange={(e) => set("aspectRatio", e.target.value)}
              error={errors.aspectRatio}
            >
              {ASPECT_RATIOS.map((r) => (
                <option key={r} value={r}>
                  {ASPECT_RATIO_LABELS[r]}
                </option>
              ))}
            </SelectField>
            <Field
              id={id("turnaround")}
              label="Turnaround (days)"
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              value={draft.turnaroundDays}
              onChange={(e) => set("turnaroundDays", e.target.value)}
              error={errors.turnaroundDays}
              hint="1 to 30 days from the start of production"
            />
            <Field
              id={id("revisions")}
              label="Revision rounds"
              type="number"
              inputMode="numeric"
              min={0}
              max={5}
              value={draft.revisionRounds}
              onChange={(e) => set("revisionRounds", e.target.value)}
              error={errors.revisionRounds}
              hint="0 to 5"
            />
            <SelectField
              id={id("usage")}
              label="Usage rights"
              value={draft.usageRightsTerm}
              onChange={(e) => set("usageRightsTerm", e.target.value)}
              error={errors.usageRightsTerm}
            >
              {USAGE_RIGHTS_TERMS.map((term) => (
                <option key={term} value={term}>
                  {USAGE_RIGHTS_TERM_LABELS[term]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.rawFootage}
                onChange={(e) => set("rawFootage", e.target.checked)}
                className="accent-brand size-4"
              />
              Raw footage included
            </label>
          </div>
          <fieldset className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Add-ons brands can buy</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                id={id("hook-price")}
                label="Extra hook (USD each, per video)"
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                value={draft.hookPrice}
                onChange={(e) => set("hookPrice", e.target.value)}
                error={errors.hookPrice}
                hint="A separate 2–5 s opening. Empty: not offered"
              />
              <Field
                id={id("max-hooks")}
                label="Extra hooks per video (max)"
                type="number"
                inputMode="numeric"
                min={0}
                max={5}
                value={draft.maxExtraHooks}
                onChange={(e) => set("maxExtraHooks", e.target.value)}
                error={errors.maxExtraHooks}
                hint="0 to 5"
              />
              <Field
                id={id("raw-price")}
                label="Raw footage (USD)"
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                value={draft.rawFootage ? "" : draft.rawFootagePrice}
                disabled={draft.rawFootage}
                onChange={(e) => set("rawFootagePrice", e.target.value)}
                error={errors.rawFootagePrice}
                hint={draft.rawFootage ? "Already included" : "Empty: not offered"}
              />
            </div>
          </fieldset>
          <fieldset className="grid gap-3 rounded-md border p-3" aria-describedby={id("paid-usage-note")}>
            <legend className="px-1 text-sm font-medium">Paid usage from your account</legend>
            <p id={id("paid-usage-note")} className="text-muted-foreground text-xs">
              Brands run the videos as ads from your TikTok (Spark Ads code) or Instagram/Facebook (partnership ads) account. You are paid
              when you hand the code over. Price the windows you sell (USD, at most {MAX_PAID_USAGE_OFFERS}); empty: not offered.
            </p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {PAID_USAGE_CHOICES.map((c) => (
                <Field
                  key={c.key}
                  id={id(`paid-usage-${c.key.replace(":", "-")}`)}
                  label={`${c.platform === "tiktok_spark" ? "TikTok" : "Meta"}, ${c.windowDays} days`}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step="0.01"
                  value={draft.paidUsage[c.key] ?? ""}
                  onChange={(e) => set("paidUsage", { ...draft.paidUsage, [c.key]: e.target.value })}
                />
              ))}
            </div>
            {errors.paidUsageOffers && (
              <p className="text-destructive text-sm" role="alert">
                {errors.paidUsageOffers}
              </p>
            )}
          </fieldset>
          <div className="grid gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.isActive}
                disabled={lockedPaused}
                aria-describedby={lockedPaused ? "on-sale-locked" : undefined}
                onChange={(e) => set("isActive", e.target.checked)}
                className="accent-brand size-4"
              />
              On sale (shown on your public page)
            </label>
            {lockedPaused && (
              <p id="on-sale-locked" className="text-muted-foreground basis-full text-xs">
                Complete your profile to put packages on sale; until then they are saved paused.
              </p>
            )}
          </div>
          {formError && (
            <p role="alert" className="text-destructive text-sm">
              {formError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={saving}>
              {saving && <Loader2 aria-hidden className="animate-spin" />}
              {editing ? "Save changes" : "Create package"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
