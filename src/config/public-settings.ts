import { z } from "zod";

/** docs/product/local-mode-and-settings.md: the environment names the product knows. */
export const environmentSchema = z.enum(["development", "staging", "test", "production"]);
export type Environment = z.infer<typeof environmentSchema>;

/**
 * Settings the browser may see (docs/product/local-mode-and-settings.md "Public (client-visible) settings").
 * They are read on the server at start-up and handed to the browser by the root layout,
 * so one build serves any host and port.
 */
export const publicSettingsSchema = z.object({
  NEXT_PUBLIC_ENV: environmentSchema,
  NEXT_PUBLIC_APP_ENV: environmentSchema,
  NEXT_PUBLIC_API_URL: z.url(),
  NEXT_PUBLIC_API_V2_URL: z.url(),
  NEXT_PUBLIC_PIXEL_ID: z.string(),
  NEXT_PUBLIC_CARD_PUBLISHABLE_KEY: z.string(),
  NEXT_PUBLIC_TIKTOK_CLIENT_ID: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type PublicSettingName = keyof PublicSettings;
export const PUBLIC_SETTING_NAMES = Object.keys(publicSettingsSchema.shape) as PublicSettingName[];

export const INVALID_ENV_MESSAGE = "Invalid environment variables";
export const SERVER_ENV_ON_CLIENT_MESSAGE = "Attempted to access a server-side environment variable on the client";

type RawEnv = Record<string, string | undefined>;

/** The origin the product is served from, used to derive local defaults. */
export function appOrigin(raw: RawEnv): string {
  return raw.BETTER_AUTH_URL || `http://localhost:${raw.PORT || "3000"}`;
}

/** Fills the local defaults, so that nothing needs to be set to start. Empty strings count as unset. */
export function withPublicDefaults(raw: RawEnv): Record<PublicSettingName, string | undefined> {
  const pick = (name: string, fallback: string) => (raw[name] === undefined || raw[name] === "" ? fallback : raw[name]);
  const origin = appOrigin(raw);
  const nodeEnv = raw.NODE_ENV === "production" ? "production" : raw.NODE_ENV === "test" ? "test" : "development";
  return {
    NEXT_PUBLIC_ENV: pick("NEXT_PUBLIC_ENV", nodeEnv),
    NEXT_PUBLIC_APP_ENV: pick("NEXT_PUBLIC_APP_ENV", nodeEnv),
    NEXT_PUBLIC_API_URL: pick("NEXT_PUBLIC_API_URL", `${origin}/api/v1`),
    NEXT_PUBLIC_API_V2_URL: pick("NEXT_PUBLIC_API_V2_URL", `${origin}/api/v2`),
    NEXT_PUBLIC_PIXEL_ID: pick("NEXT_PUBLIC_PIXEL_ID", ""),
    NEXT_PUBLIC_CARD_PUBLISHABLE_KEY: pick("NEXT_PUBLIC_CARD_PUBLISHABLE_KEY", ""),
    NEXT_PUBLIC_TIKTOK_CLIENT_ID: pick("NEXT_PUBLIC_TIKTOK_CLIENT_ID", ""),
  };
}

export function isValidationSkipped(raw: RawEnv): boolean {
  return raw.SKIP_ENV_VALIDATION === "1" || raw.SKIP_ENV_VALIDATION === "true";
}

/**
 * docs/product/local-mode-and-settings.md "Configuration at start-up": unless skipped, the public settings are checked;
 * on failure the field errors are logged and start-up fails with exactly INVALID_ENV_MESSAGE.
 */
export function parsePublicSettings(
  values: Record<string, unknown>,
  options: { skipValidation: boolean; log?: (message: string, fields: Record<string, string[]>) => void },
): PublicSettings {
  if (options.skipValidation) return values as PublicSettings;
  const result = publicSettingsSchema.safeParse(values);
  if (!result.success) {
    const fields = z.flattenError(result.error).fieldErrors as Record<string, string[]>;
    (options.log ?? ((m, f) => console.error(m, f)))("❌ Invalid environment variables:", fields);
    throw new Error(INVALID_ENV_MESSAGE);
  }
  return result.data;
}

/**
 * Guards a settings object on the client: reading a name that is not public throws
 * SERVER_ENV_ON_CLIENT_MESSAGE instead of silently yielding undefined.
 */
export function guardClientAccess<T extends object>(settings: T, isServer: boolean): T {
  if (isServer) return settings;
  return new Proxy(settings, {
    get(target, prop, receiver) {
      if (typeof prop !== "string" || prop === "then" || prop === "toJSON") return Reflect.get(target, prop, receiver);
      if (!prop.startsWith("NEXT_PUBLIC_")) throw new Error(SERVER_ENV_ON_CLIENT_MESSAGE);
      return Reflect.get(target, prop, receiver);
    },
  });
}
