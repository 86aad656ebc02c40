import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ledgerAccountParamsSchema } from "@/contracts/admin/ledger";
import { AdminFrame } from "@/features/admin/admin-frame";
import { AccountTransfers } from "@/features/admin/ledger/account-transfers";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Ledger account · Admin", robots: { index: false } };

/** One ledger account and its transfers. An id that is not an account id is the same 404 as a missing page. */
export default async function AdminLedgerAccountPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/ledger/accounts/${encodeURIComponent(id)}`);
  if (!ledgerAccountParamsSchema.safeParse({ id }).success) notFound();
  return (
    <AdminFrame current="/admin/ledger">
      <PageBody>
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link href="/admin/ledger" className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline">
            ← Ledger
          </Link>
        </nav>
        <PageHeader title="Ledger account" />
        <AccountTransfers accountId={id} />
      </PageBody>
    </AdminFrame>
  );
}
