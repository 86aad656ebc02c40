import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { TeamManager } from "@/features/organizations/team-manager";
import { getServerSession } from "@/server/auth/server-session";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Team" };

/** Organizations and members. */
async function TeamPage() {
  const session = await getServerSession();
  if (!session) redirect("/sign-in-required?next=/platform/team");
  return (
    <PageBody className="max-w-3xl">
      <PageHeader title="Team" description="Switch accounts, create a team and invite colleagues." />
      <TeamManager userId={session.user.id} activeOrganizationId={session.session.activeOrganizationId ?? null} />
    </PageBody>
  );
}

export default areaPage("brand", TeamPage);
