import Link from "next/link";
import { cn } from "@/lib/utils";

const TABS = [
  { href: "/developers/api", label: "Main API (v1)" },
  { href: "/developers/api/admin", label: "Administrative API (v2)" },
] as const;

/** Switches between the two references; only admins see it (the v2 page is theirs alone). */
export function ApiTabs({ current }: { current: (typeof TABS)[number]["href"] }) {
  return (
    <nav aria-label="API references" className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8" data-testid="api-tabs">
      <ul className="bg-muted flex w-full gap-1 overflow-x-auto rounded-lg p-1 sm:w-fit">
        {TABS.map((tab) => (
          <li key={tab.href} className="shrink-0">
            <Link
              href={tab.href}
              aria-current={tab.href === current ? "page" : undefined}
              className={cn(
                "focus-visible:ring-ring block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:outline-none",
                tab.href === current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
