import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { AdminFrame } from "@/features/admin/admin-frame";
import { DisputeQueue } from "@/features/admin/disputes/dispute-queue";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Disputes · Admin", robots: { index: false } };

/** The dispute queue (decision 057). Anyone but an admin gets a 404. */
export default async function AdminDisputesPage() {
  await requireAdminPage("/admin/disputes");
  return (
    <AdminFrame current="/admin/disputes">
      <PageBody>
        <PageHeader
          title="Disputes"
          description="Orders a brand or a creator disputed. Read the evidence, then pay the creator, refund the brand, or split the escrow. Every decision is audited and both parties are told why."
        />
        <DisputeQueue />
      </PageBody>
    </AdminFrame>
  );
}
