import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { CreatorPicturesSection } from "@/features/media/creator-pictures-section";
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
      emptyTitle="Editing your names, bio and custom URL is on its way"
      emptyDescription="You will edit the rest of your public profile here. Your dashboard shows which parts are still missing."
      actions={[
        { label: "Back to your dashboard", href: "/dashboard", primary: true },
        { label: "Social Links", href: "/dashboard/settings/social" },
      ]}
    >
      <CreatorPicturesSection />
    </AreaPage>
  );
}

export default areaPage("creator", ProfileSettingsPage);
