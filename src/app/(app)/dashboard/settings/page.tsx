import { AtSign, Landmark, Package } from "lucide-react";
import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { SettingsSections, type SettingsSection } from "@/components/shell/settings-sections";
import { ProfileEditor } from "@/features/creator-profile/profile-editor";
import { siteOrigin } from "@/features/marketing/seo/site";
import { creatorPagePrefix } from "@/lib/creator-page-url";

const title = "Settings / Profile";
const description = "Edit the profile brands see: your names, bio, custom URL, photos and avatar.";

export const metadata: Metadata = { title, description };

/** The creator's other settings pages (docs/product/screens-and-navigation.md "More" menu), which a desktop menu does not list. */
const SECTIONS: readonly SettingsSection[] = [
  { href: "/dashboard/settings/earn", label: "Your Packages", description: "Packages and prices", icon: Package },
  { href: "/dashboard/settings/social", label: "Social Links", description: "Profiles and followers", icon: AtSign },
  { href: "/dashboard/settings/payouts", label: "Payouts", description: "Earnings and bank account", icon: Landmark },
];

/** /dashboard/settings (docs/product/screens-and-navigation.md): the creator's profile. */
function ProfileSettingsPage() {
  return (
    <PageBody className="max-w-4xl">
      <PageHeader title={title} description={description} />
      <SettingsSections sections={SECTIONS} />
      <ProfileEditor pagePrefix={creatorPagePrefix(siteOrigin())} />
    </PageBody>
  );
}

export default areaPage("creator", ProfileSettingsPage);
