"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { isActivePath, type NavLink, TAB_BARS, type TabBarVariant } from "./nav-items";

export type { TabBarVariant } from "./nav-items";

const TAB_CLASS =
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-1 py-2 text-[11px] font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";

/**
 * Mobile bottom tab bar (SPEC.md §2): fixed to the bottom below 1024 px, hidden on desktop.
 * Pages that render it should keep `pb-16 lg:pb-0` (or more) at the bottom so nothing hides under it.
 *
 * - `signed-out` (default): Home, Creators, Login, FAQ.
 * - `creator`: Home, Campaigns, Proposals, Orders and a More menu.
 * - `brand`: Home, Creators, Campaigns, Orders and a Settings menu.
 */
export function MobileTabBar({ variant = "signed-out", className }: { variant?: TabBarVariant; className?: string }) {
  const pathname = usePathname() ?? "/";
  const config = TAB_BARS[variant];
  const menuActive = config.menu?.items.some((item) => isActivePath(pathname, item.href)) ?? false;

  return (
    <nav
      aria-label="Main"
      data-testid="mobile-tab-bar"
      data-variant={variant}
      className={cn(
        "bg-background/95 supports-[backdrop-filter]:bg-background/80 fixed inset-x-0 bottom-0 z-40 border-t pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden",
        className,
      )}
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch">
        {config.tabs.map((tab) => (
          <li key={tab.href} className="flex flex-1">
            <TabLink tab={tab} active={isActivePath(pathname, tab.href)} />
          </li>
        ))}
        {config.menu && (
          <li className="flex flex-1">
            <DropdownMenu>
              <DropdownMenuTrigger className={cn(TAB_CLASS, menuActive ? "text-brand" : "text-muted-foreground hover:text-foreground")}>
                <config.menu.icon aria-hidden className="size-5" />
                <span className="truncate">{config.menu.label}</span>
              </DropdownMenuTrigger>
              <DropdownMenuContent side="top" align="end" className="min-w-48">
                {config.menu.items.map((item) => (
                  <DropdownMenuItem key={item.href} asChild>
                    <Link
                      href={item.href}
                      aria-current={pathname === item.href ? "page" : undefined}
                      className={cn(pathname === item.href && "text-brand font-medium")}
                    >
                      {item.label}
                    </Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
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
      className={cn(TAB_CLASS, active ? "text-brand" : "text-muted-foreground hover:text-foreground")}
    >
      {Icon && <Icon aria-hidden className="size-5" />}
      <span className="truncate">{tab.label}</span>
    </Link>
  );
}
