import "server-only";
import { enabledSocialProviders } from "@/server/auth/social-providers";
import { getAccountDeletionBlockers } from "@/server/domain/identity/get-account-deletion-blockers";
import { hasPassword } from "@/server/domain/identity/has-password";
import { getAppContext } from "@/server/runtime";

/** What "Manage account" shows besides the session: password or not, deletion blockers, social sign-ins. */
export async function loadAccountPage(userId: string) {
  const ctx = await getAppContext();
  const [withPassword, blockers] = await Promise.all([hasPassword(ctx.db, userId), getAccountDeletionBlockers(ctx.db, userId)]);
  return { hasPassword: withPassword, blockers, socialProviders: enabledSocialProviders(ctx.settings) };
}
