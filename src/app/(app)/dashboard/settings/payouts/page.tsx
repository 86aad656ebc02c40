import { Banknote } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Payouts";
const description = "Manage payouts: where your earnings from approved videos are paid.";

export const metadata: Metadata = { title, description };

function PayoutsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Banknote}
      emptyTitle="No payouts yet"
      emptyDescription="Your earnings become available when a brand approves your videos. Payout requests and their status (minimum $20) will be listed here."
      actions={[{ label: "See your orders", href: "/dashboard/orders", primary: true }]}
    />
  );
}

export default areaPage("creator", PayoutsPage);
