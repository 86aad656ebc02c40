import type { ReactNode } from "react";
import { SkipLink } from "@/components/shell/skip-link";
import { loadSettings } from "@/config/env";
import { MarketingFooter } from "@/features/marketing/components/marketing-footer";
import { MarketingHeader } from "@/features/marketing/components/marketing-header";
import { MarketingTabBar } from "@/features/marketing/components/marketing-tab-bar";

/**
 * The public site's frame: header, page, footer, and the signed-out tab bar on phones. It reads
 * no cookie, so the pages under it prerender (decision 019); the header and the tab bar learn who
 * is signed in from the browser.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <MarketingHeader />
      <div className="flex-1">{children}</div>
      <MarketingFooter bookingUrl={loadSettings().BOOKING_URL} />
      <MarketingTabBar />
    </div>
  );
}
