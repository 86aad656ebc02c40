import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PackagesManager } from "@/features/packages/packages-manager";
import { getServerMe } from "@/server/auth/server-session";
import { ownPackages } from "@/server/pages/creators";
import { loadPlatformFeeBps } from "@/server/pages/settings";

const title = "Your Packages";
const description = "Manage creator packages: what brands can buy from you directly, at your price.";

export const metadata: Metadata = { title, description };

/** Your Packages (SPEC.md §2, issue 12 §1): the creator's packages, rendered with data, then live. */
async function YourPackagesPage() {
  const me = await getServerMe();
  const [packages, platformFeeBps] = await Promise.all([me ? ownPackages(me.user.id) : [], loadPlatformFeeBps()]);
  const publicPage = me?.creator_info?.custom_url ? `/c/${encodeURIComponent(me.creator_info.custom_url)}` : null;
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      <PackagesManager initial={packages} publicPage={publicPage} platformFeeBps={platformFeeBps} />
    </PageBody>
  );
}

export default areaPage("creator", YourPackagesPage);
