import Script from "next/script";

/**
 * Hands the public settings to the browser at request time (not inlined at build), so one build
 * serves any host: /public-settings.js (src/app/public-settings.js/route.ts), loaded with
 * next/script's `beforeInteractive`, which Next's bootstrap runs before the app hydrates.
 *
 * Not an inline script, so pages can prerender (decision 019): an inline script with the settings
 * would be baked in at build time, or need the per-request CSP nonce. Next puts its small inline
 * loader (`self.__next_s.push(…)`) in the page: with the nonce on pages rendered per request, and
 * covered by the build-time script hashes on prerendered ones (src/server/http/static-page-policy.ts).
 * The script element itself is created by Next's trusted bootstrap ('strict-dynamic' allows it)
 * and is same-origin ('self' allows it on the hash policy).
 */
export function PublicSettingsScript() {
  // The rule predates the app router, where the root layout is the place for beforeInteractive.
  // eslint-disable-next-line @next/next/no-before-interactive-script-outside-document
  return <Script id="public-settings" src="/public-settings.js" strategy="beforeInteractive" />;
}
