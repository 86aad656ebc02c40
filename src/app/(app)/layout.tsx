import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { LiveEvents } from "@/components/live/use-live-events";
import { Providers } from "@/components/providers";
import { SidebarProvider } from "@/components/shell/sidebar-provider";
import { sidebarOpenFromCookie } from "@/components/shell/sidebar-state";
import { SessionFallback } from "@/components/session/session-fallback";
import { SIDEBAR_COOKIE } from "@/lib/constants";
import { EmailVerificationBanner } from "@/features/account/email-verification-banner";
import { getServerCaller, getServerMe } from "@/server/auth/server-session";
import { SignedInShell } from "./signed-in-shell";

/**
 * The signed-in areas (creator, brand, messages) share one shell: header, side drawer, tab bar.
 * Data fetching and the toaster live here, not in the root layout, so the public site ships
 * none of their JavaScript.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const [me, caller, cookieStore] = await Promise.all([getServerMe(), getServerCaller(), cookies()]);
  const banner = caller && !caller.user.emailVerified ? <EmailVerificationBanner email={caller.user.email} /> : null;
  return (
    <Providers>
      {me && <LiveEvents />}
      <SessionFallback me={me}>
        <SidebarProvider defaultOpen={sidebarOpenFromCookie(cookieStore.get(SIDEBAR_COOKIE)?.value)}>
          <SignedInShell banner={banner}>{children}</SignedInShell>
        </SidebarProvider>
      </SessionFallback>
    </Providers>
  );
}
