import { Megaphone, Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CAMPAIGN_STATUS_LABEL, CAMPAIGN_STATUS_TONE, campaignPrice, deadlineText } from "@/features/campaigns/format";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBrandCampaigns } from "@/server/pages/campaigns";

const title = "Campaigns";
const description = "Your campaigns: creative briefs that creators apply to with proposals.";

export const metadata: Metadata = { title, description };

async function BrandCampaignsPage() {
  const caller = await getServerCaller();
  if (!caller) return null;
  const { campaigns, allowance } = await loadBrandCampaigns(caller);
  const newButton = (
    <Button asChild variant="brand">
      <Link href="/platform/campaigns/new">
        <Plus aria-hidden /> New campaign
      </Link>
    </Button>
  );
  if (campaigns.length === 0) {
    return (
      <AreaPage
        title={title}
        description={description}
        icon={Megaphone}
        emptyTitle="No campaigns yet"
        emptyDescription="Publish a brief with your product, deliverables and budget, and creators will send proposals you can shortlist and accept."
        actions={[
          { label: "New campaign", href: "/platform/campaigns/new", primary: true },
          { label: "Check your plan", href: "/platform/settings" },
        ]}
      />
    );
  }
  return (
    <PageBody>
      <PageHeader title={title} description={description} actions={newButton} />
      <p className="text-muted-foreground text-sm" data-testid="campaign-allowance">
        {allowance.live_campaigns} of {allowance.total_allowed} live campaign{allowance.total_allowed === 1 ? "" : "s"} on your plan (drafts
        and archived ones don&apos;t count).{" "}
        <Link href="/platform/settings" className="text-primary underline-offset-4 hover:underline">
          Change plan
        </Link>
      </p>
      <ul className="flex flex-col gap-3">
        {campaigns.map((c) => {
          const open = c.proposal_counts.submitted + c.proposal_counts.shortlisted;
          return (
            <li key={c.id}>
              <Link
                href={c.status === "draft" ? `/platform/campaigns/${c.id}/edit` : `/platform/campaigns/${c.id}`}
                className="bg-card hover:bg-accent/40 flex flex-col gap-2 rounded-xl border p-4 transition-colors sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{c.title || "Untitled draft"}</span>
                    <Badge variant={CAMPAIGN_STATUS_TONE[c.status]}>{CAMPAIGN_STATUS_LABEL[c.status]}</Badge>
                    {c.hidden_at && <Badge variant="destructive">Hidden by Reelbrief</Badge>}
                  </div>
                  <span className="text-muted-foreground text-sm">
                    {c.brand?.name ?? "No brand"} · {campaignPrice(c)} · apply by {deadlineText(c.application_deadline)}
                  </span>
                </div>
                <div className="text-muted-foreground flex shrink-0 gap-4 text-sm">
                  <span>
                    <strong className="text-foreground">{open}</strong> to review
                  </span>
                  <span>
                    <strong className="text-foreground">{c.proposal_counts.accepted}</strong>/{c.creators_wanted} accepted
                  </span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageBody>
  );
}

export default areaPage("brand", BrandCampaignsPage);
