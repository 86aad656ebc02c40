"use client";

import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import type { AppHeaderItems } from "@/components/shell/app-header";
import { NotificationsBell } from "@/features/notifications/notifications-bell";
import { CheckoutReturnNotice } from "@/features/wallet/checkout-return-notice";
import { WalletButton } from "@/features/wallet/wallet-button";

/* A client module: the header's items are functions of the signed-in user, which a server layout cannot pass. */
const headerItems: AppHeaderItems = {
  notifications: (me, onMeChanged) => <NotificationsBell me={me} onChanged={onMeChanged} />,
  wallet: (me) => <WalletButton balanceCents={me.wallet_balance} />,
};

/** The shared shell with this app's feature pieces in it (shared components do not import features). */
export function SignedInShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <AppShell banner={banner} notice={<CheckoutReturnNotice />} headerItems={headerItems}>
      {children}
    </AppShell>
  );
}
