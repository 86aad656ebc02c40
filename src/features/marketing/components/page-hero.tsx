import type { ReactNode } from "react";
import type { PageLink } from "@/features/marketing/content/page-content";
import { cn } from "@/lib/utils";
import { CtaLink } from "./sections";

/** The top of a marketing page: eyebrow, the page's one h1, subheadline and calls to action. */
export function PageHero({
  eyebrow,
  headline,
  subheadline,
  primaryCta,
  secondaryCta,
  size = "default",
  children,
}: {
  eyebrow?: string;
  headline: string;
  subheadline?: string;
  primaryCta?: PageLink;
  secondaryCta?: PageLink;
  size?: "large" | "default" | "compact";
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_60%_at_50%_0%,color-mix(in_oklch,var(--brand)_16%,transparent),transparent)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-20 [mask-image:radial-gradient(70%_60%_at_50%_0%,black,transparent)] bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-60"
      />
      <div
        className={cn(
          "mx-auto max-w-5xl px-4 text-center sm:px-6",
          size === "large" && "pt-20 pb-20 sm:pt-32 sm:pb-28",
          size === "default" && "pt-16 pb-16 sm:pt-24 sm:pb-20",
          size === "compact" && "pt-14 pb-12 sm:pt-20 sm:pb-14",
        )}
      >
        {eyebrow && (
          <p className="border-brand/20 bg-brand/5 text-brand inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold tracking-wide">
            {eyebrow}
          </p>
        )}
        <h1
          className={cn(
            "mx-auto mt-6 max-w-4xl font-semibold tracking-tight text-balance",
            size === "large" ? "text-4xl sm:text-6xl lg:text-7xl" : "text-4xl sm:text-5xl",
          )}
        >
          {headline}
        </h1>
        {subheadline && (
          <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-base leading-7 text-pretty sm:text-lg sm:leading-8">
            {subheadline}
          </p>
        )}
        {(primaryCta || secondaryCta) && (
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {primaryCta && <CtaLink link={primaryCta} />}
            {secondaryCta && <CtaLink link={secondaryCta} variant="secondary" />}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
