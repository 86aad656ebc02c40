import { Film } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Proposal assets", description: "The content the creator uploaded for this proposal." };

type Params = Promise<{ campaignId: string; proposalId: string }>;

async function ProposalAssetsPage({ params }: { params: Params }) {
  const { campaignId, proposalId } = await params;
  return (
    <AreaPage
      title="Proposal assets"
      description="The content the creator uploaded for this proposal."
      icon={Film}
      emptyTitle="No assets uploaded yet"
      emptyDescription="Videos the creator uploads for this proposal appear here for you to watch, comment on at a timestamp, approve or send back for a revision."
      actions={[
        {
          label: "Back to the proposal",
          href: `/platform/campaigns/${encodeURIComponent(campaignId)}/proposals/${encodeURIComponent(proposalId)}`,
          primary: true,
        },
      ]}
    />
  );
}

export default areaPage("brand", ProposalAssetsPage);
