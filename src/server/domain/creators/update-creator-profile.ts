import { eq, sql } from "drizzle-orm";
import { OLD_URL_REDIRECT_DAYS, type CreatorProfileSettings, type CreatorProfileUpdate } from "@/contracts/creator-profile";
import type { Db, Tx } from "@/server/db/database";
import { isUniqueViolation } from "@/server/db/pg-errors";
import { creatorProfile, creatorUrlHistory } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { checkCustomUrl } from "@/server/domain/onboarding/check-custom-url";
import { getOwnCreatorProfileOrThrow } from "./get-own-creator-profile";

const DAY_MS = 24 * 3600 * 1000;

const taken = (reason: string) => new AppError("conflict", `custom_url: ${reason}`, { custom_url: reason });

/**
 * Serialises every change that claims or gives up `slug` (PostgreSQL advisory lock, released at
 * commit): without it, a creator could claim a slug in the instant another creator gives it up,
 * before its 90-day redirect is recorded.
 */
async function lockSlug(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`creator_url:${slug}`}))`);
}

/**
 * A creator edits their own profile. The user id comes from the session, never the
 * request. Changing the custom URL keeps the old one redirecting for 90 days (creator_url_history),
 * reserved for this creator meanwhile; the unique index on custom_url settles two creators racing
 * for one slug (one wins, the other gets a 409 naming the field). Pictures have their own routes.
 */
export async function updateCreatorProfile(
  db: Db,
  input: { userId: string; profile: CreatorProfileUpdate; now?: Date },
): Promise<CreatorProfileSettings> {
  const p = input.profile;
  const now = input.now ?? new Date();
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ customUrl: creatorProfile.customUrl })
        .from(creatorProfile)
        .where(eq(creatorProfile.userId, input.userId))
        .for("update");
      if (!current) throw notFound("Creator profile");
      const oldSlug = current.customUrl;
      const changesUrl = oldSlug !== p.custom_url;
      if (changesUrl) {
        for (const slug of [oldSlug, p.custom_url].filter((s): s is string => !!s).sort()) await lockSlug(tx, slug);
        const availability = await checkCustomUrl(tx, p.custom_url, input.userId);
        if (!availability.available) throw taken(availability.reason ?? "This URL is not available");
      }
      await tx
        .update(creatorProfile)
        .set({
          firstName: p.first_name,
          lastName: p.last_name,
          shortBio: p.short_bio,
          description: p.description,
          customUrl: p.custom_url,
          niches: p.niches,
          languages: p.languages,
          country: p.country,
          updatedAt: now,
        })
        .where(eq(creatorProfile.userId, input.userId));
      if (!changesUrl) return;
      // Taking back one's own old URL (or one whose redirect expired) ends its redirect.
      await tx.delete(creatorUrlHistory).where(eq(creatorUrlHistory.slug, p.custom_url));
      if (oldSlug) {
        const expiresAt = new Date(now.getTime() + OLD_URL_REDIRECT_DAYS * DAY_MS);
        await tx
          .insert(creatorUrlHistory)
          .values({ slug: oldSlug, userId: input.userId, changedAt: now, expiresAt })
          .onConflictDoUpdate({ target: creatorUrlHistory.slug, set: { userId: input.userId, changedAt: now, expiresAt } });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken("This URL is already taken");
    throw error;
  }
  return getOwnCreatorProfileOrThrow(db, input.userId, now);
}
