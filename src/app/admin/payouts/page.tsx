import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { BrandLogo } from "@/components/shell/brand-logo";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { PayoutQueue } from "@/features/admin/payout-queue";
import { SignOutButton } from "@/features/admin/sign-out-button";
import { getServerMe } from "@/server/auth/server-session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Payouts · Admin", robots: { index: false } };

/** The admin payout queue (issue 15 §3, decision 030). Anyone but an admin gets a 404. */
export default async function AdminPayoutsPage() {
  const me = await getServerMe();
  if (!me) redirect("/sign-in-required?next=/admin/payouts");
  if (me.user.role !== "admin") notFound();
  return (
    <div className="bg-muted/30 min-h-dvh">
      <header className="bg-background border-b">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <BrandLogo href="/admin" />
          <Badge variant="outline">Admin</Badge>
          <nav aria-label="Admin" className="ml-auto flex items-center gap-1">
            <Link href="/admin" className="text-muted-foreground hover:text-foreground px-2 text-sm font-medium">
              Home
            </Link>
            <SignOutButton />
          </nav>
        </div>
      </header>
      <main id="main">
        <PageBody>
          <PageHeader
            title="Payouts"
            description="Approve creators' payout requests, then mark them paid or failed. Every action is audited."
          />
          <PayoutQueue />
        </PageBody>
      </main>
    </div>
  );
}
