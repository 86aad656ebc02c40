import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { AdminFrame } from "@/features/admin/admin-frame";
import { AttentionCards } from "@/features/admin/home/attention-cards";
import { MoneyCards } from "@/features/admin/home/money-cards";
import { NewestSignUps } from "@/features/admin/home/newest-sign-ups";
import { OverviewCharts } from "@/features/admin/home/overview-charts";
import { requireAdminPage } from "@/server/auth/require-admin-page";
import { loadAdminHome } from "@/server/pages/admin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin", robots: { index: false } };

/**
 * The console's home (docs/product/moderation-and-admin.md), where /callback sends an admin: first what needs a person
 * now, then where the money is, then the trends. Anyone else gets the same 404 as a page that
 * does not exist.
 */
export default async function AdminPage() {
  const me = await requireAdminPage("/admin");
  const overview = await loadAdminHome();
  return (
    <AdminFrame current="/admin">
      <PageBody>
        <PageHeader title="Admin" description={`Signed in as ${me.user.name} (${me.user.email}).`} />
        <AttentionCards items={overview.attention} />
        <MoneyCards money={overview.money} />
        <OverviewCharts weeks={overview.weeks} signUps={overview.signUps} />
        <NewestSignUps users={overview.newestUsers} />
      </PageBody>
    </AdminFrame>
  );
}
