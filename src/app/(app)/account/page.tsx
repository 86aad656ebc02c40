import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { ConnectedAccountsSection } from "@/features/account/connected-accounts-section";
import { DeleteAccountSection } from "@/features/account/delete-account-section";
import { EmailSection } from "@/features/account/email-section";
import { PasswordSection } from "@/features/account/password-section";
import { ProfileSection } from "@/features/account/profile-section";
import { SessionsSection } from "@/features/account/sessions-section";
import { EmailPreferencesSection } from "@/features/notifications/email-preferences-section";
import { getServerSession } from "@/server/auth/server-session";
import { loadAccountPage } from "@/server/pages/account";

export const metadata: Metadata = { title: "Manage account" };

/** "Manage account", the user menu's account action. */
export default async function AccountPage() {
  const session = await getServerSession();
  if (!session) redirect("/sign-in-required?next=/account");
  const { hasPassword, blockers, socialProviders } = await loadAccountPage(session.user.id);
  const u = session.user;
  return (
    <PageBody className="max-w-3xl">
      <PageHeader title="Manage account" description="Your sign-in details, security and connected accounts." />
      <ProfileSection name={u.name} image={u.image ?? null} />
      <EmailSection email={u.email} verified={u.emailVerified} />
      <EmailPreferencesSection />
      <PasswordSection hasPassword={hasPassword} email={u.email} />
      <ConnectedAccountsSection providers={socialProviders} />
      <SessionsSection currentSessionId={session.session.id} />
      <DeleteAccountSection blockers={blockers} hasPassword={hasPassword} />
    </PageBody>
  );
}
