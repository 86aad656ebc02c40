import Link from "next/link";
import { cn } from "@/lib/utils";

/** The Reelbrief word mark; the mark alone when `compact`. */
export function BrandLogo({
  href,
  compact = false,
  wordmarkFromSm = false,
  className,
}: {
  href: string;
  compact?: boolean;
  /** Show the word only from 640 px up, leaving a phone header room for its icons. */
  wordmarkFromSm?: boolean;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "focus-visible:ring-ring flex items-center gap-2 rounded-md font-semibold focus-visible:ring-2 focus-visible:outline-none",
        className,
      )}
      aria-label="Reelbrief home"
    >
      <span
        aria-hidden
        className="bg-brand text-brand-foreground flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold"
      >
        R
      </span>
      {!compact && <span className={cn("text-base tracking-tight", wordmarkFromSm && "max-sm:hidden")}>Reelbrief</span>}
    </Link>
  );
}
