"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { impersonationTokenFromDocument } from "@/lib/browser-cookies";

/* The bar (and its button styles) is downloaded only by the rare page view that needs it. */
const ImpersonationBar = dynamic(() => import("./impersonation-bar").then((m) => m.ImpersonationBar), { ssr: false });

/** The cookie changes only with a full page load (start and stop both reload), so nothing to subscribe to. */
const subscribeNever = () => () => undefined;

/**
 * Mounted on every page by the root layout. It reads the impersonation cookie in the browser, so
 * pages render the same for everyone, and shows the impersonation bar only while the cookie is set.
 */
export function ImpersonationBanner() {
  const token = useSyncExternalStore(subscribeNever, impersonationTokenFromDocument, () => null);
  return token ? <ImpersonationBar token={token} /> : null;
}
