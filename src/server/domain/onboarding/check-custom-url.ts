import { and, eq, ne } from "drizzle-orm";
import { customUrlSchema, type CustomUrlAvailability } from "@/contracts/onboarding";
import type { Executor } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";
import { isSlugReservedForOther } from "@/server/domain/creators/creator-url-history";

/** Paths of the product that a custom URL must not shadow or imitate. */
const RESERVED = new Set([
  "admin",
  "api",
  "auth",
  "blog",
  "c",
  "callback",
  "creators",
  "dashboard",
  "dev",
  "faq",
  "features",
  "help",
  "inbox",
  "login",
  "onboarding",
  "platform",
  "pricing",
  "reelbrief",
  "settings",
  "signin",
  "signup",
  "support",
  "terms-of-service",
  "privacy-policy",
  "use-cases",
  "ugc-creator",
  "account",
  "me",
  "www",
]);

/**
 * Whether `raw` can be the caller's custom URL (docs/product/roles-and-accounts.md: a unique lowercase slug). The
 * caller's own current URL counts as available, so re-submitting the form does not fail. Another
 * creator's old URL is taken while it still redirects (90 days, decision 033); its owner may take it back.
 */
export async function checkCustomUrl(db: Executor, raw: string, userId: string | null): Promise<CustomUrlAvailability> {
  const parsed = customUrlSchema.safeParse(raw);
  if (!parsed.success) {
    return { available: false, slug: raw.trim().toLowerCase(), reason: parsed.error.issues[0]?.message ?? "Not a valid URL" };
  }
  const slug = parsed.data;
  if (RESERVED.has(slug)) return { available: false, slug, reason: "This URL is reserved" };
  const [taken] = await db
    .select({ userId: creatorProfile.userId })
    .from(creatorProfile)
    .where(userId ? and(eq(creatorProfile.customUrl, slug), ne(creatorProfile.userId, userId)) : eq(creatorProfile.customUrl, slug))
    .limit(1);
  if (taken || (await isSlugReservedForOther(db, slug, userId))) return { available: false, slug, reason: "This URL is already taken" };
  return { available: true, slug, reason: null };
}
