import { FileText } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Campaign Proposals";
const description = "List of all your campaign proposals. View and track their status.";

export const metadata: Metadata = { title, description };

function CampaignProposalsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={FileText}
      emptyTitle="You haven't sent any proposals yet"
      emptyDescription="Every proposal you send to a campaign appears here with its status: submitted, shortlisted, accepted or declined."
      actions={[{ label: "Browse campaigns", href: "/dashboard/view-campaigns", primary: true }]}
    />
  );
}

export default areaPage("creator", CampaignProposalsPage);
