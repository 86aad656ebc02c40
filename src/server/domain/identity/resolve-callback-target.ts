import { eq } from "drizzle-orm";
import { isOnboardingComplete } from "@/lib/onboarding";
import { homeHref } from "@/lib/roles";
import { safeRedirectPath } from "@/lib/safe-redirect";
import type { Executor } from "@/server/db/database";
import { user } from "@/server/db/schema";

export const ADMIN_HOME = "/admin";

/**
 * Where /callback sends a signed-in user (docs/product/screens-and-navigation.md): the `redirect` cookie's address
 * when it is set and same-origin (no open redirect), else /onboarding until onboarding is finished,
 * else /platform for a brand and /dashboard for a creator. An admin goes to /admin. The cookie is cleared whenever it was
 * present, used or not, so a bad value cannot stick.
 */
export async function resolveCallbackTarget(
  db: Executor,
  input: { userId: string; redirectCookie: string | undefined; origin: string },
): Promise<{ target: string; clearRedirectCookie: boolean }> {
  const clearRedirectCookie = input.redirectCookie !== undefined;
  const wanted = safeRedirectPath(input.redirectCookie, input.origin);
  // Never loop back into the callback or the sign-in screen.
  if (wanted && !/^\/(callback|auth\/signin)(?:[/?#]|$)/.test(wanted)) {
    return { target: wanted, clearRedirectCookie };
  }
  const [row] = await db
    .select({ types: user.types, didOnboard: user.didOnboard, role: user.role })
    .from(user)
    .where(eq(user.id, input.userId))
    .limit(1);
  if (!row) return { target: "/auth/signin", clearRedirectCookie };
  // An administrator is neither brand nor creator: their home is the admin page, not onboarding.
  if (row.role === "admin") return { target: ADMIN_HOME, clearRedirectCookie };
  const me = { types: row.types as ("brand" | "creator")[], did_onboard: row.didOnboard, is_brand: row.types.includes("brand") };
  if (!isOnboardingComplete(me)) return { target: "/onboarding", clearRedirectCookie };
  return { target: homeHref(me), clearRedirectCookie };
}
