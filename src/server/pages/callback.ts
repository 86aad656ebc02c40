import "server-only";
import { resolveCallbackTarget } from "@/server/domain/identity/resolve-callback-target";
import { getAppContext } from "@/server/runtime";

/** Where /callback sends a signed-in user (see resolveCallbackTarget). */
export async function callbackTarget(input: { userId: string; redirectCookie: string | undefined; origin: string }) {
  return resolveCallbackTarget((await getAppContext()).db, input);
}

/** The configured site address: redirects are built on it, never on the request's Host header. */
export async function siteOrigin(): Promise<string> {
  return new URL((await getAppContext()).settings.BETTER_AUTH_URL).origin;
}
