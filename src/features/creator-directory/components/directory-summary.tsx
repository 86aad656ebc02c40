import { X } from "lucide-react";
import Link from "next/link";
import type { activeFilters } from "@/features/creator-directory/directory-url";

interface DirectorySummaryProps {
  total: number;
  totalIsExact: boolean;
  /** 1-based positions of the first and last creator on this page. */
  first: number;
  last: number;
  chips: ReturnType<typeof activeFilters>;
  ignored: readonly string[];
  /** A "Clear all" link after the chips, where the page offers one. */
  clearHref?: string;
}

/** The count, the removable filter chips and the ignored-parts note above the results of both directories. */
export function DirectorySummary({ total, totalIsExact, first, last, chips, ignored, clearHref }: DirectorySummaryProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm" aria-live="polite" data-testid="directory-count">
        {total === 0 ? (
          <span className="font-medium">No creators found</span>
        ) : (
          <>
            <span className="text-muted-foreground">Showing </span>
            <span className="font-medium tabular-nums">
              {first}–{last}
            </span>
            <span className="text-muted-foreground"> of </span>
            <span className="font-medium tabular-nums">
              {total}
              {totalIsExact ? "" : "+"}
            </span>
            <span className="text-muted-foreground"> {total === 1 ? "creator" : "creators"}</span>
          </>
        )}
      </p>
      {chips.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                href={chip.href}
                className="bg-muted hover:bg-muted/70 focus-visible:ring-ring/50 inline-flex h-7 items-center gap-1 rounded-full pr-2 pl-3 text-xs font-medium outline-none focus-visible:ring-[3px]"
              >
                {chip.label}
                <X aria-hidden className="size-3.5" />
                <span className="sr-only">(remove filter)</span>
              </Link>
            </li>
          ))}
          {clearHref ? (
            <li>
              <Link
                href={clearHref}
                className="text-muted-foreground hover:text-foreground px-1 text-xs underline-offset-4 hover:underline"
              >
                Clear all
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {ignored.length > 0 ? (
        <p className="text-xs text-amber-700">Some parts of this link were not valid and were ignored: {ignored.join(", ")}.</p>
      ) : null}
    </div>
  );
}
