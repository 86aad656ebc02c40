"use client";

import { adminClient, magicLinkClient, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth's browser client on this origin (/api/auth). Same-origin cookies authenticate it;
 * the browser adds the Origin header Better Auth checks on every POST.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [organizationClient(), magicLinkClient(), adminClient()],
});

/** Better Auth answers `{ data, error }`; this turns an error into a readable message. */
export function authErrorMessage(error: { message?: string; status?: number; code?: string } | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.status === 429)
    return error.message && error.message !== "Too many requests. Please try again later."
      ? error.message
      : "Too many attempts. Wait a minute and try again.";
  return error.message || fallback;
}
