"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated>`). Until then a
 * server-rendered button is inert: a click on it is lost. Browser tests wait for this mark after
 * every full page load instead of retrying clicks (tests/e2e/support/hydration.ts).
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
