"use client";

import { REDIRECT_COOKIE, REDIRECT_COOKIE_OPTIONS } from "@/lib/redirect-cookie";
import { safeRedirectPath } from "@/lib/safe-redirect";

/** Remembers where to go after signing in (docs/product/screens-and-navigation.md `redirect` cookie), if it is on this site. */
export function rememberRedirect(value: string | null): void {
  const path = safeRedirectPath(value, window.location.origin);
  if (!path) return;
  document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; path=${REDIRECT_COOKIE_OPTIONS.path}; max-age=${REDIRECT_COOKIE_OPTIONS.maxAge}; samesite=lax`;
}
