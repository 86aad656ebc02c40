import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ImpersonateButton } from "@/features/admin/impersonate-button";
import { AdminFrame } from "@/features/admin/admin-frame";
import { requireAdminPage } from "@/server/auth/require-admin-page";
import { loadAdminHome } from "@/server/pages/admin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin", robots: { index: false } };

const number = new Intl.NumberFormat("en-US");

/**
 * The admin home (issue 10 §7): where /callback sends a user with role admin. Counts, the ledger
 * consistency check and the admin's tools that exist today (impersonation). Anyone else gets the
 * same 404 as a page that does not exist.
 */
export default async function AdminPage() {
  const me = await requireAdminPage("/admin");
  const { overview, ledger, failedPaymentEvents } = await loadAdminHome();

  const stats = [
    { label: "Users", value: overview.users },
    { label: "Brands", value: overview.brands },
    { label: "Creators", value: overview.creators },
    { label: "Live subscriptions", value: overview.liveSubscriptions },
    { label: "Pending checkouts", value: overview.pendingCheckouts },
  ];

  return (
    <AdminFrame current="/admin">
      <PageBody>
        <PageHeader title="Admin" description={`Signed in as ${me.user.name} (${me.user.email}).`} />

        <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {stats.map((s) => (
            <Card key={s.label} className="gap-2 py-4" data-testid="admin-stat">
              <CardHeader className="px-4">
                <CardDescription>{s.label}</CardDescription>
                <CardTitle className="text-2xl tabular-nums">{number.format(s.value)}</CardTitle>
              </CardHeader>
            </Card>
          ))}
        </section>

        <Card data-testid="ledger-check" data-ok={ledger.ok}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              {ledger.ok ? (
                <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
              ) : (
                <TriangleAlert aria-hidden className="text-destructive size-5" />
              )}
              {ledger.ok ? "The ledger adds up" : "The ledger has problems"}
            </CardTitle>
            <CardDescription>
              Checked just now over {number.format(ledger.accounts)} accounts and {number.format(ledger.transfers)} transfers: entries sum
              to zero, every transfer has its two entries, cached balances match, no guarded balance is negative.
            </CardDescription>
          </CardHeader>
          {!ledger.ok && (
            <CardContent>
              <ul className="text-destructive list-disc pl-5 text-sm">
                {ledger.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </CardContent>
          )}
        </Card>

        <Card data-testid="failed-payment-events">
          <CardHeader>
            <CardTitle>Failed payment events</CardTitle>
            <CardDescription>
              Signed events from the payment provider that moved no money. Each was acknowledged, so the provider will not send it again:
              follow it up with the provider.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {failedPaymentEvents.length === 0 ? (
              <p className="text-muted-foreground text-sm">None.</p>
            ) : (
              <ul className="divide-y">
                {failedPaymentEvents.map((e) => (
                  <li key={e.id} className="flex flex-col gap-1 py-3 text-sm">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{e.provider}</Badge>
                      <span className="font-mono text-xs break-all">{e.eventId}</span>
                      <span className="text-muted-foreground">{e.type}</span>
                      <time className="text-muted-foreground ml-auto" dateTime={e.receivedAt.toISOString()}>
                        {e.receivedAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                      </time>
                    </span>
                    <span className="text-destructive">{e.failureReason}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Users</CardTitle>
            <CardDescription>Newest first. Impersonating a user is written to the audit log; the bar at the top ends it.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y" data-testid="admin-users">
              {overview.recentUsers.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{u.name}</span>
                    <span className="text-muted-foreground truncate text-sm">{u.email}</span>
                  </div>
                  <div className="flex items-center gap-2">
                    {u.role === "admin" && <Badge variant="outline">admin</Badge>}
                    {u.types.map((type) => (
                      <Badge key={type} variant="secondary">
                        {type}
                      </Badge>
                    ))}
                    {u.banned && <Badge variant="warning">banned</Badge>}
                    {u.role !== "admin" && u.id !== me.user.id && (
                      <ImpersonateButton
                        userId={u.id}
                        name={u.name}
                        home={u.types.includes("brand") ? "/platform" : u.types.includes("creator") ? "/dashboard" : "/onboarding"}
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </PageBody>
    </AdminFrame>
  );
}
