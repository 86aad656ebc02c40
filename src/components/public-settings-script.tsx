/**
 * Hands the public settings to the browser at request time (not inlined at build), so one build
 * serves any host: a blocking script from /public-settings.js (src/app/public-settings.js), which
 * runs before any of the app's scripts, as the inline script it replaces did. Being a file, it
 * lets pages prerender and needs no CSP nonce.
 */
export function PublicSettingsScript() {
  // eslint-disable-next-line @next/next/no-sync-scripts -- must run before the app's scripts read the settings
  return <script src="/public-settings.js" />;
}
