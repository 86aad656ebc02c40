import { Package } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";
import { Badge } from "@/components/ui/badge";
import { formatCents } from "@/lib/money-format";
import { getServerMe } from "@/server/auth/server-session";
import { ownPackages } from "@/server/pages/creators";

const title = "Your Packages";
const description = "Manage creator packages: what brands can buy from you directly, at your price.";

export const metadata: Metadata = { title, description };

/**
 * Editing packages is not built yet, but the creator's packages exist (the seed and the directory
 * sell them): the page lists them, so a creator who sells packages is never told they have none.
 */
async function YourPackagesPage() {
  const me = await getServerMe();
  const packages = me ? await ownPackages(me.user.id) : [];
  const publicPage = me?.creator_info?.custom_url ? `/c/${encodeURIComponent(me.creator_info.custom_url)}` : null;
  const onSale = packages.filter((p) => p.isActive).length;

  if (packages.length === 0) {
    return (
      <AreaPage
        title={title}
        description={description}
        icon={Package}
        emptyTitle="No packages yet"
        emptyDescription="Packages list what you deliver (videos, length, format, turnaround) and your price. Creating them here is on its way."
        actions={[{ label: "Back to your dashboard", href: "/dashboard" }]}
      />
    );
  }
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Package}
      emptyTitle={`${onSale} ${onSale === 1 ? "package is" : "packages are"} on sale`}
      emptyDescription="Brands buy these from your public page. Editing packages here is on its way."
      actions={publicPage ? [{ label: "See your public page", href: publicPage, primary: true }] : []}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="own-packages">
        {packages.map((p) => (
          <li key={p.id} className="bg-card flex flex-col gap-2 rounded-xl border p-4 shadow-xs">
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-medium">{p.title}</h2>
              {!p.isActive && <Badge variant="outline">Not on sale</Badge>}
            </div>
            <p className="text-2xl font-semibold tabular-nums">{formatCents(p.priceCents)}</p>
            <p className="text-muted-foreground text-sm">
              {p.videos} {p.videos === 1 ? "video" : "videos"} · {p.videoLengthSeconds} s · delivered in {p.turnaroundDays} days
            </p>
          </li>
        ))}
      </ul>
    </AreaPage>
  );
}

export default areaPage("creator", YourPackagesPage);
