import { ShoppingBag } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Orders";
const description = "Orders you placed with creators, from packages and accepted proposals.";

export const metadata: Metadata = { title, description };

function BrandOrdersPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={ShoppingBag}
      emptyTitle="No orders yet"
      emptyDescription="Buying a creator's package or accepting a proposal creates an order, paid from your wallet. Its progress and deliveries will be tracked here."
      actions={[{ label: "Find creators", href: "/creators", primary: true }]}
    />
  );
}

export default areaPage("brand", BrandOrdersPage);
