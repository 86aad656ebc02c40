import Link from "next/link";
import type { ReactNode } from "react";
import { BrandLogo } from "@/components/shell/brand-logo";
import { SkipLink } from "@/components/shell/skip-link";
import { Badge } from "@/components/ui/badge";
import { ADMIN_SECTIONS, type AdminSection } from "./admin-sections";
import { SignOutButton } from "./sign-out-button";

/**
 * The admin pages' frame: skip link, header, the console's navigation, main landmark. The admin
 * area sits outside the signed-in shell, so it has its own. On a phone the sections scroll
 * sideways in their own row, so the header keeps "Account" and "Sign out" in view.
 */
export function AdminFrame({ current, children }: { current?: AdminSection; children: ReactNode }) {
  return (
    <div className="bg-muted/30 min-h-dvh">
      <SkipLink />
      <header className="bg-background border-b" data-testid="admin-header">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
          <BrandLogo href="/admin" wordmarkFromSm className="shrink-0" />
          <Badge variant="outline">Admin</Badge>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <Link href="/account" className="text-muted-foreground hover:text-foreground px-2 text-sm font-medium">
              Account
            </Link>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-7xl overflow-x-auto px-1 sm:px-4 lg:px-6">
          <ul className="flex min-w-max items-center">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  aria-current={current === section.href ? "page" : undefined}
                  className="text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground -mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium"
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </div>
  );
}
