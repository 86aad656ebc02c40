import { TrackRecordList } from "@/components/creator/track-record";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LiveRefresh } from "@/components/live/live-refresh";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { PROPOSAL_STATUS_LABEL, PROPOSAL_STATUS_TONE } from "@/features/campaigns/format";
import { ProposalDecision } from "@/features/campaigns/proposal-decision";
import { ProposalVideoList } from "@/features/campaigns/proposal-video-list";
import { CREATOR_NICHES } from "@/lib/creator-directory";
import { formatCents } from "@/lib/money-format";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBrandProposal } from "@/server/pages/campaigns";
import { RatingSummary } from "@/components/rating-summary";

export const metadata: Metadata = { title: "Proposal", description: "One creator's proposal to your campaign." };

type Params = Promise<{ campaignId: string; proposalId: string }>;

async function ProposalPage({ params }: { params: Params }) {
  const { campaignId, proposalId } = await params;
  const caller = await getServerCaller();
  if (!caller) return null;
  const loaded = await loadBrandProposal(caller, campaignId, proposalId);
  if (!loaded) notFound();
  const { campaign, proposal: p, walletCents } = loaded;
  return (
    <PageBody className="max-w-3xl">
      {/* A withdrawal or a teammate's decision re-renders the page live (decision 035). */}
      <LiveRefresh prefixes={["campaign_proposal."]} ids={[p.id]} />
      <Link href={`/platform/campaigns/${campaign.id}?tab=${p.status}`} className="text-primary text-sm underline-offset-4 hover:underline">
        ← {campaign.title || "Campaign"}
      </Link>
      <PageHeader
        title={`Proposal from ${p.creator.name}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={PROPOSAL_STATUS_TONE[p.status]}>{PROPOSAL_STATUS_LABEL[p.status]}</Badge>
            {formatCents(p.price_cents)} · sent {new Date(p.created_at).toLocaleDateString("en-US", { month: "short", day: "numeric" })}
          </span>
        }
      />
      <section aria-labelledby="creator-title" className="bg-card flex flex-col gap-2 rounded-xl border p-4">
        <h2 id="creator-title" className="font-semibold">
          {p.creator.name}
        </h2>
        <dl className="text-muted-foreground grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-foreground font-medium">Followers</dt>
            <dd>{p.creator.total_followers.toLocaleString("en-US")}</dd>
          </div>
          <div>
            <dt className="text-foreground font-medium">Country</dt>
            <dd>{p.creator.country ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-foreground font-medium">Completed orders</dt>
            <dd>{p.creator.completed_orders}</dd>
          </div>
          <div>
            <dt className="text-foreground font-medium">Rating</dt>
            <dd>
              <RatingSummary average={p.creator.rating} count={p.creator.rating_count} showEmpty className="text-sm" />
            </dd>
          </div>
        </dl>
        <h3 className="mt-2 text-sm font-semibold">Track record</h3>
        <TrackRecordList record={p.creator.track_record} className="grid gap-2 sm:grid-cols-2" />
        {p.creator.niches.length > 0 && (
          <p className="text-sm">{p.creator.niches.map((n) => CREATOR_NICHES[n as keyof typeof CREATOR_NICHES] ?? n).join(", ")}</p>
        )}
        {p.creator.custom_url && (
          <Link href={`/c/${encodeURIComponent(p.creator.custom_url)}`} className="text-primary text-sm underline-offset-4 hover:underline">
            See the creator&apos;s page
          </Link>
        )}
      </section>
      <section aria-labelledby="pitch-title" className="flex flex-col gap-2">
        <h2 id="pitch-title" className="font-semibold">
          Pitch
        </h2>
        <p className="text-sm break-words whitespace-pre-line">{p.pitch}</p>
        {p.portfolio_links.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {p.portfolio_links.map((url) => (
              <li key={url} className="break-all">
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {url}
                </a>
              </li>
            ))}
          </ul>
        )}
        {p.videos.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Videos</h3>
            <ProposalVideoList videos={p.videos} creatorName={p.creator.name} />
          </div>
        )}
        {p.rejection_reason && <p className="text-muted-foreground text-sm">Reason given: {p.rejection_reason}</p>}
        {p.order_id && (
          <Link href="/platform/orders" className="text-primary text-sm font-medium underline-offset-4 hover:underline">
            The order is funded — see it in Orders
          </Link>
        )}
      </section>
      <ProposalDecision
        proposalId={p.id}
        status={p.status}
        priceCents={p.price_cents}
        walletCents={walletCents}
        campaignOpen={campaign.status === "active" || campaign.status === "paused"}
      />
    </PageBody>
  );
}

export default areaPage("brand", ProposalPage);
