import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { BriefBuilder } from "@/features/campaigns/brief-builder";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBriefBuilder } from "@/server/pages/campaigns";

export const metadata: Metadata = { title: "Edit campaign", description: "Finish the brief and publish it." };

async function EditCampaignPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const caller = await getServerCaller();
  if (!caller) return null;
  const { campaign, brands } = await loadBriefBuilder(caller, campaignId);
  if (!campaign) notFound();
  // Only drafts are edited (decision 028): a published brief is what creators priced their proposals on.
  if (campaign.status !== "draft") redirect(`/platform/campaigns/${campaign.id}`);
  return (
    <PageBody>
      <PageHeader title="Edit campaign" description="Drafts save as you type; publish when the brief is complete." />
      <BriefBuilder initial={campaign} brands={brands} />
    </PageBody>
  );
}

export default areaPage("brand", EditCampaignPage);
