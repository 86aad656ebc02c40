"use client";

import type { RefObject } from "react";
import { useId } from "react";
import { Field, TextareaField } from "@/components/form-field";
import { cn } from "@/lib/utils";
import type { PurchaseDraft } from "../purchase-draft";
import { SavedProductSelect } from "./saved-product-select";

/** The short brief: what to film, the product, links, notes, and whether a product is shipped. */
export function BriefStep({
  creatorName,
  draft,
  update,
  errors,
  headingRef,
}: {
  creatorName: string;
  draft: PurchaseDraft;
  update: (change: Partial<PurchaseDraft>) => void;
  errors: Record<string, string>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const ids = { film: useId(), product: useId(), links: useId(), notes: useId() };
  return (
    <>
      <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Write a short brief
      </h2>
      <TextareaField
        id={ids.film}
        label={`What should ${creatorName} film?`}
        rows={4}
        maxLength={2000}
        value={draft.whatToFilm}
        onChange={(e) => update({ whatToFilm: e.target.value })}
        error={errors.whatToFilm}
        className="bg-background min-h-0"
        placeholder="Unboxing and first use of our serum, with a hook about morning routines…"
      />
      <SavedProductSelect
        onPick={(p) =>
          update({
            product: p.name.slice(0, 200),
            links: p.url && !draft.links.includes(p.url) ? [draft.links.trim(), p.url].filter(Boolean).join("\n") : draft.links,
          })
        }
      />
      <Field
        id={ids.product}
        label="Product"
        value={draft.product}
        maxLength={200}
        onChange={(e) => update({ product: e.target.value })}
        error={errors.product}
        className="bg-background"
        placeholder="Glow Serum 30 ml"
      />
      <TextareaField
        id={ids.links}
        label="Links (one per line, up to 5)"
        rows={2}
        value={draft.links}
        onChange={(e) => update({ links: e.target.value })}
        error={errors.links}
        className="bg-background min-h-0"
        placeholder="https://example.com/product"
      />
      <TextareaField
        id={ids.notes}
        label="Notes"
        rows={2}
        maxLength={2000}
        value={draft.notes}
        onChange={(e) => update({ notes: e.target.value })}
        className="bg-background min-h-0"
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Will you ship a product to {creatorName}?</legend>
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
  );
}
