import { loadSettings } from "@/config/env";
import { PUBLIC_SETTING_NAMES, type PublicSettings } from "@/config/public-settings";

/**
 * The public settings as a script (/public-settings.js), read at request time so one build serves
 * any host, prerendered pages included. Loaded by the root layout through next/script's
 * `beforeInteractive` (src/components/public-settings-script.tsx), which runs it before the app
 * hydrates. Only NEXT_PUBLIC_ names are picked; server settings never reach the browser.
 */
export function GET(): Response {
  const settings = loadSettings();
  const pub = Object.fromEntries(PUBLIC_SETTING_NAMES.map((name) => [name, settings[name]])) as PublicSettings;
  const json = JSON.stringify(pub).replace(/</g, "\\u003c");
  return new Response(`window.__REELBRIEF_PUBLIC_SETTINGS__=${json};\n`, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      // Settings change with a restart, not per visit: browsers may reuse it for a few minutes.
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
}

export const dynamic = "force-dynamic";
