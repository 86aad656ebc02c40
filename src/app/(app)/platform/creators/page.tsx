import { Users } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Creators";
const description = "Find creators for your campaigns and message the ones you like.";

export const metadata: Metadata = { title, description };

function BrandCreatorsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Users}
      emptyTitle="Creator search is on its way"
      emptyDescription="You will filter creators by niche, country, language and audience here, and open their profiles, packages and sample videos."
      actions={[{ label: "Browse the public directory", href: "/creators", primary: true }]}
    />
  );
}

export default areaPage("brand", BrandCreatorsPage);
