import { ChevronLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AdminFrame } from "@/features/admin/admin-frame";
import { ImpersonateButton } from "@/features/admin/impersonate-button";
import { BanControls } from "@/features/admin/users/ban-controls";
import { FeatureFlagsEditor } from "@/features/admin/users/feature-flags-editor";
import { UserBadges } from "@/features/admin/users/user-badges";
import { UserBalances } from "@/features/admin/users/user-balances";
import { UserProfileFacts } from "@/features/admin/users/user-profile-facts";
import { UserRecords } from "@/features/admin/users/user-records";
import { requireAdminPage } from "@/server/auth/require-admin-page";
import { loadAdminUser } from "@/server/pages/admin-users";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "User · Admin", robots: { index: false } };

const LISTS = [
  { kind: "orders", label: "Orders", empty: "No orders as buyer or creator." },
  { kind: "campaigns", label: "Campaigns", empty: "No campaigns." },
  { kind: "payouts", label: "Payouts", empty: "No payouts." },
  { kind: "reports", label: "Reports", empty: "No reports about them or by them." },
  { kind: "audit", label: "Audit trail", empty: "No audit entries by or about them." },
] as const;

/** One user as the admins see them (decision 058): who they are, their money, their history, and ban, flags, impersonation. */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await requireAdminPage(`/admin/users/${id}`);
  const user = await loadAdminUser(id);
  const home = user.types.includes("brand") ? "/platform" : user.types.includes("creator") ? "/dashboard" : "/onboarding";
  return (
    <AdminFrame current="/admin/users">
      <PageBody>
        <Link href="/admin/users" className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm">
          <ChevronLeft aria-hidden className="size-4" /> All users
        </Link>
        <PageHeader
          title={user.name}
          description={
            <span className="flex flex-col gap-2">
              <span className="break-all">{user.email}</span>
              <UserBadges user={user} />
            </span>
          }
          actions={
            <>
              {user.role !== "admin" && !user.banned && user.id !== me.user.id && (
                <ImpersonateButton userId={user.id} name={user.name} home={home} />
              )}
              <BanControls user={user} />
            </>
          }
        />
        {user.banned && (
          <div role="status" data-testid="ban-notice" className="border-destructive/40 bg-destructive/5 rounded-xl border p-4 text-sm">
            <p className="font-medium">Banned</p>
            <p className="text-muted-foreground break-words">{user.banReason ?? "No reason recorded."}</p>
          </div>
        )}
        <UserBalances balances={user.balances} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Profile</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <UserProfileFacts user={user} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Feature flags</h2>
              </CardTitle>
              <CardDescription>Turn features on for this person. Changes are audited.</CardDescription>
            </CardHeader>
            <CardContent>
              <FeatureFlagsEditor userId={user.id} flags={user.featureFlags} />
            </CardContent>
          </Card>
        </div>
        {LISTS.map((list) => (
          <Card key={list.kind}>
            <CardHeader>
              <CardTitle>
                <h2>
                  {list.label} <span className="text-muted-foreground font-normal">({user.counts[list.kind]})</span>
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <UserRecords userId={user.id} kind={list.kind} label={list.label} empty={list.empty} />
            </CardContent>
          </Card>
        ))}
      </PageBody>
    </AdminFrame>
  );
}
