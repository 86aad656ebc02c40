"use client";

import { useVisitor } from "@/features/marketing/components/use-visitor";
import { ApiTabs } from "@/features/developers/api-tabs";

/**
 * The public reference is prerendered once for everyone (decision 019), so whether the visitor is
 * an admin is decided in the browser, from the one /api/auth/me request the header makes anyway.
 * Everyone else gets nothing here: the page stays exactly the public one.
 */
export function AdminApiTabs() {
  const visitor = useVisitor();
  if (visitor.state !== "signed-in" || !visitor.isAdmin) return null;
  return <ApiTabs current="/developers/api" />;
}
