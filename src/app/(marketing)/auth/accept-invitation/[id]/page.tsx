import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/features/identity/auth-card";
import { AcceptInvitation } from "@/features/organizations/accept-invitation";
import { getServerSession } from "@/server/auth/server-session";

export const metadata: Metadata = { title: "Join a team" };

/** The invitation link. Signed out: sign in (or sign up) first, then come back here. */
export default async function AcceptInvitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const here = `/auth/accept-invitation/${encodeURIComponent(id)}`;
  if (!(await getServerSession())) redirect(`/sign-in-required?next=${encodeURIComponent(here)}`);
  return (
    <AuthCard title="Join a team on Reelbrief">
      <AcceptInvitation invitationId={id} />
    </AuthCard>
  );
}
