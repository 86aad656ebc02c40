import type { Metadata } from "next";
import { Suspense } from "react";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminFrame } from "@/features/admin/admin-frame";
import { UserSearch } from "@/features/admin/users/user-search";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Users · Admin", robots: { index: false } };

/** Every user, searchable and filtered, newest first (decision 058). Anyone but an admin gets a 404. */
export default async function AdminUsersPage() {
  await requireAdminPage("/admin/users");
  return (
    <AdminFrame current="/admin/users">
      <PageBody>
        <PageHeader
          title="Users"
          description="Find anyone by e-mail, name, id or custom URL. Open a user to see their money, orders and history."
        />
        <Suspense fallback={<Skeleton className="h-72 rounded-xl" aria-busy="true" aria-label="Loading users" />}>
          <UserSearch />
        </Suspense>
      </PageBody>
    </AdminFrame>
  );
}
