import type { ReactNode } from "react";
import { MobileTabBar } from "@/components/shell/mobile-tab-bar";
import { loadSettings } from "@/config/env";
import { MarketingFooter } from "@/features/marketing/components/marketing-footer";
import { MarketingHeader } from "@/features/marketing/components/marketing-header";
import { headerCta } from "@/features/marketing/components/nav-config";
import { isBrand } from "@/lib/roles";
import { getServerMe } from "@/server/auth/server-session";

/** The public site's frame: header, page, footer, and the signed-out tab bar on phones. */
export default async function MarketingLayout({ children }: { children: ReactNode }) {
  const me = await getServerMe();
  const cta = headerCta(me ? { signedIn: true, isBrand: isBrand(me) } : { signedIn: false });
  return (
    <div className={me ? "flex min-h-dvh flex-col" : "flex min-h-dvh flex-col pb-16 lg:pb-0"}>
      <a
        href="#main"
        className="focus:bg-background focus:text-foreground sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <MarketingHeader cta={cta} signedIn={Boolean(me)} />
      <div className="flex-1">{children}</div>
      <MarketingFooter bookingUrl={loadSettings().BOOKING_URL} />
      {!me && <MobileTabBar variant="signed-out" />}
    </div>
  );
}
