import { getSessionCookie } from "better-auth/cookies";
import { type NextRequest, NextResponse } from "next/server";
import { REDIRECT_COOKIE, REDIRECT_COOKIE_OPTIONS, REQUESTED_PATH_HEADER } from "@/features/session/redirect-cookie";
import { IMPERSONATE_COOKIE } from "@/lib/constants";

/**
 * The signed-in areas' first gate (docs/decisions: app shell guards). It only checks that a session
 * cookie is present: no database here. Without one, the wanted path goes into the `redirect`
 * cookie and the browser to /auth/signin. With one, the request continues and the area layouts
 * check the session for real (getServerMe) and the role. It also tells those layouts the path.
 */
export function proxy(request: NextRequest) {
  const wanted = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const hasSession = getSessionCookie(request) !== null || request.cookies.has(IMPERSONATE_COOKIE);
  if (!hasSession) {
    const response = NextResponse.redirect(new URL("/auth/signin", request.url));
    response.cookies.set(REDIRECT_COOKIE, wanted, REDIRECT_COOKIE_OPTIONS);
    return response;
  }
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, wanted);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/dashboard", "/dashboard/:path*", "/platform", "/platform/:path*", "/inbox", "/inbox/:path*"],
};
