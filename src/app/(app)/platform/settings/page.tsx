import { ChevronRight, CreditCard, History, Users } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { BillingSection } from "@/features/billing/billing-section";
import { BrandLogosSection } from "@/features/media/brand-logos-section";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Settings", description: "Your plan, seats, brands and payment settings." };

const LINKS = [
  {
    href: "/platform/settings/payments",
    label: "Payment Settings",
    description: "Saved cards, billing e-mail and address",
    icon: CreditCard,
  },
  {
    href: "/platform/settings/payment-history",
    label: "Payment History",
    description: "Every wallet movement, with CSV export",
    icon: History,
  },
  // Integrations is still a placeholder page (see src/lib/placeholder-routes.ts): it stays in the
  // SPEC.md §2 menus but is not offered here as something to do.
  { href: "/platform/team", label: "Team", description: "Accounts, members and invitations", icon: Users },
] as const;

function SettingsPage() {
  return (
    <PageBody>
      <PageHeader title="Settings" description="Your plan, team seats and brands, and how you pay." />
      <nav aria-label="Settings sections" className="grid gap-3 sm:grid-cols-3">
        {LINKS.map(({ href, label, description, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="bg-card hover:bg-accent focus-visible:ring-ring/50 flex min-w-0 items-center gap-3 rounded-xl border p-4 shadow-xs transition-colors outline-none focus-visible:ring-[3px]"
          >
            <Icon aria-hidden className="text-muted-foreground size-5 shrink-0" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{label}</span>
              <span className="text-muted-foreground truncate text-xs">{description}</span>
            </span>
            <ChevronRight aria-hidden className="text-muted-foreground size-4" />
          </Link>
        ))}
      </nav>
      <BillingSection />
      <BrandLogosSection />
    </PageBody>
  );
}

export default areaPage("brand", SettingsPage);
