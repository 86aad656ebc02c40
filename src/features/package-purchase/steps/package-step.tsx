"use client";

import type { RefObject } from "react";
import { cn } from "@/lib/utils";
import { formatCents } from "@/lib/money-format";
import { packageFacts } from "@/lib/package-labels";
import type { PublicCreatorPackage } from "@/contracts/creators";
import type { PurchaseDraft } from "../purchase-draft";

/** Choosing the package: one of the creator's packages on sale. */
export function PackageStep({
  creatorName,
  packages,
  draft,
  update,
  errors,
  headingRef,
}: {
  creatorName: string;
  packages: PublicCreatorPackage[];
  draft: PurchaseDraft;
  update: (change: Partial<PurchaseDraft>) => void;
  errors: Record<string, string>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Choose a package
      </h2>
      {packages.length === 0 ? (
        <p className="text-muted-foreground text-sm">{creatorName} has no package on sale right now.</p>
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
  );
}
