/** The console's areas, in the order of its navigation. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Home" },
  { href: "/admin/disputes", label: "Disputes" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/moderation", label: "Moderation" },
  { href: "/admin/ledger", label: "Ledger" },
  { href: "/admin/payouts", label: "Payouts" },
  { href: "/admin/plans", label: "Plans" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]["href"];
