import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AdminFrame } from "@/features/admin/admin-frame";
import { ComplimentaryPlans } from "@/features/admin/plans/complimentary-plans";
import { PlansTable } from "@/features/admin/plans/plans-table";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Plans · Admin", robots: { index: false } };

/** Plans and prices, and complimentary plans for organizations. Every change is audited. */
export default async function AdminPlansPage() {
  await requireAdminPage("/admin/plans");
  return (
    <AdminFrame current="/admin/plans">
      <PageBody>
        <PageHeader
          title="Plans"
          description="Prices apply from each subscription's next renewal. Every change is written to the audit log."
        />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Plans</h2>
            </CardTitle>
            <CardDescription>Allowances per subscription, and live subscriptions on each plan.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlansTable />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Complimentary plans</h2>
            </CardTitle>
            <CardDescription>A plan given for free: its renewals charge nothing until it is ended.</CardDescription>
          </CardHeader>
          <CardContent>
            <ComplimentaryPlans />
          </CardContent>
        </Card>
      </PageBody>
    </AdminFrame>
  );
}
