import { TrackRecordSummary } from "@/components/creator/track-record";
import { Film, Link as LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PROPOSAL_STATUSES, type ProposalStatus } from "@/contracts/campaigns";
import { HiddenBanner } from "@/components/moderation/hidden-banner";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { CampaignBrief } from "@/features/campaigns/campaign-brief";
import { CampaignStatusActions } from "@/features/campaigns/campaign-status-actions";
import { CAMPAIGN_STATUS_LABEL, CAMPAIGN_STATUS_TONE, PROPOSAL_STATUS_LABEL, PROPOSAL_STATUS_TONE } from "@/features/campaigns/format";
import { CREATOR_NICHES } from "@/lib/creator-directory";
import { formatCents } from "@/lib/money-format";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBrandCampaign } from "@/server/pages/campaigns";

export const metadata: Metadata = { title: "Campaign", description: "A campaign's proposals, by status." };

async function CampaignPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>;
  searchParams: Promise<{ tab?: string }>;
}) {
  const [{ campaignId }, { tab }] = await Promise.all([params, searchParams]);
  const caller = await getServerCaller();
  if (!caller) return null;
  const current: ProposalStatus = (PROPOSAL_STATUSES as readonly string[]).includes(tab ?? "") ? (tab as ProposalStatus) : "submitted";
  const loaded = await loadBrandCampaign(caller, campaignId, current);
  if (!loaded) notFound();
  const { campaign: c, proposals: shown } = loaded;

  return (
    <PageBody>
      <PageHeader
        title={c.title || "Untitled campaign"}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={CAMPAIGN_STATUS_TONE[c.status]}>{CAMPAIGN_STATUS_LABEL[c.status]}</Badge>
            {c.proposal_counts.accepted} of {c.creators_wanted} creators accepted
          </span>
        }
        actions={<CampaignStatusActions campaignId={c.id} status={c.status} />}
      />
      {c.hidden_at && <HiddenBanner what="campaign" reason={c.hidden_reason} />}
      <section aria-labelledby="proposals-title" className="flex flex-col gap-3">
        <h2 id="proposals-title" className="text-lg font-semibold">
          Proposals
        </h2>
        <nav aria-label="Proposals by status" className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 px-1">
            {PROPOSAL_STATUSES.map((s) => (
              <li key={s}>
                <Link
                  href={`/platform/campaigns/${c.id}?tab=${s}`}
                  aria-current={s === current ? "page" : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm whitespace-nowrap ${s === current ? "bg-primary text-primary-foreground" : "hover:bg-accent"}`}
                >
                  {PROPOSAL_STATUS_LABEL[s]} <span className="opacity-70">{c.proposal_counts[s]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {shown.length === 0 ? (
          <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
            No {PROPOSAL_STATUS_LABEL[current].toLowerCase()} proposals{c.status === "active" ? " yet" : ""}.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {shown.map((p) => (
              <li key={p.id}>
                <Link
                  href={`/platform/campaigns/${c.id}/proposals/${p.id}`}
                  className="bg-card hover:bg-accent/40 flex flex-col gap-2 rounded-xl border p-4 transition-colors"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{p.creator.name}</span>
                    <span className="flex items-center gap-2">
                      <span className="font-medium">{formatCents(p.price_cents)}</span>
                      <Badge variant={PROPOSAL_STATUS_TONE[p.status]}>{PROPOSAL_STATUS_LABEL[p.status]}</Badge>
                    </span>
                  </div>
                  <span className="text-muted-foreground text-xs">
                    {[
                      p.creator.country,
                      p.creator.niches.map((n) => CREATOR_NICHES[n as keyof typeof CREATOR_NICHES] ?? n).join(", "),
                      `${p.creator.total_followers.toLocaleString("en-US")} followers`,
                      `${p.creator.completed_orders} completed orders`,
                      p.creator.rating !== null ? `★ ${p.creator.rating.toFixed(1)} (${p.creator.rating_count})` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  <TrackRecordSummary record={p.creator.track_record} />
                  <p className="text-muted-foreground line-clamp-2 text-sm">{p.pitch}</p>
                  {(p.videos.length > 0 || p.portfolio_links.length > 0) && (
                    <span className="text-muted-foreground flex flex-wrap items-center gap-3 text-xs">
                      {p.videos.length > 0 && (
                        <span className="inline-flex items-center gap-1" data-testid="proposal-video-count">
                          <Film aria-hidden className="size-3.5" />
                          {p.videos.length === 1 ? "1 video" : `${p.videos.length} videos`}
                        </span>
                      )}
                      {p.portfolio_links.length > 0 && (
                        <span className="inline-flex items-center gap-1">
                          <LinkIcon aria-hidden className="size-3.5" />
                          {p.portfolio_links.length === 1 ? "1 link" : `${p.portfolio_links.length} links`}
                        </span>
                      )}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <details className="bg-card rounded-xl border p-4">
        <summary className="cursor-pointer text-sm font-medium">The brief</summary>
        <div className="mt-4">
          <CampaignBrief campaign={c} />
        </div>
      </details>
    </PageBody>
  );
}

export default areaPage("brand", CampaignPage);
