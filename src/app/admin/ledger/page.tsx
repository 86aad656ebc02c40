import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AdminFrame } from "@/features/admin/admin-frame";
import { FailedEventsCard } from "@/features/admin/ledger/failed-events-card";
import { LedgerAccountsTable } from "@/features/admin/ledger/ledger-accounts-table";
import { LedgerCheckCard } from "@/features/admin/ledger/ledger-check-card";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Ledger · Admin", robots: { index: false } };

/** The ledger for operators: whether it adds up, every account and its balance, and payment events that moved no money. */
export default async function AdminLedgerPage() {
  await requireAdminPage("/admin/ledger");
  return (
    <AdminFrame current="/admin/ledger">
      <PageBody>
        <PageHeader title="Ledger" description="Every account and its balance, the consistency check and failed payment events." />
        <LedgerCheckCard />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Accounts</h2>
            </CardTitle>
            <CardDescription>Platform accounts first, then by size of balance. Open an account to see its transfers.</CardDescription>
          </CardHeader>
          <CardContent>
            <LedgerAccountsTable />
          </CardContent>
        </Card>
        <FailedEventsCard />
      </PageBody>
    </AdminFrame>
  );
}
