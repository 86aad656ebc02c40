import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { REDIRECT_COOKIE } from "@/lib/constants";
import { getServerSession } from "@/server/auth/server-session";
import { callbackTarget, siteOrigin } from "@/server/pages/callback";

export const dynamic = "force-dynamic";

/**
 * GET /callback (docs/product/screens-and-navigation.md): the return page after sign-in, sign-up and organization changes.
 * Redirects are built on the configured site address, never on the request's Host header.
 */
export async function GET() {
  const origin = await siteOrigin();
  const session = await getServerSession();
  if (!session) return NextResponse.redirect(new URL("/auth/signin", origin), 303);
  const { target, clearRedirectCookie } = await callbackTarget({
    userId: session.user.id,
    redirectCookie: (await cookies()).get(REDIRECT_COOKIE)?.value,
    origin,
  });
  const response = NextResponse.redirect(new URL(target, origin), 303);
  response.headers.set("cache-control", "no-store");
  if (clearRedirectCookie) response.cookies.set(REDIRECT_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
}
