import { ChevronRight, type LucideIcon } from "lucide-react";
import Link from "next/link";

export interface SettingsSection {
  href: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The other settings pages, as cards at the top of an area's main Settings page. On a desktop the
 * docs/product/screens-and-navigation.md menus reach only that main page (phones have the tab bar's menu), so without these a
 * desktop user could not find the other settings pages at all.
 */
export function SettingsSections({ sections }: { sections: readonly SettingsSection[] }) {
  return (
    <nav aria-label="Settings sections" className="grid gap-3 sm:grid-cols-3">
      {sections.map(({ href, label, description, icon: Icon }) => (
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
  );
}
