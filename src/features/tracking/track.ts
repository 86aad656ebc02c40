"use client";

type Properties = Record<string, string | number | boolean | null>;

interface TrackerWindow {
  fbq?: (...args: unknown[]) => void;
  posthog?: { capture: (event: string, props?: Properties) => void; identify: (id: string, props?: Properties) => void };
}

const w = () => (typeof window === "undefined" ? null : (window as unknown as TrackerWindow));

/**
 * A custom event with properties, sent to the pixel (trackCustom) and product analytics (capture).
 * Does nothing until the visitor has accepted cookies and the trackers have loaded.
 */
export function trackEvent(name: string, properties: Properties = {}): void {
  const win = w();
  win?.fbq?.("trackCustom", name, properties);
  win?.posthog?.capture(name, properties);
}

/** PageView on the pixel; called on every page, including client-side navigations. */
export function trackPageView(): void {
  w()?.fbq?.("track", "PageView");
}

/** Identifies a brand user in product analytics by id, e-mail and name. */
export function identifyUser(user: { id: string; email: string; name: string }): void {
  w()?.posthog?.identify(user.id, { email: user.email, name: user.name });
}
