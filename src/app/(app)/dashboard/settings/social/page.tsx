import { Link } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Social Links";
const description = "Manage social links: the accounts and audiences brands see on your profile.";

export const metadata: Metadata = { title, description };

function SocialLinksPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Link}
      emptyTitle="No social links yet"
      emptyDescription="Add your TikTok, Instagram, YouTube and other accounts with their follower counts so brands can see your reach."
      actions={[{ label: "Back to your dashboard", href: "/dashboard" }]}
    />
  );
}

export default areaPage("creator", SocialLinksPage);
