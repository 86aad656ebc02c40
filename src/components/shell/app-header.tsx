"use client";

import { ArrowRight, LayoutDashboard, MessageSquare, PanelLeft } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import type { Me } from "@/contracts/me";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { SessionStatus } from "@/lib/session-status";
import { shellRole } from "@/lib/area-role";
import { finishOnboardingTarget, isOnboardingComplete, shouldShowFinishOnboarding } from "@/lib/onboarding";
import { canSeeWalletButton, homeHref, isBrand, messagesHref } from "@/lib/roles";
import { BrandLogo } from "./brand-logo";
import { CreatorMenu } from "./creator-menu";
import { useSidebar } from "./sidebar-provider";
import { UserMenu } from "./user-menu";

/**
 * The header's pieces that belong to a feature (notifications, wallet). Shared components do not
 * import features, so the app passes them in; the header still decides when each one shows.
 */
export interface AppHeaderItems {
  notifications: (me: Me, onMeChanged: () => unknown) => ReactNode;
  wallet: (me: Me) => ReactNode;
}

export interface AppHeaderProps {
  me: Me | null | undefined;
  status: SessionStatus;
  onMeChanged: () => unknown;
  items: AppHeaderItems;
}

/** The header of the signed-in area, in its signed-out, loading and signed-in forms. */
export function AppHeader({ me, status, onMeChanged, items }: AppHeaderProps) {
  const pathname = usePathname() ?? "/";
  const signedIn = status === "authenticated" && me;
  const role = shellRole(me, pathname);
  const onboarded = isOnboardingComplete(me);

  return (
    <header
      data-testid="app-header"
      className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-30 flex h-14 shrink-0 items-center gap-1 border-b px-2 backdrop-blur sm:gap-2 sm:px-4"
    >
      {signedIn && role && <SidebarTrigger />}
      <BrandLogo href={signedIn ? homeHref(me) : "/"} wordmarkFromSm={Boolean(signedIn)} className="mr-1 shrink-0" />
      {signedIn && onboarded && role === "creator" && <CreatorMenu />}

      <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5">
        {status === "loading" && <Skeleton className="h-8 w-32" aria-label="Loading your account" />}
        {status === "unauthenticated" && (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/auth/signin">Login</Link>
            </Button>
            <Button asChild variant="brand" size="sm">
              <Link href="/auth/signin">Get Started</Link>
            </Button>
          </>
        )}
        {signedIn && (
          <>
            {shouldShowFinishOnboarding({ me, pathname }) && (
              <Button asChild variant="brand" size="sm" className="max-sm:px-2.5">
                <Link href={finishOnboardingTarget(me)} data-testid="finish-onboarding">
                  Finish Onboarding
                  <ArrowRight aria-hidden className="max-sm:hidden" />
                </Link>
              </Button>
            )}
            {onboarded && (
              <>
                {items.notifications(me, onMeChanged)}
                <MessagesLink me={me} />
                {isBrand(me) && (
                  <Button asChild variant="ghost" size="icon">
                    <Link href="/platform" aria-label="Brand dashboard" data-testid="brand-dashboard-link">
                      <LayoutDashboard aria-hidden className="size-5" />
                    </Link>
                  </Button>
                )}
                {canSeeWalletButton(me) && items.wallet(me)}
              </>
            )}
            <UserMenu me={me} />
          </>
        )}
      </div>
    </header>
  );
}

function SidebarTrigger() {
  const { toggle, open, openMobile, isMobile, layout } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Toggle navigation (Ctrl+B)"
      aria-expanded={isMobile ? openMobile : open}
      data-testid="sidebar-trigger"
      // Present once the page is interactive and Ctrl/Cmd+B knows which drawer it toggles.
      data-layout={layout ?? undefined}
    >
      <PanelLeft aria-hidden className="size-5" />
    </Button>
  );
}

function MessagesLink({ me }: { me: Me }) {
  const unread = me.unreadMessagesCount;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href={messagesHref(me)} aria-label={unread > 0 ? `Messages, ${unread} unread` : "Messages"} data-testid="messages-link">
        <MessageSquare aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="bg-brand text-brand-foreground absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] font-semibold"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
