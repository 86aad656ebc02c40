"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId } from "react";
import { MarketingLogo } from "./marketing-logo";
import { MobileNavSheet } from "./mobile-nav-sheet";
import { NavDisclosure } from "./nav-disclosure";
import {
  CREATORS_LINK,
  FEATURE_LINKS,
  headerCta,
  LOGIN_LINK,
  type MarketingNavLink,
  PRICING_LINK,
  RESOURCE_LINKS,
  USE_CASE_LINKS,
} from "./nav-config";
import { useVisitor } from "./use-visitor";

/*
 * This header ships on every public page, so it joins classes with plain clsx (no tailwind-merge)
 * and never lets two classes compete for the same property.
 */
const NAV_ITEM =
  "focus-visible:ring-ring hover:text-foreground aria-expanded:text-foreground inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2";

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function PanelLinks({ title, links, pathname }: { title: string; links: MarketingNavLink[]; pathname: string }) {
  const headingId = useId();
  return (
    <div className="min-w-0">
      <p id={headingId} className="text-muted-foreground px-3 py-1.5 text-xs font-semibold tracking-wider uppercase">
        {title}
      </p>
      <ul aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive(pathname, link.href) ? "page" : undefined}
              className="hover:bg-accent focus-visible:bg-accent focus-visible:ring-ring flex flex-col items-start gap-0.5 rounded-lg px-3 py-2 outline-none focus-visible:ring-2"
            >
              <span className="text-foreground text-sm font-medium">{link.label}</span>
              {link.description && <span className="text-muted-foreground text-xs">{link.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
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
              className={clsx(
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

/**
 * The marketing header: desktop navigation with disclosure menus from 1024 px, a side sheet below.
 * No Radix here: this ships on every public page, so it sticks to native elements. No backdrop
 * blur either: a blurred backdrop is re-painted on every scroll frame, costly on low-end phones.
 */
export function MarketingHeader() {
  const pathname = usePathname() ?? "/";
  // The page is prerendered for everyone, so the server cannot know who is looking: until
  // /api/auth/me answers, the call-to-action slot holds a blank of the button's size rather than a
  // guess (Get Started would flash for every signed-in visitor).
  const visitor = useVisitor();
  const cta = headerCta(visitor.state === "signed-in" ? { signedIn: true, isBrand: visitor.isBrand } : { signedIn: false });

  return (
    <header className="bg-background/95 sticky top-0 z-40 border-b">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <MarketingLogo />
        <nav aria-label="Primary" className="ml-6 hidden items-center gap-1 lg:flex">
          <NavDisclosure
            label="Platform"
            triggerClassName={clsx(NAV_ITEM, "text-muted-foreground")}
            panelClassName="grid w-[640px] grid-cols-2 gap-2"
          >
            <PanelLinks title="Features" links={FEATURE_LINKS} pathname={pathname} />
            <PanelLinks title="Use Cases" links={USE_CASE_LINKS} pathname={pathname} />
          </NavDisclosure>
          <Link
            href={PRICING_LINK.href}
            className={clsx(NAV_ITEM, isActive(pathname, PRICING_LINK.href) ? "text-foreground" : "text-muted-foreground")}
          >
            {PRICING_LINK.label}
          </Link>
          <Link
            href={CREATORS_LINK.href}
            className={clsx(NAV_ITEM, isActive(pathname, CREATORS_LINK.href) ? "text-foreground" : "text-muted-foreground")}
          >
            {CREATORS_LINK.label}
          </Link>
          <NavDisclosure label="Resources" triggerClassName={clsx(NAV_ITEM, "text-muted-foreground")} panelClassName="w-80">
            <PanelLinks title="Resources" links={RESOURCE_LINKS} pathname={pathname} />
          </NavDisclosure>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {visitor.state === "signed-out" && (
            <Link
              href={LOGIN_LINK.href}
              data-testid="header-login"
              className="hover:bg-muted focus-visible:ring-ring hidden h-9 items-center rounded-lg px-4 text-sm font-semibold transition-colors outline-none focus-visible:ring-2 sm:inline-flex"
            >
              {LOGIN_LINK.label}
            </Link>
          )}
          {visitor.state === "unknown" ? (
            <span aria-hidden data-testid="header-cta" data-visitor="unknown" className="inline-flex h-9 w-28" />
          ) : (
            <Link
              href={cta.href}
              data-testid="header-cta"
              data-visitor={visitor.state}
              className="bg-brand text-brand-foreground focus-visible:ring-ring inline-flex h-9 items-center rounded-lg px-4 text-sm font-semibold shadow-sm transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {cta.label}
            </Link>
          )}
          <MobileNavSheet>
            {(close) => (
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
                {visitor.state !== "unknown" && (
                  <Link
                    href={cta.href}
                    onClick={close}
                    className="bg-brand text-brand-foreground mx-3 inline-flex h-10 items-center justify-center rounded-lg text-sm font-semibold"
                  >
                    {cta.label}
                  </Link>
                )}
              </nav>
            )}
          </MobileNavSheet>
        </div>
      </div>
    </header>
  );
}
