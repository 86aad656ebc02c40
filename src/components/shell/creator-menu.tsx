"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CREATOR_DESKTOP_MENU } from "./nav-items";

/**
 * The creator desktop dropdown (docs/product/screens-and-navigation.md): Dashboard; Campaigns with View Campaigns and Campaign
 * Proposals; Your Orders; Manage Settings. Desktop only; phones use the tab bar.
 */
export function CreatorMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="hidden lg:inline-flex" data-testid="creator-menu">
          Creator menu
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        {CREATOR_DESKTOP_MENU.map((entry) =>
          "items" in entry ? (
            <DropdownMenuSub key={entry.label}>
              <DropdownMenuSubTrigger>{entry.label}</DropdownMenuSubTrigger>
              <DropdownMenuSubContent className="w-56">
                {entry.items.map((item) => (
                  <DropdownMenuItem key={item.href} asChild>
                    <Link href={item.href}>{item.label}</Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          ) : (
            <DropdownMenuItem key={entry.href} asChild>
              <Link href={entry.href}>{entry.label}</Link>
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
