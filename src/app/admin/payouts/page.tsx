import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PayoutQueue } from "@/features/admin/payout-queue";
import { AdminFrame } from "@/features/admin/admin-frame";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Payouts · Admin", robots: { index: false } };

/** The admin payout queue (decision 030). Anyone but an admin gets a 404. */
export default async function AdminPayoutsPage() {
  await requireAdminPage("/admin/payouts");
  return (
    <AdminFrame current="/admin/payouts">
      <PageBody>
        <PageHeader
          title="Payouts"
          description="Approve creators' payout requests, then mark them paid or failed. Every action is audited."
        />
        <PayoutQueue />
      </PageBody>
    </AdminFrame>
  );
}
