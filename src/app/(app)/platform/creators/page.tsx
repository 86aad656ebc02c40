import { ListChecks, SearchX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button-variants";
import { InviteToCampaign } from "@/features/campaigns/invite-to-campaign";
import { SaveToList } from "@/features/brand-discovery/save-to-list";
import { CreatorCard } from "@/features/creator-directory/components/creator-card";
import { DirectoryForm } from "@/features/creator-directory/components/directory-form";
import { DirectorySummary } from "@/features/creator-directory/components/directory-summary";
import { DirectoryPagination } from "@/features/creator-directory/components/directory-pagination";
import { activeFilters, directoryHref } from "@/features/creator-directory/directory-url";
import { countryName, languageName, nicheLabel, platformLabel } from "@/features/creator-directory/format";
import { parseDirectorySearch, type RawSearchParams } from "@/features/creator-directory/parse-search";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBrandDirectory } from "@/server/pages/discovery";

const PATH = "/platform/creators";
const title = "Creators";
const description = "Find creators for your campaigns: filter by niche, reach, language and rating, save them to lists and invite them.";

export const metadata: Metadata = { title, description };

/**
 * The brand area's creator directory: the public directory's search and filters
 * (same query schema, same use-case) plus followers, language and rating; each card opens the
 * creator's in-app page, invites to an active campaign and saves to the account's lists.
 */
async function BrandCreatorsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const caller = await getServerCaller();
  if (!caller) return null;
  const { search, ignored } = parseDirectorySearch(await searchParams);
  const { result, countries, lists, campaigns, saved } = await loadBrandDirectory(caller, search);

  const countryLabels = Object.fromEntries(countries.map((c) => [c, countryName(c) ?? c]));
  const chips = activeFilters(
    search,
    { niche: nicheLabel, country: (c) => countryLabels[c] ?? c, platform: platformLabel, language: languageName },
    PATH,
  );
  const filterCount = chips.filter((c) => c.key !== "q").length;
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.creators.length - 1;
  const listOptions = lists.map((l) => ({ id: l.id, name: l.name }));
  const inviteOptions = campaigns.map((c) => ({ ...c, invited: false }));

  return (
    <PageBody>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link href={`${PATH}/lists`} className={buttonVariants({ variant: "outline" })}>
            <ListChecks aria-hidden />
            Saved lists{lists.length ? ` (${lists.length})` : ""}
          </Link>
        }
      />
      <DirectoryForm
        key={directoryHref(search, PATH)}
        action={PATH}
        inApp
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
          />
        }
      >
        {result.creators.length > 0 ? (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="creator-results">
              {result.creators.map((creator, i) => (
                <CreatorCard
                  key={creator.userId}
                  creator={creator}
                  priority={i < 3}
                  href={`${PATH}/${creator.userId}`}
                  actions={
                    <>
                      <SaveToList
                        creatorUserId={creator.userId}
                        creatorName={creator.name}
                        lists={listOptions}
                        savedListIds={saved.get(creator.userId) ?? []}
                      />
                      {inviteOptions.length > 0 ? (
                        <InviteToCampaign
                          creatorUserId={creator.userId}
                          creatorName={creator.name}
                          campaigns={inviteOptions}
                          triggerClassName="h-8 px-3 text-sm"
                        />
                      ) : null}
                    </>
                  }
                />
              ))}
            </ul>
            <DirectoryPagination search={search} pageCount={result.pageCount} path={PATH} />
          </>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed px-6 py-20 text-center">
            <span className="bg-brand/10 text-brand flex size-12 items-center justify-center rounded-full">
              <SearchX aria-hidden className="size-6" />
            </span>
            <h2 className="mt-5 text-lg font-semibold">No creators match this search</h2>
            <p className="text-muted-foreground mt-2 max-w-sm text-sm leading-relaxed">
              {result.total > 0 ? "This page is past the last result." : "Try fewer filters, a lower follower minimum or another language."}
            </p>
            <Link href={PATH} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
              Clear filters
            </Link>
          </div>
        )}
      </DirectoryForm>
    </PageBody>
  );
}

export default areaPage("brand", BrandCreatorsPage);
