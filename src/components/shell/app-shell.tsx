"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, Suspense } from "react";
import { useMe } from "@/components/session/use-me";
import { shellRole } from "@/lib/area-role";
import { AppHeader, type AppHeaderItems } from "./app-header";
import { MobileTabBar } from "./mobile-tab-bar";
import { SideDrawer } from "./side-drawer";
import { SkipLink } from "./skip-link";

/**
 * Everything around a page of the signed-in area: header, side drawer and mobile tab bar, drawn
 * for the role of the area the user is in (a user with both types sees the creator navigation in
 * /dashboard and the brand navigation in /platform). `banner` and then `notice` are shown above
 * every page while signed in (the e-mail verification notice, the checkout return notice);
 * `headerItems` are the header's feature pieces. The app passes them in: shared components do not
 * import features.
 */
export function AppShell({
  children,
  banner,
  notice,
  headerItems,
}: {
  children: ReactNode;
  banner?: ReactNode;
  notice?: ReactNode;
  headerItems: AppHeaderItems;
}) {
  const { me, status, refresh } = useMe();
  const pathname = usePathname() ?? "/";
  const role = status === "authenticated" ? shellRole(me, pathname) : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader me={me} status={status} onMeChanged={refresh} items={headerItems} />
      <div className="flex flex-1">
        {me && role && <SideDrawer me={me} role={role} />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-20 outline-none lg:pb-0">
          {status === "authenticated" && banner}
          {status === "authenticated" && notice && <Suspense>{notice}</Suspense>}
          {children}
        </main>
      </div>
      {status === "unauthenticated" && <MobileTabBar variant="signed-out" />}
      {role && <MobileTabBar variant={role} />}
    </div>
  );
}
