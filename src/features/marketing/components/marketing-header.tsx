"use client";

import { ChevronDownIcon, MenuIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { MarketingLogo } from "./marketing-logo";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import {
  CREATORS_LINK,
  FEATURE_LINKS,
  type HeaderCta,
  type MarketingNavLink,
  PRICING_LINK,
  RESOURCE_LINKS,
  USE_CASE_LINKS,
} from "./nav-config";

const NAV_ITEM =
  "focus-visible:ring-ring text-muted-foreground hover:text-foreground data-[state=open]:text-foreground inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2";

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function MenuLinks({ title, links, pathname }: { title: string; links: MarketingNavLink[]; pathname: string }) {
  return (
    <div className="min-w-0">
      <DropdownMenuLabel className="text-muted-foreground px-3 text-xs font-semibold tracking-wider uppercase">{title}</DropdownMenuLabel>
      {links.map((link) => (
        <DropdownMenuItem key={link.href} asChild className="cursor-pointer rounded-lg px-3 py-2">
          <Link
            href={link.href}
            aria-current={isActive(pathname, link.href) ? "page" : undefined}
            className="flex flex-col items-start gap-0.5"
          >
            <span className="text-foreground text-sm font-medium">{link.label}</span>
            {link.description && <span className="text-muted-foreground text-xs">{link.description}</span>}
          </Link>
        </DropdownMenuItem>
      ))}
    </div>
  );
}

function SheetLinks({
  title,
  links,
  pathname,
  onNavigate,
}: {
  title: string;
  links: MarketingNavLink[];
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <div>
      <p className="text-muted-foreground px-3 pb-1 text-xs font-semibold tracking-wider uppercase">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={isActive(pathname, link.href) ? "page" : undefined}
              className={cn(
                "hover:bg-muted focus-visible:ring-ring block rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2",
                isActive(pathname, link.href) && "text-brand",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The marketing header: desktop navigation with menus from 1024 px, a side sheet below. */
export function MarketingHeader({ cta }: { cta: HeaderCta }) {
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="bg-background/80 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <MarketingLogo />
        <nav aria-label="Primary" className="ml-6 hidden items-center gap-1 lg:flex">
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger className={NAV_ITEM}>
              Platform <ChevronDownIcon aria-hidden className="size-4" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" sideOffset={10} className="grid w-[640px] grid-cols-2 gap-2 rounded-xl p-3">
              <MenuLinks title="Features" links={FEATURE_LINKS} pathname={pathname} />
              <MenuLinks title="Use Cases" links={USE_CASE_LINKS} pathname={pathname} />
            </DropdownMenuContent>
          </DropdownMenu>
          <Link href={PRICING_LINK.href} className={cn(NAV_ITEM, isActive(pathname, PRICING_LINK.href) && "text-foreground")}>
            {PRICING_LINK.label}
          </Link>
          <Link href={CREATORS_LINK.href} className={cn(NAV_ITEM, isActive(pathname, CREATORS_LINK.href) && "text-foreground")}>
            {CREATORS_LINK.label}
          </Link>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger className={NAV_ITEM}>
              Resources <ChevronDownIcon aria-hidden className="size-4" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" sideOffset={10} className="w-80 rounded-xl p-3">
              <MenuLinks title="Resources" links={RESOURCE_LINKS} pathname={pathname} />
            </DropdownMenuContent>
          </DropdownMenu>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link
            href={cta.href}
            data-testid="header-cta"
            className="bg-brand text-brand-foreground focus-visible:ring-ring inline-flex h-9 items-center rounded-lg px-4 text-sm font-semibold shadow-sm transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {cta.label}
          </Link>
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger
              aria-label="Open menu"
              className="hover:bg-muted focus-visible:ring-ring inline-flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-2 lg:hidden"
            >
              <MenuIcon aria-hidden className="size-5" />
            </SheetTrigger>
            <SheetContent side="right" className="w-[85%] max-w-sm gap-0 overflow-y-auto">
              <SheetHeader className="border-b">
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription className="sr-only">Site navigation</SheetDescription>
              </SheetHeader>
              <nav aria-label="Mobile" className="grid gap-6 p-3 pt-5">
                <div>
                  <p className="px-3 pb-2 text-sm font-semibold">Platform</p>
                  <div className="grid gap-4">
                    <SheetLinks title="Features" links={FEATURE_LINKS} pathname={pathname} onNavigate={close} />
                    <SheetLinks title="Use Cases" links={USE_CASE_LINKS} pathname={pathname} onNavigate={close} />
                  </div>
                </div>
                <ul className="border-y py-3">
                  {[PRICING_LINK, CREATORS_LINK].map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        aria-current={isActive(pathname, link.href) ? "page" : undefined}
                        className="hover:bg-muted focus-visible:ring-ring block rounded-md px-3 py-2 text-sm font-semibold outline-none focus-visible:ring-2"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <SheetLinks title="Resources" links={RESOURCE_LINKS} pathname={pathname} onNavigate={close} />
                <Link
                  href={cta.href}
                  onClick={close}
                  className="bg-brand text-brand-foreground mx-3 inline-flex h-10 items-center justify-center rounded-lg text-sm font-semibold"
                >
                  {cta.label}
                </Link>
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
