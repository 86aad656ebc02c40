import { FileText } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AreaPage } from "@/components/shell/area-page";
import { LiveRefresh } from "@/components/live/live-refresh";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { PROPOSAL_STATUS_LABEL, PROPOSAL_STATUS_TONE } from "@/features/campaigns/format";
import { ProposalVideoList } from "@/features/campaigns/proposal-video-list";
import { WithdrawButton } from "@/features/campaigns/withdraw-button";
import { formatCents } from "@/lib/money-format";
import { getServerCaller } from "@/server/auth/server-session";
import { loadCreatorProposals } from "@/server/pages/campaigns";

const title = "Campaign Proposals";
const description = "List of all your campaign proposals. View and track their status.";

export const metadata: Metadata = { title, description };

async function CampaignProposalsPage({ searchParams }: { searchParams: Promise<{ proposal?: string }> }) {
  const caller = await getServerCaller();
  if (!caller) return null;
  const [proposals, { proposal: highlighted }] = await Promise.all([loadCreatorProposals(caller), searchParams]);
  if (proposals.length === 0) {
    return (
      <AreaPage
        title={title}
        description={description}
        icon={FileText}
        emptyTitle="No proposals yet"
        emptyDescription="When you apply to a brand's campaign, your proposal and its status — submitted, shortlisted, accepted — show up here."
        actions={[{ label: "Browse campaigns", href: "/dashboard/view-campaigns", primary: true }]}
      />
    );
  }
  return (
    <PageBody>
      {/* The brand's shortlist, acceptance or rejection shows without a reload (decision 035). */}
      <LiveRefresh prefixes={["campaign_proposal."]} />
      <PageHeader title={title} description={description} />
      <ul className="flex flex-col gap-3">
        {proposals.map((p) => (
          <li
            key={p.id}
            id={`proposal-${p.id}`}
            className={`bg-card flex flex-col gap-2 rounded-xl border p-4 ${p.id === highlighted ? "ring-primary ring-2" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                href={`/dashboard/view-campaigns/${p.campaign_id}`}
                className="font-medium break-words underline-offset-4 hover:underline"
              >
                {p.campaign_title}
              </Link>
              <span className="flex items-center gap-2">
                <span className="text-sm font-medium">{formatCents(p.price_cents)}</span>
                <Badge variant={PROPOSAL_STATUS_TONE[p.status]}>{PROPOSAL_STATUS_LABEL[p.status]}</Badge>
              </span>
            </div>
            <p className="text-muted-foreground line-clamp-2 text-sm">{p.pitch}</p>
            {p.videos.length > 0 && (
              <div className="max-w-md">
                <ProposalVideoList videos={p.videos} creatorName="You" />
              </div>
            )}
            {p.rejection_reason && <p className="text-muted-foreground text-sm">The brand said: {p.rejection_reason}</p>}
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground text-xs">
                Sent {new Date(p.created_at).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}
              </span>
              {(p.status === "submitted" || p.status === "shortlisted") && <WithdrawButton proposalId={p.id} />}
              {p.order_id && (
                <Link href="/dashboard/orders" className="text-primary text-sm font-medium underline-offset-4 hover:underline">
                  Go to the order
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </PageBody>
  );
}

export default areaPage("creator", CampaignProposalsPage);
