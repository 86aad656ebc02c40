import { Link as LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";
import { getServerMe } from "@/server/auth/server-session";

const title = "Social Links";
const description = "Manage social links: the accounts and audiences brands see on your profile.";

export const metadata: Metadata = { title, description };

const followers = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Editing is not built yet; the creator's links are listed so the page never claims there are none. */
async function SocialLinksPage() {
  const me = await getServerMe();
  const links = me?.social ?? [];
  return (
    <AreaPage
      title={title}
      description={description}
      icon={LinkIcon}
      emptyTitle={
        links.length === 0 ? "No social links yet" : `${links.length} ${links.length === 1 ? "account" : "accounts"} on your profile`
      }
      emptyDescription={
        links.length === 0
          ? "Your TikTok, Instagram, YouTube and other accounts with their follower counts show brands your reach. Adding them here is on its way."
          : "Brands see these accounts on your public page. Editing them here is on its way."
      }
      actions={[{ label: "Back to your dashboard", href: "/dashboard" }]}
    >
      {links.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="own-social-links">
          {links.map((link) => (
            <li key={link.id} className="bg-card flex items-center justify-between gap-3 rounded-xl border p-4 shadow-xs">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium capitalize">{link.platform}</span>
                <a href={link.url} className="text-muted-foreground truncate text-sm hover:underline" rel="noreferrer" target="_blank">
                  {link.handle}
                </a>
              </span>
              {link.follower_count !== null && (
                <span className="text-sm font-medium tabular-nums">{followers.format(link.follower_count)} followers</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </AreaPage>
  );
}

export default areaPage("creator", SocialLinksPage);
