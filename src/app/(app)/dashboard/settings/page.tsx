import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Settings / Profile";
const description = "Edit the profile brands see: your names, bio, custom URL, photos and avatar.";

export const metadata: Metadata = { title, description };

function ProfileSettingsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={UserRound}
      emptyTitle="Profile editing is on its way"
      emptyDescription="You will edit your names, bio, custom URL, four profile photos and avatar here. Your dashboard shows which parts are still missing."
      actions={[
        { label: "Back to your dashboard", href: "/dashboard", primary: true },
        { label: "Social Links", href: "/dashboard/settings/social" },
      ]}
    />
  );
}

export default areaPage("creator", ProfileSettingsPage);
