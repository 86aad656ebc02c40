import { Suspense, type ReactNode } from "react";

/**
 * Server-rendered content whose interactivity is not urgent (below the fold, the footer). React
 * hydrates a completed Suspense boundary at idle priority and in small slices, after the rest of
 * the page, instead of inside the first long hydration task: the page answers input sooner (Total
 * Blocking Time). The HTML is unchanged and shows at once. Wrap only content that renders
 * synchronously on the server: an async child would stream in later behind this boundary.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
