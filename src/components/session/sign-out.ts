"use client";

import { mutate } from "swr";
import { ME_KEY } from "./use-me";

/**
 * Ends the session through Better Auth (POST /api/auth/sign-out; the browser adds the Origin header
 * Better Auth requires) and clears the cached user, then leaves the signed-in area.
 */
export async function signOut(): Promise<void> {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  await mutate(ME_KEY, null, { revalidate: false });
  // A full page load on purpose: every cached response of the signed-in user is dropped with it.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}
