import {
  BarChart3,
  CircleHelp,
  Clapperboard,
  FileText,
  House,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Settings,
  ShoppingBag,
  UserRound,
  Users,
} from "lucide-react";

/*
 * Every navigation list of the shell (docs/product/screens-and-navigation.md "Header", "Mobile bottom tab bar", "Side drawer"),
 * in one place so the header, the drawer, the tab bar and the tests agree on labels and targets.
 */

export interface NavLink {
  label: string;
  href: string;
  icon?: LucideIcon;
}

export interface NavMenu {
  label: string;
  icon: LucideIcon;
  items: readonly NavLink[];
}

export type TabBarVariant = "signed-out" | "creator" | "brand";

export interface TabBarConfig {
  tabs: readonly NavLink[];
  /** The fifth slot: "More" for creators, "Settings" for brands, none signed out. */
  menu?: NavMenu;
}

export const CREATOR_SETTINGS_LINKS: readonly NavLink[] = [
  { label: "Settings", href: "/dashboard/settings" },
  { label: "Your Packages", href: "/dashboard/settings/earn" },
  { label: "Social Links", href: "/dashboard/settings/social" },
  { label: "Payouts", href: "/dashboard/settings/payouts" },
];

export const BRAND_SETTINGS_LINKS: readonly NavLink[] = [
  { label: "Settings", href: "/platform/settings" },
  { label: "Payment Settings", href: "/platform/settings/payments" },
  { label: "Payment History", href: "/platform/settings/payment-history" },
  { label: "Integrations", href: "/platform/settings/integrations" },
];

export const TAB_BARS: Record<TabBarVariant, TabBarConfig> = {
  "signed-out": {
    tabs: [
      { label: "Home", href: "/", icon: House },
      { label: "Creators", href: "/creators", icon: Users },
      { label: "Login", href: "/auth/signin", icon: LogIn },
      { label: "FAQ", href: "/faq", icon: CircleHelp },
    ],
  },
  creator: {
    tabs: [
      { label: "Home", href: "/dashboard", icon: House },
      { label: "Campaigns", href: "/dashboard/view-campaigns", icon: Megaphone },
      { label: "Proposals", href: "/dashboard/campaigns/proposals", icon: FileText },
      { label: "Orders", href: "/dashboard/orders", icon: ShoppingBag },
    ],
    menu: { label: "More", icon: UserRound, items: CREATOR_SETTINGS_LINKS },
  },
  brand: {
    tabs: [
      { label: "Home", href: "/platform", icon: House },
      { label: "Creators", href: "/platform/creators", icon: Users },
      { label: "Campaigns", href: "/platform/campaigns", icon: Megaphone },
      { label: "Orders", href: "/platform/orders", icon: ShoppingBag },
      { label: "Content", href: "/platform/content", icon: Clapperboard },
    ],
    menu: { label: "Settings", icon: Settings, items: BRAND_SETTINGS_LINKS },
  },
};

/** Side drawer items (docs/product/screens-and-navigation.md "Side drawer"); brand "Messages" goes to /inbox as docs/product says. */
export const DRAWER_ITEMS: Record<"creator" | "brand", readonly NavLink[]> = {
  brand: [
    { label: "Dashboard", href: "/platform", icon: LayoutDashboard },
    { label: "Messages", href: "/inbox", icon: MessageSquare },
    { label: "Campaigns", href: "/platform/campaigns", icon: Megaphone },
    { label: "Creators", href: "/platform/creators", icon: Users },
    { label: "Content Library", href: "/platform/content", icon: Clapperboard },
    { label: "Ad Results", href: "/platform/results", icon: BarChart3 },
    { label: "Update Settings", href: "/platform/settings", icon: Settings },
  ],
  creator: [
    { label: "Messages", href: "/inbox", icon: MessageSquare },
    { label: "Dashboard", href: "/dashboard", icon: LayoutDashboard },
    { label: "Orders", href: "/dashboard/orders", icon: ShoppingBag },
    { label: "Update My Profile", href: "/dashboard/settings", icon: UserRound },
  ],
};

/** "Additional Resources" group shown in both drawers. */
export const DRAWER_RESOURCES: readonly NavLink[] = [{ label: "FAQ", href: "/faq", icon: CircleHelp }];

/** Creator desktop dropdown (docs/product/screens-and-navigation.md "Creator desktop dropdown menu"). */
export const CREATOR_DESKTOP_MENU: readonly (NavLink | { label: string; items: readonly NavLink[] })[] = [
  { label: "Dashboard", href: "/dashboard" },
  {
    label: "Campaigns",
    items: [
      { label: "View Campaigns", href: "/dashboard/view-campaigns" },
      { label: "Campaign Proposals", href: "/dashboard/campaigns/proposals" },
    ],
  },
  { label: "Your Orders", href: "/dashboard/orders" },
  { label: "Manage Settings", href: "/dashboard/settings" },
];

/** Area homes are matched exactly, deeper links by prefix, so /dashboard is not active on /dashboard/orders. */
const EXACT = new Set(["/", "/dashboard", "/platform", "/dashboard/settings", "/platform/settings"]);

export function isActivePath(pathname: string, href: string): boolean {
  if (EXACT.has(href)) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
