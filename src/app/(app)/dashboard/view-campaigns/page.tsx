import { Megaphone } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "View Campaigns";
const description = "View active brand campaigns and apply to new ones.";

export const metadata: Metadata = { title, description };

function ViewCampaignsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Megaphone}
      emptyTitle="No open campaigns right now"
      emptyDescription="Active brand campaigns will be listed here with their brief, deliverables and pay. Until one opens, make sure your profile is complete so brands pick you when it does."
      actions={[
        { label: "Complete your profile", href: "/dashboard/settings", primary: true },
        { label: "See your proposals", href: "/dashboard/campaigns/proposals" },
      ]}
    />
  );
}

export default areaPage("creator", ViewCampaignsPage);
