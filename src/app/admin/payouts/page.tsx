import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PayoutQueue } from "@/features/admin/payout-queue";
import { AdminFrame } from "@/features/admin/admin-frame";
import { getServerMe } from "@/server/auth/server-session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Payouts · Admin", robots: { index: false } };

/** The admin payout queue (issue 15 §3, decision 030). Anyone but an admin gets a 404. */
export default async function AdminPayoutsPage() {
  const me = await getServerMe();
  if (!me) redirect("/sign-in-required?next=/admin/payouts");
  if (me.user.role !== "admin") notFound();
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
