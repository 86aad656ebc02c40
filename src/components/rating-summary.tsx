import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** "★ 4.7 (12 ratings)": brands' average rating of a creator (decision 034), or nothing before the first. */
export function RatingSummary({
  average,
  count,
  className,
  showEmpty = false,
}: {
  average: number | null;
  count: number;
  className?: string;
  /** Say "No ratings yet" instead of rendering nothing. */
  showEmpty?: boolean;
}) {
  if (average === null || count === 0) {
    return showEmpty ? <span className={cn("text-muted-foreground text-xs", className)}>No ratings yet</span> : null;
  }
  return (
    <span
      className={cn("inline-flex items-center gap-1 text-xs whitespace-nowrap", className)}
      data-testid="rating-summary"
      aria-label={`Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? "rating" : "ratings"}`}
    >
      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
      <span className="text-foreground font-semibold tabular-nums">{average.toFixed(1)}</span>
      <span className="text-muted-foreground">({count})</span>
    </span>
  );
}

/** Five stars, filled up to `stars` (a single rating). */
export function Stars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-label={`${stars} out of 5 stars`} role="img">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden className={cn("size-4", i <= stars ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")} />
      ))}
    </span>
  );
}
