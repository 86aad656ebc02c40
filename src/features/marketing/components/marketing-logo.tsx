import Link from "next/link";

/**
 * The word mark linking home. Its accessible name is its visible text ("Reelbrief"), so speech
 * input users can say what they see (the shell's BrandLogo uses a different aria-label).
 */
export function MarketingLogo() {
  return (
    <Link
      href="/"
      className="focus-visible:ring-ring flex items-center gap-2 rounded-md font-semibold focus-visible:ring-2 focus-visible:outline-none"
    >
      <span
        aria-hidden
        className="bg-brand text-brand-foreground flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold"
      >
        R
      </span>
      <span className="text-base tracking-tight">Reelbrief</span>
    </Link>
  );
}
