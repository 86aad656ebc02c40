import { headers } from "next/headers";
import { connection } from "next/server";
import { loadSettings } from "@/config/env";
import { PUBLIC_SETTING_NAMES, type PublicSettings } from "@/config/public-settings";

/**
 * Hands the public settings to the browser at request time (not inlined at build), so one build
 * serves any host. Only NEXT_PUBLIC_ names are picked; server settings never reach the page.
 *
 * It renders every page per request, on purpose: Next gives its own inline scripts the CSP nonce
 * src/proxy.ts chooses (decision 014), and a prerendered page could carry none, so the policy would
 * block it. Prerendered pages need a build-time script-hash policy first (decision 019).
 */
export async function PublicSettingsScript() {
  await connection();
  const settings = loadSettings();
  const pub = Object.fromEntries(PUBLIC_SETTING_NAMES.map((name) => [name, settings[name]])) as PublicSettings;
  const json = JSON.stringify(pub).replace(/</g, "\\u003c");
  // The page's Content-Security-Policy runs inline scripts only with the nonce src/proxy.ts chose.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `window.__REELBRIEF_PUBLIC_SETTINGS__=${json};` }} />;
}
