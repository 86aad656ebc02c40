"use client";

import type { RefObject } from "react";
import Link from "next/link";
import { StoredImage } from "@/components/ui/stored-image";
import type { BrandProfileSummary } from "@/contracts/media";
import { cn } from "@/lib/utils";
import type { PurchaseDraft } from "../purchase-draft";

/** Choosing the brand profile the order is for. */
export function BrandStep({
  brandProfiles,
  draft,
  update,
  errors,
  headingRef,
}: {
  brandProfiles: BrandProfileSummary[];
  draft: PurchaseDraft;
  update: (change: Partial<PurchaseDraft>) => void;
  errors: Record<string, string>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
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
  );
}
