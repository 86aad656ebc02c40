import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { liveLinks } from "@/lib/placeholder-routes";
import { EmptyState } from "./empty-state";
import { PageBody, PageHeader } from "./page-header";

export interface AreaPageAction {
  label: string;
  href: string;
  primary?: boolean;
}

/**
 * A page of the signed-in area whose feature is not built yet: its docs/product title and description,
 * and an honest empty state saying what will appear here and what the user can do meanwhile.
 * Actions that lead to another placeholder page are left out (src/lib/placeholder-routes.ts).
 */
export function AreaPage({
  title,
  description,
  icon,
  emptyTitle,
  emptyDescription,
  actions = [],
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyDescription: ReactNode;
  actions?: readonly AreaPageAction[];
  children?: ReactNode;
}) {
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      {children}
      <EmptyState icon={icon} title={emptyTitle} description={emptyDescription}>
        {liveLinks(actions).map((action) => (
          <Button key={action.href} asChild variant={action.primary ? "brand" : "outline"} size="sm">
            <Link href={action.href}>{action.label}</Link>
          </Button>
        ))}
      </EmptyState>
    </PageBody>
  );
}
