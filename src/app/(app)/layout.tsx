import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { SidebarProvider } from "@/components/shell/sidebar-provider";
import { sidebarOpenFromCookie } from "@/components/shell/sidebar-state";
import { SessionFallback } from "@/features/session/session-fallback";
import { SIDEBAR_COOKIE } from "@/lib/constants";
import { getServerMe } from "@/server/auth/server-session";

/** The signed-in areas (creator, brand, messages) share one shell: header, side drawer, tab bar. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const [me, cookieStore] = await Promise.all([getServerMe(), cookies()]);
  return (
    <SessionFallback me={me}>
      <SidebarProvider defaultOpen={sidebarOpenFromCookie(cookieStore.get(SIDEBAR_COOKIE)?.value)}>
        <AppShell>{children}</AppShell>
      </SidebarProvider>
    </SessionFallback>
  );
}
