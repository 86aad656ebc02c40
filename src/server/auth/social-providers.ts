import type { AuthDeps } from "./create-auth";

/**
 * docs/product/README.md names five social identity providers. Each is enabled only when both its
 * client id and secret are set, so no code path calls the internet without its settings.
 */
export function socialProvidersFrom(s: AuthDeps["settings"]) {
  const pair = (clientId?: string, clientSecret?: string) => (clientId && clientSecret ? { clientId, clientSecret } : undefined);
  const tiktok =
    s.TIKTOK_CLIENT_KEY && s.TIKTOK_CLIENT_SECRET ? { clientKey: s.TIKTOK_CLIENT_KEY, clientSecret: s.TIKTOK_CLIENT_SECRET } : undefined;
  return {
    ...(pair(s.DISCORD_CLIENT_ID, s.DISCORD_CLIENT_SECRET) && { discord: pair(s.DISCORD_CLIENT_ID, s.DISCORD_CLIENT_SECRET)! }),
    ...(pair(s.GOOGLE_CLIENT_ID, s.GOOGLE_CLIENT_SECRET) && { google: pair(s.GOOGLE_CLIENT_ID, s.GOOGLE_CLIENT_SECRET)! }),
    ...(pair(s.FACEBOOK_CLIENT_ID, s.FACEBOOK_CLIENT_SECRET) && { facebook: pair(s.FACEBOOK_CLIENT_ID, s.FACEBOOK_CLIENT_SECRET)! }),
    ...(pair(s.LINKEDIN_CLIENT_ID, s.LINKEDIN_CLIENT_SECRET) && { linkedin: pair(s.LINKEDIN_CLIENT_ID, s.LINKEDIN_CLIENT_SECRET)! }),
    ...(tiktok && { tiktok }),
  };
}

/** Which social sign-in buttons to show. */
export function enabledSocialProviders(s: AuthDeps["settings"]): string[] {
  return Object.keys(socialProvidersFrom(s));
}
