"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT } from "@/lib/constants";
import { isSidebarShortcut, sidebarCookie, sidebarOpenFromDocumentCookie } from "./sidebar-state";

interface SidebarContextValue {
  /** Desktop: whether the drawer is expanded (remembered in the cookie). */
  open: boolean;
  /** Below 1024 px: whether the drawer sheet is showing. */
  openMobile: boolean;
  isMobile: boolean;
  /** The layout once the viewport has been measured in the browser; null while server-rendered or hydrating. */
  layout: "mobile" | "desktop" | null;
  setOpen: (open: boolean) => void;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return value;
}

/** Below MOBILE_BREAKPOINT (1024 px) the layout is treated as mobile (docs/product/screens-and-navigation.md). */
function useIsMobile(): boolean | null {
  const [isMobile, setIsMobile] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return isMobile;
}

const noSubscription = () => () => {};

/**
 * The drawer as the cookie remembers it. The shell is prerendered (decision 094), so its HTML has
 * the drawer open; React reads the cookie right after hydrating and redraws it if it was closed.
 */
function useRememberedOpen(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => sidebarOpenFromDocumentCookie(document.cookie),
    () => true,
  );
}

/**
 * The side drawer's state: expanded or collapsed on desktop (remembered for 7 days in the
 * `sidebar:state` cookie), a sheet on mobile; Ctrl/Cmd+B toggles whichever applies.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const measured = useIsMobile();
  const isMobile = measured === true;
  const layout: SidebarContextValue["layout"] = measured === null ? null : measured ? "mobile" : "desktop";
  const remembered = useRememberedOpen();
  const [chosen, setOpenState] = useState<boolean | null>(null);
  const open = chosen ?? remembered;
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  // Leaving the mobile layout closes the sheet, so it does not reappear when the window narrows again.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, layout, setOpen, setOpenMobile, toggle }),
    [open, openMobile, isMobile, layout, setOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
