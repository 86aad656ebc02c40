import { guardClientAccess, isValidationSkipped, parsePublicSettings, withPublicDefaults, type PublicSettings } from "./public-settings";
import { parseServerSettings, type ServerSettings } from "./server-settings";

export type Settings = ServerSettings & PublicSettings;

const isServer = typeof window === "undefined";

/** Browser side: the public settings the root layout put on the page (see public-settings-script). */
declare global {
  interface Window {
    __REELBRIEF_PUBLIC_SETTINGS__?: PublicSettings;
  }
}

let cached: Settings | undefined;

/**
 * Reads and validates the settings once. On the server: all of them, from process.env.
 * In the browser: the public ones only; any other name throws (docs/product/local-mode-and-settings.md).
 */
export function loadSettings(raw: Record<string, string | undefined> = process.env): Settings {
  const skip = isValidationSkipped(raw);
  if (!isServer) {
    const injected = window.__REELBRIEF_PUBLIC_SETTINGS__ ?? {};
    const pub = parsePublicSettings(injected, { skipValidation: skip });
    return guardClientAccess(pub as Settings, false);
  }
  const pub = parsePublicSettings(withPublicDefaults(raw), { skipValidation: skip });
  return { ...parseServerSettings(raw), ...pub };
}

/** The process-wide settings, validated on first use. */
export const env: Settings = new Proxy({} as Settings, {
  get(_target, prop) {
    cached ??= loadSettings();
    return Reflect.get(cached, prop) as unknown;
  },
});

/** Tests and the start-up check re-read the environment. */
export function resetSettingsCache(): void {
  cached = undefined;
}
