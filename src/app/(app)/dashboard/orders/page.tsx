import { ShoppingBag } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Your Orders";
const description = "Orders from brands who bought your packages or accepted your proposals.";

export const metadata: Metadata = { title, description };

function CreatorOrdersPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={ShoppingBag}
      emptyTitle="No orders yet"
      emptyDescription="When a brand buys one of your packages or accepts a proposal, the order shows up here with its deadline and the videos to deliver."
      actions={[
        { label: "Set up your packages", href: "/dashboard/settings/earn", primary: true },
        { label: "Browse campaigns", href: "/dashboard/view-campaigns" },
      ]}
    />
  );
}

export default areaPage("creator", CreatorOrdersPage);
