import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { SidebarProvider } from "@/components/shell/sidebar-provider";
import { SignedInShell } from "./signed-in-shell";

/**
 * The signed-in areas (creator, brand, messages) share one shell: header, side drawer, tab bar.
 * It reads nothing per request (decision 094): the signed-in parts (who is signed in, the wallet,
 * the banner, the live connection) are loaded in the browser from GET /api/auth/me, so a page
 * that reads nothing itself is prerendered. Data fetching and the toaster live here, not in the
 * root layout, so the public site ships none of their JavaScript.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <SidebarProvider>
        <SignedInShell>{children}</SignedInShell>
      </SidebarProvider>
    </Providers>
  );
}
