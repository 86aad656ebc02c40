"use client";

import { MobileTabBar } from "@/components/shell/mobile-tab-bar";
import { useVisitor } from "./use-visitor";

/**
 * The signed-out tab bar of the public pages (docs/product/screens-and-navigation.md), with the room it needs below the page.
 * Part of the prerendered HTML; removed once the browser learns the visitor is signed in.
 */
export function MarketingTabBar() {
  const visitor = useVisitor();
  if (visitor.state === "signed-in") return null;
  return (
    <>
      <div aria-hidden className="h-16 lg:hidden" />
      <MobileTabBar variant="signed-out" />
    </>
  );
}
