"use client";

import Link from "next/link";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { isActivePath, type NavMenu } from "./nav-items";
import { TAB_CLASS } from "./mobile-tab-bar-style";

/** The tab bar's fifth slot ("More" for creators, "Settings" for brands): a menu of settings links. */
export function MobileTabBarMenu({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const isMenuActive = menu.items.some((item) => isActivePath(pathname, item.href));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(TAB_CLASS, isMenuActive ? "text-brand" : "text-muted-foreground hover:text-foreground")}>
        <menu.icon aria-hidden className="size-5" />
        <span className="truncate">{menu.label}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="min-w-48">
        {menu.items.map((item) => (
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
  );
}
