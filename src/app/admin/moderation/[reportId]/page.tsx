import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { AdminFrame } from "@/features/admin/admin-frame";
import { ReportDetail } from "@/features/admin/report-detail";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Report · Moderation · Admin", robots: { index: false } };

/** One report with the reported content in context, and the admin's actions on it. */
export default async function AdminReportPage({ params }: { params: Promise<{ reportId: string }> }) {
  const { reportId } = await params;
  await requireAdminPage(`/admin/moderation/${reportId}`);
  return (
    <AdminFrame current="/admin/moderation">
      <PageBody>
        <Link href="/admin/moderation" className="text-muted-foreground hover:text-foreground text-sm underline-offset-4 hover:underline">
          ← Reports
        </Link>
        <PageHeader title="Report" description="The reported content as it is now, and what to do about it." />
        <ReportDetail reportId={reportId} />
      </PageBody>
    </AdminFrame>
  );
}
