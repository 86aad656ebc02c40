import { type NextRequest, NextResponse } from "next/server";
import { REDIRECT_COOKIE, REDIRECT_COOKIE_OPTIONS } from "@/lib/redirect-cookie";
import { safeRedirectPath } from "@/lib/safe-redirect";

/**
 * GET /sign-in-required?next=/path — where an area layout sends a request whose session cookie
 * exists but no longer signs anyone in (expired, revoked). Server components cannot set cookies,
 * so this handler stores the wanted path in the `redirect` cookie and goes on to /auth/signin.
 */
export function GET(request: NextRequest) {
  const next = safeRedirectPath(request.nextUrl.searchParams.get("next"));
  const response = NextResponse.redirect(new URL("/auth/signin", request.url));
  if (next) response.cookies.set(REDIRECT_COOKIE, next, REDIRECT_COOKIE_OPTIONS);
  return response;
}
