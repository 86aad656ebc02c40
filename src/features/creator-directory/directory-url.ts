import { withQuery, type QueryParams } from "@/lib/query-string";
import { DEFAULT_PAGE_SIZE } from "@/lib/creator-directory";
import type { CreatorSearch } from "@/contracts/creator-search";

const hrefAt = (search: Partial<CreatorSearch>, path: string) => directoryHref(search, path);

/** The directory's URL for a search; defaults (page 1, default sort and size) are left out. */
export function directoryHref(search: Partial<CreatorSearch>, path = "/creators"): string {
  const params: QueryParams = {
    q: search.q || undefined,
    niche: search.niche,
    country: search.country,
    platform: search.platform,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    minFollowers: search.minFollowers,
    language: search.language,
    minRating: search.minRating,
    minOnTime: search.minOnTime,
    minFirstVersion: search.minFirstVersion,
    sort: search.sort,
    page: search.page && search.page > 1 ? search.page : undefined,
    pageSize: search.pageSize && search.pageSize !== DEFAULT_PAGE_SIZE ? search.pageSize : undefined,
  };
  return withQuery(path, params);
}

export interface ActiveFilter {
  key: string;
  label: string;
  /** The directory without this one filter (back to page 1). */
  href: string;
}

type ArrayKey = "niche" | "country" | "platform";

/** One removable chip per active filter value; each link drops that value and resets the page. */
export function activeFilters(
  search: CreatorSearch,
  labels: {
    niche: (v: string) => string;
    country: (v: string) => string;
    platform: (v: string) => string;
    language?: (v: string) => string;
  },
  path = "/creators",
): ActiveFilter[] {
  const directoryHref = (s: Partial<CreatorSearch>) => hrefAt(s, path);
  const base: Partial<CreatorSearch> = { ...search, page: 1 };
  const chips: ActiveFilter[] = [];
  if (search.q) chips.push({ key: "q", label: `“${search.q}”`, href: directoryHref({ ...base, q: undefined }) });
  for (const key of ["niche", "country", "platform"] as ArrayKey[]) {
    for (const value of search[key] ?? []) {
      const rest = (search[key] as string[]).filter((v) => v !== value);
      chips.push({
        key: `${key}:${value}`,
        label: labels[key](value),
        href: directoryHref({ ...base, [key]: rest.length ? rest : undefined }),
      });
    }
  }
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    const label =
      search.minPrice !== undefined && search.maxPrice !== undefined
        ? `$${search.minPrice}–$${search.maxPrice}`
        : search.minPrice !== undefined
          ? `From $${search.minPrice}`
          : `Up to $${search.maxPrice}`;
    chips.push({ key: "price", label, href: directoryHref({ ...base, minPrice: undefined, maxPrice: undefined }) });
  }
  for (const value of search.language ?? []) {
    const rest = search.language!.filter((v) => v !== value);
    chips.push({
      key: `language:${value}`,
      label: labels.language ? labels.language(value) : value,
      href: directoryHref({ ...base, language: rest.length ? rest : undefined }),
    });
  }
  if (search.minFollowers !== undefined) {
    chips.push({
      key: "minFollowers",
      label: `${search.minFollowers.toLocaleString("en-US")}+ followers`,
      href: directoryHref({ ...base, minFollowers: undefined }),
    });
  }
  if (search.minRating !== undefined) {
    chips.push({ key: "minRating", label: `Rated ${search.minRating}+`, href: directoryHref({ ...base, minRating: undefined }) });
  }
  if (search.minOnTime !== undefined) {
    chips.push({ key: "minOnTime", label: `On time ≥ ${search.minOnTime}%`, href: directoryHref({ ...base, minOnTime: undefined }) });
  }
  if (search.minFirstVersion !== undefined) {
    chips.push({
      key: "minFirstVersion",
      label: `Approved first time ≥ ${search.minFirstVersion}%`,
      href: directoryHref({ ...base, minFirstVersion: undefined }),
    });
  }
  return chips;
}

/** Page numbers to show around the current one: 1 … 4 5 [6] 7 8 … 20 ("gap" marks an ellipsis). */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set<number>([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last === 2) out.push(last + 1);
    else if (typeof last === "number" && p - last > 2) out.push("gap");
    out.push(p);
  }
  return out;
}
