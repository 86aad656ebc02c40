"use client";

import { clsx } from "clsx";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActivePath, type NavLink, TAB_BARS, type TabBarVariant } from "./nav-items";
import { TAB_CLASS } from "./mobile-tab-bar-style";

export type { TabBarVariant } from "./nav-items";

/*
 * The menu slot pulls in the Radix dropdown; only the signed-in variants have one, so the public
 * site's signed-out bar never downloads it.
 */
const MobileTabBarMenu = dynamic(() => import("./mobile-tab-bar-menu").then((m) => m.MobileTabBarMenu));

/**
 * Mobile bottom tab bar (docs/product/screens-and-navigation.md): fixed to the bottom below 1024 px, hidden on desktop.
 * Pages that render it should keep `pb-16 lg:pb-0` (or more) at the bottom so nothing hides under it.
 * Opaque: with any see-through background the page's text and buttons showed through the labels.
 * It ships on every public page, so it joins classes with plain clsx (no tailwind-merge).
 *
 * - `signed-out` (default): Home, Creators, Login, FAQ.
 * - `creator`: Home, Campaigns, Proposals, Orders and a More menu.
 * - `brand`: Home, Creators, Campaigns, Orders and a Settings menu.
 */
export function MobileTabBar({ variant = "signed-out" }: { variant?: TabBarVariant }) {
  const pathname = usePathname() ?? "/";
  const config = TAB_BARS[variant];

  return (
    <nav
      aria-label="Main"
      data-testid="mobile-tab-bar"
      data-variant={variant}
      className="bg-background fixed inset-x-0 bottom-0 z-40 border-t pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch">
        {config.tabs.map((tab) => (
          <li key={tab.href} className="flex flex-1">
            <TabLink tab={tab} active={isActivePath(pathname, tab.href)} />
          </li>
        ))}
        {config.menu && (
          <li className="flex flex-1">
            <MobileTabBarMenu menu={config.menu} pathname={pathname} />
          </li>
        )}
      </ul>
    </nav>
  );
}

function TabLink({ tab, active }: { tab: NavLink; active: boolean }) {
  const Icon = tab.icon;
  return (
    <Link
      href={tab.href}
      aria-current={active ? "page" : undefined}
      className={clsx(TAB_CLASS, active ? "text-brand" : "text-muted-foreground hover:text-foreground")}
    >
      {Icon && <Icon aria-hidden className="size-5" />}
      <span className="truncate">{tab.label}</span>
    </Link>
  );
}
