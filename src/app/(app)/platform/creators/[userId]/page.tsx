import { UserRound } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Creator", description: "One creator's profile, packages and sample videos." };

async function BrandCreatorPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return (
    <AreaPage
      title="Creator"
      description="One creator's profile, packages and sample videos."
      icon={UserRound}
      emptyTitle="This creator's profile is on its way"
      emptyDescription="Their bio, niches, audience, packages and sample videos will be shown here, with a button to message them."
      actions={[
        { label: "Message this creator", href: `/inbox/${encodeURIComponent(userId)}`, primary: true },
        { label: "All creators", href: "/platform/creators" },
        { label: "Browse the public directory", href: "/creators" },
      ]}
    />
  );
}

export default areaPage("brand", BrandCreatorPage);
