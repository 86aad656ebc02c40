import type { Metadata } from "next";
import { PageBody } from "@/components/shell/page-header";
import { AdminFrame } from "@/features/admin/admin-frame";
import { DisputeEvidence } from "@/features/admin/disputes/dispute-evidence";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dispute · Admin", robots: { index: false } };

/** One dispute's evidence and decision (decision 057). Anyone but an admin gets a 404. */
export default async function AdminDisputePage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  await requireAdminPage(`/admin/disputes/${orderId}`);
  return (
    <AdminFrame current="/admin/disputes">
      <PageBody>
        <DisputeEvidence orderId={orderId} />
      </PageBody>
    </AdminFrame>
  );
}
