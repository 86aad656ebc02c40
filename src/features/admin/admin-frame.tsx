import Link from "next/link";
import type { ReactNode } from "react";
import { BrandLogo } from "@/components/shell/brand-logo";
import { SkipLink } from "@/components/shell/skip-link";
import { Badge } from "@/components/ui/badge";
import { SignOutButton } from "./sign-out-button";

const LINKS = [
  { href: "/admin/payouts", label: "Payouts" },
  { href: "/account", label: "Account" },
] as const;

/**
 * The admin pages' frame: skip link, header, main landmark. The admin area sits outside the
 * signed-in shell, so it has its own. The header fits a 390 px phone with "Sign out" in view: the
 * word mark shows from 640 px only, and the logo is the way home (/admin).
 */
export function AdminFrame({ current, children }: { current?: (typeof LINKS)[number]["href"]; children: ReactNode }) {
  return (
    <div className="bg-muted/30 min-h-dvh">
      <SkipLink />
      <header className="bg-background border-b" data-testid="admin-header">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
          <BrandLogo href="/admin" wordmarkFromSm className="shrink-0" />
          <Badge variant="outline">Admin</Badge>
          <nav aria-label="Admin" className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
            {LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                aria-current={current === link.href ? "page" : undefined}
                className="text-muted-foreground hover:text-foreground aria-[current=page]:text-foreground px-2 text-sm font-medium"
              >
                {link.label}
              </Link>
            ))}
            <SignOutButton />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </div>
  );
}
