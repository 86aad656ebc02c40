import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import type { Me } from "@/contracts/me";
import { REQUESTED_PATH_HEADER } from "@/lib/redirect-cookie";
import { isReturningVisit } from "@/lib/welcome";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import { getAppContext } from "@/server/runtime";
import { resolvePageRequest } from "./page-session";

/**
 * The caller of this request for server components, guards and route handlers: `resolvePageRequest`
 * (the API's resolver, with the impersonation cookie as the Session-Token), once per request.
 */
const resolveServerRequest = cache(async () => {
  const incoming = await headers();
  const cookie = incoming.get("cookie");
  if (!cookie) return null;
  return resolvePageRequest(await getAppContext(), {
    cookie,
    path: incoming.get(REQUESTED_PATH_HEADER) ?? incoming.get("next-url"),
  });
});

/** The session and user of the resolved caller, or null when signed out. */
export const getServerSession = cache(async () => (await resolveServerRequest())?.session ?? null);

/** The resolved caller for server rendering, or null when signed out. */
export const getServerCaller = cache(async () => (await resolveServerRequest())?.caller ?? null);

/** The current user of docs/product/current-user.md for server rendering, or null when signed out. */
export const getServerMe = cache(async (): Promise<Me | null> => {
  // One resolution for both: it writes the audit entry of an impersonated page view.
  const resolved = await resolveServerRequest();
  if (!resolved) return null;
  const ctx = await getAppContext();
  return getCurrentUser(ctx.db, resolved.caller, { returningVisit: isReturningVisit(resolved.session) });
});
