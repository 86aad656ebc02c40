import { Download, FileText, Film, SearchX, Clapperboard } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/shell/empty-state";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import type { ContentItem, ContentLibraryQuery, ContentLibraryResponse } from "@/contracts/licences";
import { toQueryString } from "@/lib/query-string";
import { ContentFilters } from "./content-filters";
import { formatDate, periodLabel, platformsLabel, termLabel, usageLabel } from "./licence-format";
import { LicenceStatusBadge } from "./licence-status-badge";
import { StoredImage } from "@/components/ui/stored-image";

function duration(ms: number | null): string | null {
  if (ms === null) return null;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function ContentCard({ item, now }: { item: ContentItem; now: string }) {
  const l = item.licence;
  const length = duration(item.durationMs);
  return (
    <li
      className="bg-card flex min-w-0 flex-col overflow-hidden rounded-xl border"
      data-testid="content-item"
      data-licence-status={l.status}
      aria-labelledby={`content-${item.licenceId}`}
    >
      <div className="bg-muted relative aspect-video">
        {item.posterUrl ? (
          <StoredImage src={item.posterUrl} alt={`Poster of ${item.title}`} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="text-muted-foreground flex size-full flex-col items-center justify-center gap-1 text-xs">
            <Film aria-hidden className="size-8" />
            No poster yet
          </div>
        )}
        {length && <span className="absolute right-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">{length}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2 id={`content-${item.licenceId}`} className="font-medium break-words">
            {item.title}
          </h2>
          <p className="text-muted-foreground text-sm break-words">
            by{" "}
            {item.creator.customUrl ? (
              <Link href={`/c/${item.creator.customUrl}`} className="hover:text-foreground underline-offset-2 hover:underline">
                {item.creator.name}
              </Link>
            ) : (
              item.creator.name
            )}{" "}
            ·{" "}
            <Link href={`/platform/orders/${item.order.id}`} className="hover:text-foreground underline-offset-2 hover:underline">
              {item.order.reference}
            </Link>
            {item.campaign ? ` · ${item.campaign.title}` : ""}
          </p>
          <p className="text-muted-foreground text-xs">Approved {formatDate(item.approvedAt)}</p>
        </div>
        <LicenceStatusBadge status={l.status} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Term</dt>
          <dd>{termLabel(l)}</dd>
          <dt className="text-muted-foreground">Period</dt>
          <dd>{periodLabel(l, now)}</dd>
          <dt className="text-muted-foreground">Platforms</dt>
          <dd className="break-words">{platformsLabel(l.platforms)}</dd>
          <dt className="text-muted-foreground">Use</dt>
          <dd>{usageLabel(l)}</dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <Link href={`/licences/${item.licenceId}`}>
              <FileText aria-hidden /> Licence <span className="sr-only">of {item.title}</span>
            </Link>
          </Button>
          {item.downloadUrl ? (
            <Button asChild variant="brand" size="sm">
              <a href={item.downloadUrl} download={item.fileName ?? undefined} data-testid="download-original">
                <Download aria-hidden /> Download original <span className="sr-only">of {item.title}</span>
              </a>
            </Button>
          ) : (
            <span className="text-muted-foreground self-center text-xs">No stored file to download</span>
          )}
        </div>
      </div>
    </li>
  );
}

/** /platform/content: the brand's approved videos with their licences. */
export function ContentLibraryScreen({
  library,
  query,
  now,
}: {
  library: ContentLibraryResponse;
  query: ContentLibraryQuery;
  now: string;
}) {
  const { page, total_pages: totalPages, total } = library.pagination;
  const filtered = query.status !== "all" || Boolean(query.creator || query.campaign || query.platform || query.q);
  const pageHref = (p: number) =>
    `/platform/content?${toQueryString({
      status: query.status === "all" ? null : query.status,
      creator: query.creator ?? null,
      campaign: query.campaign ?? null,
      platform: query.platform ?? null,
      q: query.q || null,
      page: p,
    })}`;
  const title = "Content library";
  const description = "Every video you approved, with its usage-rights licence. Download the originals in full quality.";
  if (library.facets.counts.all === 0) {
    return (
      <PageBody>
        <PageHeader title={title} description={description} />
        <EmptyState
          icon={Clapperboard}
          title="No approved videos yet"
          description="When you approve a creator's video, it lands here with its licence: where you may use it, and until when."
        >
          <Button asChild variant="brand" size="sm">
            <Link href="/platform/orders">Review your orders</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href="/platform/creators">Find creators</Link>
          </Button>
        </EmptyState>
      </PageBody>
    );
  }
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      {library.facets.counts.expiring > 0 && query.status !== "expiring" && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {library.facets.counts.expiring} licence{library.facets.counts.expiring === 1 ? " ends" : "s end"} within 30 days.{" "}
          <Link href="/platform/content?status=expiring" className="font-medium underline">
            Show {library.facets.counts.expiring === 1 ? "it" : "them"}
          </Link>
        </p>
      )}
      <div className="bg-card rounded-xl border p-4">
        <ContentFilters query={query} facets={library.facets} />
      </div>
      <p className="text-muted-foreground text-sm" role="status">
        {total} video{total === 1 ? "" : "s"}
        {filtered ? " match" : ""}, newest approval first.
      </p>
      {library.data.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No videos match"
          description="Try another licence status, creator or search term."
          className="py-8"
        >
          <Button asChild variant="outline" size="sm">
            <Link href="/platform/content">Show all videos</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Approved videos">
          {library.data.map((item) => (
            <ContentCard key={item.licenceId} item={item} now={now} />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pager
          label="Pages"
          status={`Page ${page} of ${totalPages}`}
          previous={page > 1 ? { href: pageHref(page - 1) } : null}
          next={page < totalPages ? { href: pageHref(page + 1) } : null}
        />
      )}
    </PageBody>
  );
}
