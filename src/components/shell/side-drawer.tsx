"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Me } from "@/contracts/me";
import { Avatar, AvatarImage } from "@/components/ui/avatar";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { PrimaryRole } from "@/lib/roles";
import { profileLinkHref } from "@/lib/roles";
import { profileAvatarSrc, profileDisplayName } from "@/lib/profile-display";
import { cn } from "@/lib/utils";
import { BrandLogo } from "./brand-logo";
import { DRAWER_ITEMS, DRAWER_RESOURCES, isActivePath, type NavLink } from "./nav-items";
import { useSidebar } from "./sidebar-provider";

/**
 * The side drawer (docs/product/screens-and-navigation.md): the role's items, "Additional Resources" with FAQ, and the profile
 * link. A column on desktop that collapses to icons (state remembered in the cookie); a sheet below
 * 1024 px.
 */
export function SideDrawer({ me, role }: { me: Me; role: PrimaryRole }) {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" className="bg-sidebar w-72 gap-0 p-0" data-testid="side-drawer" data-state="open">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Pages of your {role} account</SheetDescription>
          <DrawerContent me={me} role={role} expanded onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-testid="side-drawer"
      data-state={open ? "expanded" : "collapsed"}
      aria-label="Sidebar"
      className={cn(
        "bg-sidebar text-sidebar-foreground sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col border-r transition-[width] duration-200 lg:flex",
        open ? "w-64" : "w-16",
      )}
    >
      <DrawerContent me={me} role={role} expanded={open} />
    </aside>
  );
}

function DrawerContent({ me, role, expanded, onNavigate }: { me: Me; role: PrimaryRole; expanded: boolean; onNavigate?: () => void }) {
  const pathname = usePathname() ?? "/";
  const name = profileDisplayName(me);

  return (
    <div className="flex h-full flex-col">
      {onNavigate && (
        <div className="flex h-14 items-center border-b px-4">
          <BrandLogo href={role === "brand" ? "/platform" : "/dashboard"} />
        </div>
      )}
      <nav aria-label={`${role === "brand" ? "Brand" : "Creator"} navigation`} className="flex flex-1 flex-col gap-6 overflow-y-auto p-3">
        <DrawerGroup items={DRAWER_ITEMS[role]} pathname={pathname} expanded={expanded} onNavigate={onNavigate} />
        <div className="flex flex-col gap-1">
          {expanded ? (
            <p className="text-muted-foreground px-3 text-xs font-medium tracking-wide uppercase">Additional Resources</p>
          ) : (
            <div className="bg-sidebar-border mx-3 h-px" aria-hidden />
          )}
          <DrawerGroup
            items={DRAWER_RESOURCES}
            pathname={pathname}
            expanded={expanded}
            onNavigate={onNavigate}
            label="Additional Resources"
          />
        </div>
      </nav>
      <div className="border-t p-3">
        <Link
          href={profileLinkHref(me)}
          onClick={onNavigate}
          title={expanded ? undefined : name}
          data-testid="drawer-profile-link"
          className={cn(
            "hover:bg-sidebar-accent focus-visible:ring-ring flex items-center gap-3 rounded-md p-2 outline-none focus-visible:ring-2",
            !expanded && "justify-center",
          )}
        >
          <Avatar className="size-9 border">
            <AvatarImage src={profileAvatarSrc(me)} alt={expanded ? "" : name} data-testid="drawer-avatar" />
          </Avatar>
          {expanded && (
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-medium">{name}</span>
              <span className="text-muted-foreground truncate text-xs">{me.user.email}</span>
            </span>
          )}
        </Link>
      </div>
    </div>
  );
}

function DrawerGroup({
  items,
  pathname,
  expanded,
  onNavigate,
  label,
}: {
  items: readonly NavLink[];
  pathname: string;
  expanded: boolean;
  onNavigate?: () => void;
  label?: string;
}) {
  return (
    <ul className="flex flex-col gap-1" aria-label={label}>
      {items.map((item) => {
        const active = isActivePath(pathname, item.href);
        const Icon = item.icon;
        return (
          <li key={item.label}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              aria-label={expanded ? undefined : item.label}
              title={expanded ? undefined : item.label}
              className={cn(
                "focus-visible:ring-ring flex h-9 items-center gap-3 rounded-md px-3 text-sm outline-none focus-visible:ring-2",
                active
                  ? "bg-sidebar-accent text-sidebar-accent-foreground font-medium"
                  : "text-sidebar-foreground/80 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
                !expanded && "justify-center px-0",
              )}
            >
              {Icon && <Icon aria-hidden className={cn("size-4 shrink-0", active && "text-brand")} />}
              {expanded && <span className="truncate">{item.label}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
