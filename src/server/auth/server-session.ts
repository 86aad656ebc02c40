import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { Me } from "@/contracts/me";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import { getAppContext } from "@/server/runtime";

/**
 * The signed-in session for server components and guards, resolved like the API does:
 * the impersonation cookie (SPEC.md §6) wins over the session cookie. A stale impersonation
 * cookie (ended or expired session) falls back to the person's own session. Cached per request.
 */
export const getServerSession = cache(async () => {
  const ctx = await getAppContext();
  const incoming = new Headers(await headers());
  const impersonation = (await cookies()).get(IMPERSONATE_COOKIE)?.value;
  if (impersonation) {
    const asUser = new Headers(incoming);
    asUser.set("authorization", `Bearer ${impersonation}`);
    asUser.delete("cookie");
    const impersonated = await ctx.auth.api.getSession({ headers: asUser });
    if (impersonated?.session.impersonatedBy) return impersonated;
  }
  return ctx.auth.api.getSession({ headers: incoming });
});

/** The current user of SPEC.md §3 for server rendering, or null when signed out. */
export const getServerMe = cache(async (): Promise<Me | null> => {
  const session = await getServerSession();
  if (!session) return null;
  const ctx = await getAppContext();
  return getCurrentUser(ctx.db, {
    userId: session.user.id,
    activeOrganizationId: session.session.activeOrganizationId ?? null,
  });
});
