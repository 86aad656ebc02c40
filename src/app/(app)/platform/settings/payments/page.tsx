import type { Metadata } from "next";
import { Suspense } from "react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PaymentSettings } from "@/features/payments/payment-settings";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Payment Settings", description: "Saved cards, billing e-mail and address." };

function PaymentSettingsPage() {
  return (
    <PageBody className="max-w-4xl">
      <PageHeader title="Payment Settings" description="Cards you pay with, and the e-mail and address on your receipts." />
      <Suspense>
        <PaymentSettings />
      </Suspense>
    </PageBody>
  );
}

export default areaPage("brand", PaymentSettingsPage);
