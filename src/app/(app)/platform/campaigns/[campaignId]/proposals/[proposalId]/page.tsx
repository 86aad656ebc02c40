import { FileText } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Proposal", description: "One creator's proposal to your campaign." };

type Params = Promise<{ campaignId: string; proposalId: string }>;

async function ProposalPage({ params }: { params: Params }) {
  const { campaignId, proposalId } = await params;
  const base = `/platform/campaigns/${encodeURIComponent(campaignId)}/proposals/${encodeURIComponent(proposalId)}`;
  return (
    <AreaPage
      title="Proposal"
      description="One creator's proposal to your campaign."
      icon={FileText}
      emptyTitle="Proposal details are on their way"
      emptyDescription="The creator's pitch, price and portfolio will be shown here, with buttons to shortlist, accept (paid from your wallet) or decline."
      actions={[
        { label: "Uploaded assets", href: `${base}/assets`, primary: true },
        { label: "All campaigns", href: "/platform/campaigns" },
      ]}
    />
  );
}

export default areaPage("brand", ProposalPage);
