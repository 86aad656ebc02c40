import { IMPERSONATE_COOKIE } from "./constants";

/*
 * Cookie reading for the browser, apart from the API client so that components which only need
 * a cookie (the impersonation banner on every page) do not pull the client and its schemas in.
 */

/** Reads one cookie from a `document.cookie`-style string; null when absent or empty. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === "") return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The `impersonate-token` cookie as the browser sees it; null on the server. */
export function impersonationTokenFromDocument(): string | null {
  if (typeof document === "undefined") return null;
  return readCookie(document.cookie, IMPERSONATE_COOKIE);
}
