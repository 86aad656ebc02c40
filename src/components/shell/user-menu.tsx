"use client";

import { LogOut, Settings, UserCog, Users } from "lucide-react";
import Link from "next/link";
import type { Me } from "@/contracts/me";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signOut } from "@/components/session/sign-out";
import { initials, profileAvatarSrc, profileDisplayName } from "@/lib/profile-display";
import { isBrand } from "@/lib/roles";

/** Header user menu (docs/product/screens-and-navigation.md): Profile Settings, manage account, and signing out. */
export function UserMenu({ me }: { me: Me }) {
  const name = profileDisplayName(me);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="focus-visible:ring-ring/50 rounded-full outline-none focus-visible:ring-[3px]"
        aria-label="Account menu"
        data-testid="user-menu"
      >
        <Avatar className="size-8 border">
          <AvatarImage src={profileAvatarSrc(me)} alt="" />
          <AvatarFallback className="text-xs font-medium">{initials(name)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="text-muted-foreground truncate text-xs font-normal">{me.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard/settings">
            <Settings aria-hidden />
            Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account">
            <UserCog aria-hidden />
            Manage account
          </Link>
        </DropdownMenuItem>
        {isBrand(me) && (
          // A new brand's team (organizations, invitations) lives at /platform/team; docs/product/screens-and-navigation.md fixes
          // the drawer and tab bar lists, so the team is reached from here and from Settings.
          <DropdownMenuItem asChild>
            <Link href="/platform/team">
              <Users aria-hidden />
              Team
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
