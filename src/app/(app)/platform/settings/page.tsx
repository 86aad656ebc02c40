import { CreditCard, History, Users } from "lucide-react";
import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { SettingsSections, type SettingsSection } from "@/components/shell/settings-sections";
import { BillingSection } from "@/features/billing/billing-section";
import { BrandLogosSection } from "@/features/media/brand-logos-section";
import { areaPage } from "@/components/shell/area-guard";

export const metadata: Metadata = { title: "Settings", description: "Your plan, seats, brands and payment settings." };

const SECTIONS: readonly SettingsSection[] = [
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
  // docs/product/screens-and-navigation.md menus but is not offered here as something to do.
  { href: "/platform/team", label: "Team", description: "Accounts, members and invitations", icon: Users },
];

function SettingsPage() {
  return (
    <PageBody>
      <PageHeader title="Settings" description="Your plan, team seats and brands, and how you pay." />
      <SettingsSections sections={SECTIONS} />
      <BillingSection />
      <BrandLogosSection />
    </PageBody>
  );
}

export default areaPage("brand", SettingsPage);
