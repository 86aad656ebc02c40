"use client";

import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useTransition } from "react";
// The button look without the Button component: Radix's Slot stays off this public page.
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  CREATOR_LANGUAGES,
  CREATOR_NICHES,
  CREATOR_SORTS,
  type CreatorSort,
  DEFAULT_PAGE_SIZE,
  FOLLOWER_STEPS,
  TRACK_RECORD_FILTER_STEPS,
  SOCIAL_PLATFORMS,
} from "@/lib/creator-directory";
import { cn } from "@/lib/utils";
import type { CreatorSearch } from "@/contracts/creator-search";

export const DIRECTORY_FORM_ID = "creator-directory";

/** The directory's selects draw their own chevron (the native arrow is hidden). */
const selectClass = "h-10 appearance-none rounded-lg pr-9 pl-3 text-sm";

/** The <form> URL without empty fields, so "?q=&minPrice=" never shows up in the address bar. */
function formHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
  }
  const query = params.toString();
  return query ? `${form.getAttribute("action") ?? "/creators"}?${query}` : (form.getAttribute("action") ?? "/creators");
}

/**
 * The directory's search and filters: a plain GET form to /creators, so it works without
 * JavaScript (press Search / Apply). With JavaScript it navigates in place, drops empty fields
 * from the URL and applies checkboxes and selects as soon as they change.
 */
export function DirectoryForm({
  search,
  countries,
  countryLabels,
  activeCount,
  summary,
  children,
  action = "/creators",
  inApp = false,
}: {
  /** Where the form submits: the public /creators or the brand area's /platform/creators. */
  action?: string;
  /** The brand area: the search bar sits in the page (no hero above it). Both doors show every filter (decision 034). */
  inApp?: boolean;
  search: CreatorSearch;
  countries: string[];
  countryLabels: Record<string, string>;
  activeCount: number;
  /** The result count and active-filter chips, shown left of the sort menu. */
  summary: ReactNode;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const submit = (form: HTMLFormElement) => {
    const href = formHref(form);
    startTransition(() => router.push(href, { scroll: false }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "checkbox")) {
      submit(event.currentTarget);
    }
  };

  // The default order is sent as "" (left out of the URL), so a new text search falls back to
  // "Best match" instead of carrying "Newest" along.
  const defaultSort: CreatorSort = search.q ? "relevance" : "newest";
  const sort = search.sort && search.sort !== defaultSort ? search.sort : "";

  return (
    <form
      id={DIRECTORY_FORM_ID}
      method="get"
      action={action}
      role="search"
      aria-label="Search creators"
      onSubmit={onSubmit}
      onChange={onChange}
      className="contents"
    >
      {search.pageSize !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="pageSize" value={search.pageSize} /> : null}

      <div className={inApp ? "w-full max-w-2xl" : "relative z-10 mx-auto -mt-7 w-full max-w-2xl px-4 sm:px-6"}>
        <div className="bg-background flex items-center gap-2 rounded-2xl border p-2 shadow-lg shadow-violet-950/5">
          <Label htmlFor="directory-q" className="sr-only">
            Search by name or keyword
          </Label>
          <Search aria-hidden className="text-muted-foreground ml-2 size-5 shrink-0" />
          <input
            id="directory-q"
            type="search"
            name="q"
            defaultValue={search.q ?? ""}
            placeholder="Search name or keyword"
            maxLength={100}
            className="placeholder:text-muted-foreground h-11 min-w-0 flex-1 bg-transparent text-base outline-none sm:text-[15px]"
          />
          <button type="submit" className={cn(buttonVariants({ variant: "brand" }), "h-11 rounded-xl px-5")}>
            Search
          </button>
        </div>
      </div>

      <div
        className={
          inApp
            ? "grid w-full gap-8 pt-2 lg:grid-cols-[15rem_minmax(0,1fr)]"
            : "mx-auto grid w-full max-w-6xl gap-8 px-4 pt-10 pb-24 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)]"
        }
      >
        <details className="group/filters self-start rounded-2xl border lg:sticky lg:top-24 lg:border-0 lg:details-content:[content-visibility:visible]">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-medium lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
            <span className="flex items-center gap-2">
              <SlidersHorizontal aria-hidden className="size-4" />
              Filters
              {activeCount > 0 ? (
                <span className="bg-brand text-brand-foreground rounded-full px-2 py-0.5 text-xs tabular-nums">{activeCount}</span>
              ) : null}
            </span>
            <ChevronDown aria-hidden className="size-4 transition-transform group-open/filters:rotate-180" />
          </summary>

          <div className="space-y-7 border-t px-4 pt-5 pb-5 lg:border-t-0 lg:p-0">
            <fieldset>
              <legend className="mb-3 text-sm font-semibold">Niche</legend>
              <div className="flex flex-wrap gap-2">
                {Object.entries(CREATOR_NICHES).map(([value, label]) => (
                  <label key={value} className="cursor-pointer">
                    <input
                      type="checkbox"
                      name="niche"
                      value={value}
                      defaultChecked={search.niche?.includes(value as keyof typeof CREATOR_NICHES)}
                      className="peer sr-only"
                    />
                    <span className="text-muted-foreground hover:border-foreground/30 peer-checked:border-brand peer-checked:bg-brand/10 peer-checked:text-brand peer-focus-visible:ring-ring/50 inline-flex h-8 items-center rounded-full border px-3 text-[13px] font-medium transition-colors peer-focus-visible:ring-[3px]">
                      {label}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="space-y-2">
              <Label htmlFor="directory-country" className="text-sm font-semibold">
                Country
              </Label>
              <div className="relative">
                <NativeSelect id="directory-country" name="country" defaultValue={search.country?.[0] ?? ""} className={selectClass}>
                  <option value="">Any country</option>
                  {countries.map((code) => (
                    <option key={code} value={code}>
                      {countryLabels[code] ?? code}
                    </option>
                  ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
              </div>
            </div>

            <fieldset>
              <legend className="mb-3 text-sm font-semibold">Platform</legend>
              <div className="grid grid-cols-2 gap-x-3 gap-y-2">
                {Object.entries(SOCIAL_PLATFORMS).map(([value, label]) => (
                  <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="platform"
                      value={value}
                      defaultChecked={search.platform?.includes(value as keyof typeof SOCIAL_PLATFORMS)}
                      className="accent-brand size-4 rounded"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset>
              <legend className="mb-3 text-sm font-semibold">Starting price (USD)</legend>
              <div className="flex items-center gap-2">
                <div className="relative flex-1">
                  <Label htmlFor="directory-min" className="sr-only">
                    Minimum price in dollars
                  </Label>
                  <span aria-hidden className="text-muted-foreground pointer-events-none absolute top-2.5 left-3 text-sm">
                    $
                  </span>
                  <Input
                    id="directory-min"
                    type="number"
                    inputMode="numeric"
                    name="minPrice"
                    min={0}
                    max={100000}
                    step={1}
                    placeholder="Min"
                    defaultValue={search.minPrice ?? ""}
                    className="h-10 pl-6"
                  />
                </div>
                <span aria-hidden className="text-muted-foreground">
                  –
                </span>
                <div className="relative flex-1">
                  <Label htmlFor="directory-max" className="sr-only">
                    Maximum price in dollars
                  </Label>
                  <span aria-hidden className="text-muted-foreground pointer-events-none absolute top-2.5 left-3 text-sm">
                    $
                  </span>
                  <Input
                    id="directory-max"
                    type="number"
                    inputMode="numeric"
                    name="maxPrice"
                    min={0}
                    max={100000}
                    step={1}
                    placeholder="Max"
                    defaultValue={search.maxPrice ?? ""}
                    className="h-10 pl-6"
                  />
                </div>
              </div>
            </fieldset>

            <div className="space-y-2">
              <Label htmlFor="directory-followers" className="text-sm font-semibold">
                Followers
              </Label>
              <div className="relative">
                <NativeSelect id="directory-followers" name="minFollowers" defaultValue={search.minFollowers ?? ""} className={selectClass}>
                  <option value="">Any reach</option>
                  {FOLLOWER_STEPS.map((n) => (
                    <option key={n} value={n}>
                      {n.toLocaleString("en-US")}+ followers
                    </option>
                  ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="directory-language" className="text-sm font-semibold">
                Language
              </Label>
              <div className="relative">
                <NativeSelect id="directory-language" name="language" defaultValue={search.language?.[0] ?? ""} className={selectClass}>
                  <option value="">Any language</option>
                  {Object.entries(CREATOR_LANGUAGES).map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="directory-rating" className="text-sm font-semibold">
                Rating
              </Label>
              <div className="relative">
                <NativeSelect id="directory-rating" name="minRating" defaultValue={search.minRating ?? ""} className={selectClass}>
                  <option value="">Any rating</option>
                  {[4.5, 4, 3].map((r) => (
                    <option key={r} value={r}>
                      {r}+ stars
                    </option>
                  ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
              </div>
            </div>

            <div className="space-y-2">
              <Label htmlFor="directory-on-time" className="text-sm font-semibold">
                On-time delivery
              </Label>
              <div className="relative">
                <NativeSelect id="directory-on-time" name="minOnTime" defaultValue={search.minOnTime ?? ""} className={selectClass}>
                  <option value="">Any record</option>
                  {TRACK_RECORD_FILTER_STEPS.map((n) => (
                    <option key={n} value={n}>
                      On time ≥ {n}%
                    </option>
                  ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="directory-first-version" className="text-sm font-semibold">
                Approved first time
              </Label>
              <div className="relative">
                <NativeSelect
                  id="directory-first-version"
                  name="minFirstVersion"
                  defaultValue={search.minFirstVersion ?? ""}
                  className={selectClass}
                >
                  <option value="">Any record</option>
                  {TRACK_RECORD_FILTER_STEPS.map((n) => (
                    <option key={n} value={n}>
                      Approved first time ≥ {n}%
                    </option>
                  ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-3 right-3 size-4" />
              </div>
              <p className="text-muted-foreground text-xs">Creators with fewer than 3 orders are left out by these two.</p>
            </div>

            <div className="flex items-center gap-3">
              <button type="submit" className={cn(buttonVariants({ variant: "outline" }), "flex-1")}>
                Apply filters
              </button>
              {activeCount > 0 ? (
                <a href={action} className="text-muted-foreground hover:text-foreground text-sm underline-offset-4 hover:underline">
                  Reset
                </a>
              ) : null}
            </div>
          </div>
        </details>

        <div className={cn("min-w-0 transition-opacity", pending && "opacity-60")} aria-busy={pending}>
          <div className="mb-6 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
            <div className="min-w-0 flex-1">{summary}</div>
            <div className="flex items-center gap-2">
              <Label htmlFor="directory-sort" className="text-muted-foreground text-sm whitespace-nowrap">
                Sort by
              </Label>
              <div className="relative">
                <NativeSelect id="directory-sort" name="sort" defaultValue={sort} className={cn(selectClass, "h-9 w-auto")}>
                  <option value="">{CREATOR_SORTS[defaultSort]}</option>
                  {Object.entries(CREATOR_SORTS)
                    .filter(([value]) => value !== defaultSort && (value !== "relevance" || search.q))
                    .map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                </NativeSelect>
                <ChevronDown aria-hidden className="text-muted-foreground pointer-events-none absolute top-2.5 right-3 size-4" />
              </div>
            </div>
          </div>
          {children}
        </div>
      </div>
    </form>
  );
}
