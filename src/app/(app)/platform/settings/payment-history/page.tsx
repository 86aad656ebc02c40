import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PaymentHistory } from "@/features/payments/payment-history";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Payment History", description: "Every movement of your wallet." };

function PaymentHistoryPage() {
  return (
    <PageBody>
      <PageHeader
        title="Payment History"
        description="Every movement of your wallet: top-ups, orders, refunds and subscriptions, with the balance after each."
      />
      <PaymentHistory />
    </PageBody>
  );
}

export default areaPage("brand", PaymentHistoryPage);
