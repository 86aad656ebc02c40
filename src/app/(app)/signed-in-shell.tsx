"use client";

import type { ReactNode } from "react";
import { LiveEvents } from "@/components/live/use-live-events";
import { useMe } from "@/components/session/use-me";
import { AppShell } from "@/components/shell/app-shell";
import type { AppHeaderItems } from "@/components/shell/app-header";
import { EmailVerificationBanner } from "@/features/account/email-verification-banner";
import { NotificationsBell } from "@/features/notifications/notifications-bell";
import { CheckoutReturnNotice } from "@/features/wallet/checkout-return-notice";
import { WalletButton } from "@/features/wallet/wallet-button";

/* A client module: the header's items are functions of the signed-in user, which a server layout cannot pass. */
const headerItems: AppHeaderItems = {
  notifications: (me, onMeChanged) => <NotificationsBell me={me} onChanged={onMeChanged} />,
  wallet: (me) => <WalletButton balanceCents={me.wallet_balance} />,
};

/**
 * The shared shell with this app's feature pieces in it (shared components do not import
 * features): the e-mail verification banner while the address is unverified, and the live
 * connection while signed in.
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { me } = useMe();
  const banner = me && !me.user.emailVerified ? <EmailVerificationBanner email={me.user.email} /> : null;
  return (
    <AppShell banner={banner} notice={<CheckoutReturnNotice />} headerItems={headerItems}>
      {me && <LiveEvents />}
      {children}
    </AppShell>
  );
}
