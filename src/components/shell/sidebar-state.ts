import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_KEYBOARD_SHORTCUT } from "@/lib/constants";

/*
 * The side drawer's remembered state (docs/product/screens-and-navigation.md): the `sidebar:state` cookie, 7 days, read in
 * the browser as the prerendered shell hydrates.
 */

/** The cookie value as the server reads it: open unless the user closed it ("false"). */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== "false";
}

/** The same, read from `document.cookie` ("a=1; sidebar:state=false"). */
export function sidebarOpenFromDocumentCookie(cookieHeader: string): boolean {
  const prefix = `${SIDEBAR_COOKIE}=`;
  const pair = cookieHeader.split(/;\s*/).find((part) => part.startsWith(prefix));
  return sidebarOpenFromCookie(pair?.slice(prefix.length));
}

/** The `document.cookie` assignment that remembers the drawer's state for 7 days. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? "true" : "false"}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+B (Windows, Linux) or Cmd+B (macOS) toggles the drawer. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
