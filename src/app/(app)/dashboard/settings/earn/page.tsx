import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ProfileChecklist } from "@/components/creator/profile-checklist";
import { PackagesManager } from "@/features/packages/packages-manager";
import { profileCompleteness } from "@/lib/profile-completeness";
import { getServerMe } from "@/server/auth/server-session";
import { ownPackages } from "@/server/pages/creators";
import { loadPlatformFeeBps } from "@/server/pages/settings";

const title = "Your Packages";
const description = "Manage creator packages: what brands can buy from you directly, at your price.";

export const metadata: Metadata = { title, description };

/** Your Packages (docs/product/screens-and-navigation.md): the creator's packages, rendered with data, then live. */
async function YourPackagesPage() {
  const me = await getServerMe();
  const [packages, platformFeeBps] = await Promise.all([me ? ownPackages(me.user.id) : [], loadPlatformFeeBps()]);
  const completeness = profileCompleteness(me);
  // The public page exists only for a listed (complete) profile: no link to a 404.
  const publicPage =
    completeness.isComplete && me?.creator_info?.custom_url ? `/c/${encodeURIComponent(me.creator_info.custom_url)}` : null;
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      <ProfileChecklist
        completeness={completeness}
        title="Complete your profile to sell"
        description="Packages go on sale once all four parts of your profile are done. Until then you can prepare them, paused."
      />
      <PackagesManager initial={packages} publicPage={publicPage} canSell={completeness.isComplete} platformFeeBps={platformFeeBps} />
    </PageBody>
  );
}

export default areaPage("creator", YourPackagesPage);
