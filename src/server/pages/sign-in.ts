import "server-only";
import { enabledSocialProviders } from "@/server/auth/social-providers";
import { getAppContext } from "@/server/runtime";

/** The social sign-in buttons to show: the providers whose settings are present. */
export async function signInProviders(): Promise<string[]> {
  return enabledSocialProviders((await getAppContext()).settings);
}
