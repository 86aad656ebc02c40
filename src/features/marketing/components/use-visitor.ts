"use client";

import { useSyncExternalStore } from "react";
import type { Me } from "@/contracts/me";
import { impersonationTokenFromDocument } from "@/lib/browser-cookies";
import { isBrand } from "@/lib/user-type";
import { authApi } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";

/**
 * Who is looking at a public page, decided in the browser (decision 019): the marketing pages are
 * prerendered once for everyone, so the server cannot know. "unknown" until the one request to
 * /api/auth/me answers; the static HTML holds no guess in the header's call-to-action slot.
 */
export type Visitor = { state: "unknown" } | { state: "signed-out" } | { state: "signed-in"; isBrand: boolean; isAdmin: boolean };

const UNKNOWN: Visitor = { state: "unknown" };
let current: Visitor = UNKNOWN;
let requested = false;
const listeners = new Set<() => void>();

function settle(next: Visitor) {
  current = next;
  for (const listener of listeners) listener();
}

async function fetchMe(impersonation: string | null): Promise<Me | null> {
  try {
    return await authApi.call("GET /me", { impersonation });
  } catch (error) {
    // An ended impersonation answers 401: the header falls back to the person's own session.
    if (isApiError(error) && error.status !== 0) return impersonation ? fetchMe(null) : null;
    throw error;
  }
}

/** One request per page load, shared by the header and the tab bar; client navigations reuse it. */
function request() {
  if (requested) return;
  requested = true;
  // While an admin impersonates, the CTA is the impersonated user's, as the API client sends it.
  fetchMe(impersonationTokenFromDocument())
    .then((me) => settle(me ? { state: "signed-in", isBrand: isBrand(me), isAdmin: me.user.role === "admin" } : { state: "signed-out" }))
    // Offline or failing: show the signed-out frame; a signed-in visitor can still use Get Started.
    .catch(() => settle({ state: "signed-out" }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  request();
  return () => listeners.delete(listener);
}

export function useVisitor(): Visitor {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );
}
