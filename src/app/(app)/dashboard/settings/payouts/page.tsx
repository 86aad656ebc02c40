import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { CreatorPayoutsPanel } from "@/features/payouts/creator-payouts";

export const metadata: Metadata = { title: "Payouts", description: "Your earnings, where they are paid, and your payouts." };

function PayoutsPage() {
  return (
    <PageBody className="max-w-5xl">
      <PageHeader
        title="Payouts"
        description="Your earnings from approved videos, where they are paid, and every payout with its status."
      />
      <CreatorPayoutsPanel />
    </PageBody>
  );
}

export default areaPage("creator", PayoutsPage);
