import { REDIRECT_COOKIE } from "@/lib/constants";

/**
 * The post-login `redirect` cookie (docs/product/screens-and-navigation.md). Readable by the page (not httpOnly) so the sign-in
 * and callback screens can use it either side; lax, site-wide, for one hour.
 */
export const REDIRECT_COOKIE_OPTIONS = { path: "/", sameSite: "lax", httpOnly: false, maxAge: 60 * 60 } as const;
export { REDIRECT_COOKIE };

/** Request header the proxy sets so a page guard rendered on the server knows the path that was asked for. */
export const REQUESTED_PATH_HEADER = "x-reelbrief-path";
