import { Megaphone } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Campaigns";
const description = "Your campaigns: creative briefs that creators apply to with proposals.";

export const metadata: Metadata = { title, description };

function BrandCampaignsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Megaphone}
      emptyTitle="No campaigns yet"
      emptyDescription="Publish a brief with your product, deliverables and budget, and creators will send proposals you can shortlist and accept."
      actions={[{ label: "Check your plan", href: "/platform/settings", primary: true }]}
    />
  );
}

export default areaPage("brand", BrandCampaignsPage);
