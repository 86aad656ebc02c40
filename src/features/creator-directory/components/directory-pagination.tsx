import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";
import type { CreatorSearch } from "@/contracts/creator-search";
import { directoryHref, pageWindow } from "../directory-url";

const item =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Plain links (work without JavaScript), keeping every filter of the current search. */
export function DirectoryPagination({
  search,
  pageCount,
  path = "/creators",
}: {
  search: CreatorSearch;
  pageCount: number;
  /** The directory's page: the public /creators or the brand area's /platform/creators. */
  path?: string;
}) {
  if (pageCount <= 1) return null;
  const page = Math.min(search.page, pageCount);
  const href = (p: number) => directoryHref({ ...search, page: p }, path);
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-1">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={cn(item, "gap-1 hover:bg-muted")}>
          <ChevronLeft aria-hidden className="size-4" />
          <span className="max-sm:sr-only">Previous</span>
        </Link>
      ) : (
        <span aria-disabled className={cn(item, "gap-1 text-muted-foreground/50")}>
          <ChevronLeft aria-hidden className="size-4" />
          <span className="max-sm:sr-only">Previous</span>
        </span>
      )}
      <ol className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? "page" : undefined}
                className={cn(item, p === page ? "bg-foreground text-background" : "hover:bg-muted")}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className={cn(item, "gap-1 hover:bg-muted")}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled className={cn(item, "gap-1 text-muted-foreground/50")}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
