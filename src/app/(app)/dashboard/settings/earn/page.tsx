import { Package } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Your Packages";
const description = "Manage creator packages: what brands can buy from you directly, at your price.";

export const metadata: Metadata = { title, description };

function YourPackagesPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Package}
      emptyTitle="No packages yet"
      emptyDescription="Packages list what you deliver (videos, length, format, turnaround) and your price. Brands buy them straight from your profile."
      actions={[{ label: "Back to your dashboard", href: "/dashboard" }]}
    />
  );
}

export default areaPage("creator", YourPackagesPage);
