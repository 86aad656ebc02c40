import { Check, Clock, Film, RefreshCw, Ratio, ShieldCheck } from "lucide-react";
import Link from "next/link";
import type { PublicCreatorPackage } from "@/contracts/creators";
import { formatPrice, formatVideoLength, USAGE_RIGHTS_LABELS } from "../format";

/**
 * signin / brand: a working link; other: the visitor cannot order (a creator); soon: nobody can
 * order yet (the order page is still a placeholder, src/lib/placeholder-routes.ts).
 */
export type PackageCta = { kind: "signin"; href: string } | { kind: "brand"; href: string } | { kind: "other" } | { kind: "soon" };

/** One package of the public creator page, with the call to action for the visitor. */
export function PackageCard({ pkg, cta, featured }: { pkg: PublicCreatorPackage; cta: PackageCta; featured?: boolean }) {
  const facts = [
    { icon: Film, text: `${pkg.videos} ${pkg.videos === 1 ? "video" : "videos"} · up to ${formatVideoLength(pkg.videoLengthSeconds)}` },
    { icon: Ratio, text: `${pkg.aspectRatio} aspect ratio` },
    { icon: Clock, text: `Delivered in ${pkg.turnaroundDays} days` },
    { icon: RefreshCw, text: `${pkg.revisionRounds} ${pkg.revisionRounds === 1 ? "revision round" : "revision rounds"}` },
    { icon: ShieldCheck, text: USAGE_RIGHTS_LABELS[pkg.usageRightsTerm] },
    ...(pkg.rawFootage ? [{ icon: Check, text: "Raw footage included" }] : []),
  ];
  return (
    <li
      data-testid="creator-package"
      className={
        featured
          ? "relative flex flex-col rounded-2xl border border-brand/40 bg-card p-6 shadow-lg shadow-violet-950/5 ring-1 ring-brand/20"
          : "relative flex flex-col rounded-2xl border bg-card p-6"
      }
    >
      <h3 className="text-base font-semibold tracking-tight">{pkg.title}</h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">{formatPrice(pkg.priceCents)}</span>
        <span className="text-sm text-muted-foreground">USD</span>
      </p>
      {pkg.description ? <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{pkg.description}</p> : null}
      <ul className="mt-5 space-y-2.5 border-t pt-5 text-sm">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2.5">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        {cta.kind === "other" || cta.kind === "soon" ? (
          <p className="rounded-lg bg-muted px-3 py-2.5 text-center text-xs text-muted-foreground">
            {cta.kind === "soon" ? "Ordering packages opens soon." : "Packages are ordered from a brand account."}
          </p>
        ) : (
          <Link
            href={cta.href}
            className={
              featured
                ? "inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand px-4 text-sm font-medium text-brand-foreground outline-none transition-colors hover:bg-brand/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                : "inline-flex h-10 w-full items-center justify-center rounded-lg bg-foreground px-4 text-sm font-medium text-background outline-none transition-colors hover:bg-foreground/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            }
          >
            {cta.kind === "signin" ? "Sign in to order" : "Order this package"}
            <span className="sr-only">: {pkg.title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
