import { SearchX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CreatorCard } from "@/features/creator-directory/components/creator-card";
import { DirectoryForm } from "@/features/creator-directory/components/directory-form";
import { DirectorySummary } from "@/features/creator-directory/components/directory-summary";
import { DirectoryPagination } from "@/features/creator-directory/components/directory-pagination";
import { activeFilters, directoryHref } from "@/features/creator-directory/directory-url";
import { countryName, languageName, nicheLabel, platformLabel } from "@/features/creator-directory/format";
import { directoryMetadata } from "@/features/creator-directory/metadata";
import { parseDirectorySearch, type RawSearchParams } from "@/features/creator-directory/parse-search";
import { loadDirectory } from "@/server/pages/creators";

type Props = { searchParams: Promise<RawSearchParams> };

const TITLE = "Find UGC Creators";
const DESCRIPTION =
  "Browse vetted UGC creators by niche, country, platform, price, reach, language and rating. See their packages, reach and sample work, then brief them on Reelbrief.";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { search } = parseDirectorySearch(await searchParams);
  return directoryMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: directoryHref({ page: search.page }),
    ogTitle: "Find UGC creators for your next video ad",
  });
}

/** The public creator directory, rendered on the server from the query string. */
export default async function CreatorsPage({ searchParams }: Props) {
  const { search, ignored } = parseDirectorySearch(await searchParams);
  const { result, countries } = await loadDirectory(search);

  const countryLabels = Object.fromEntries(countries.map((c) => [c, countryName(c) ?? c]));
  const chips = activeFilters(search, {
    niche: nicheLabel,
    country: (c) => countryLabels[c] ?? c,
    platform: platformLabel,
    language: languageName,
  });
  const filterCount = chips.filter((c) => c.key !== "q").length;
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.creators.length - 1;

  return (
    <main id="main" className="pb-16 lg:pb-0">
      <section className="relative overflow-hidden border-b bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--brand)_14%,transparent),transparent_65%)]">
        <div
          aria-hidden
          className="absolute inset-0 bg-[linear-gradient(to_right,color-mix(in_oklab,var(--border)_70%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklab,var(--border)_70%,transparent)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
        />
        <div className="relative mx-auto max-w-3xl px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20">
          <p className="text-brand text-sm font-semibold tracking-wide">Creator directory</p>
          <h1 className="mt-3 text-[2.125rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
            Find UGC creators who make ads people watch
          </h1>
          <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty sm:text-lg">
            Browse vetted creators by niche, country, platform and price. Every profile shows real packages, so you know what a video costs
            before you brief anyone.
          </p>
        </div>
      </section>

      <DirectoryForm
        key={directoryHref(search)}
        search={search}
        countries={countries}
        countryLabels={countryLabels}
        activeCount={filterCount}
        summary={
          <DirectorySummary
            total={result.total}
            totalIsExact={result.totalIsExact}
            first={first}
            last={last}
            chips={chips}
            ignored={ignored}
            clearHref="/creators"
          />
        }
      >
        {result.creators.length > 0 ? (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="creator-results">
              {result.creators.map((creator, i) => (
                <CreatorCard key={creator.userId} creator={creator} priority={i < 3} />
              ))}
            </ul>
            <DirectoryPagination search={search} pageCount={result.pageCount} />
          </>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed px-6 py-20 text-center">
            <span className="bg-brand/10 text-brand flex size-12 items-center justify-center rounded-full">
              <SearchX aria-hidden className="size-6" />
            </span>
            <h2 className="mt-5 text-lg font-semibold">No creators match this search</h2>
            <p className="text-muted-foreground mt-2 max-w-sm text-sm leading-relaxed">
              {result.total > 0
                ? "This page is past the last result."
                : "Try fewer filters, a wider price range or a different keyword. New creators join every week."}
            </p>
            <Link
              href="/creators"
              className="bg-foreground text-background hover:bg-foreground/90 focus-visible:ring-ring/50 mt-6 inline-flex h-10 items-center rounded-lg px-5 text-sm font-medium outline-none focus-visible:ring-[3px]"
            >
              Clear filters
            </Link>
          </div>
        )}

        <aside className="bg-muted/60 mt-16 flex flex-col items-start gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-base font-semibold">Are you a UGC creator?</h2>
            <p className="text-muted-foreground mt-1 text-sm">
              Create a profile, list your packages and get discovered by brands looking for your niche.
            </p>
          </div>
          <Link
            href="/ugc-creator"
            className="bg-brand text-brand-foreground hover:bg-brand/90 focus-visible:ring-ring/50 inline-flex h-10 shrink-0 items-center rounded-lg px-5 text-sm font-medium outline-none focus-visible:ring-[3px]"
          >
            Join as a creator
          </Link>
        </aside>
      </DirectoryForm>
    </main>
  );
}
