import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { ProfileEditor } from "@/features/creator-profile/profile-editor";

const title = "Settings / Profile";
const description = "Edit the profile brands see: your names, bio, custom URL, photos and avatar.";

export const metadata: Metadata = { title, description };

/** /dashboard/settings (SPEC.md §2, issue 15 §1): the creator's profile. */
function ProfileSettingsPage() {
  return (
    <PageBody className="max-w-4xl">
      <PageHeader title={title} description={description} />
      <ProfileEditor />
    </PageBody>
  );
}

export default areaPage("creator", ProfileSettingsPage);
