import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { listReportsQuerySchema } from "@/contracts/admin/moderation";
import { AdminFrame } from "@/features/admin/admin-frame";
import { ModerationQueue } from "@/features/admin/moderation-queue";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Moderation · Admin", robots: { index: false } };

/** The reports queue (docs/product/moderation-and-admin.md). Anyone but an admin gets a 404. */
export default async function AdminModerationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage("/admin/moderation");
  const params = await searchParams;
  const parsed = listReportsQuerySchema.safeParse({ status: params.status, page: params.page });
  const { status, page } = parsed.success ? parsed.data : { status: "open" as const, page: 1 };
  return (
    <AdminFrame current="/admin/moderation">
      <PageBody>
        <PageHeader
          title="Moderation"
          description="Reports from users about profiles, messages, campaigns and packages. Hide what breaks the rules, dismiss what does not. Every action is audited."
        />
        <ModerationQueue status={status} page={page} />
      </PageBody>
    </AdminFrame>
  );
}
